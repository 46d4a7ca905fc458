-- Issue 4: contact and identity fields used by password reset (SMS), registration checks,
-- onboarding and SSO.
ALTER TABLE users ADD COLUMN mobile TEXT;            -- normalised: digits with an optional leading '+'
ALTER TABLE users ADD COLUMN employee_code TEXT;
ALTER TABLE users ADD COLUMN title_code TEXT;
ALTER TABLE users ADD COLUMN sso_url TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN marketing_consent INTEGER NOT NULL DEFAULT 0 CHECK (marketing_consent IN (0, 1));
ALTER TABLE users ADD COLUMN uniform_policy_accepted_at INTEGER;
CREATE UNIQUE INDEX users_mobile ON users (mobile) WHERE mobile IS NOT NULL;
CREATE UNIQUE INDEX users_employee_code ON users (employee_code) WHERE employee_code IS NOT NULL;
