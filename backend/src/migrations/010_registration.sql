-- Issue 4: registration by code (docs/occ-api.md "Registration by code").
-- Codes are stored upper-case and compared case-insensitively; timestamps are epoch milliseconds.
CREATE TABLE registration_codes (
  code       TEXT PRIMARY KEY CHECK (code = upper(code)),
  org_unit   TEXT NOT NULL REFERENCES org_units (uid),
  expires_at INTEGER NOT NULL
) STRICT;

-- A registration waiting for its e-mailed verification code. `details` is the JSON of the
-- non-secret form fields; the password and the code are stored only as hashes.
CREATE TABLE pending_registrations (
  id                     TEXT PRIMARY KEY,
  code                   TEXT NOT NULL REFERENCES registration_codes (code),
  site                   TEXT NOT NULL REFERENCES base_sites (uid),
  email                  TEXT NOT NULL CHECK (email = lower(email)),
  details                TEXT NOT NULL,
  password_hash          TEXT NOT NULL,
  verification_code_hash TEXT NOT NULL,
  attempts               INTEGER NOT NULL DEFAULT 0,
  expires_at             INTEGER NOT NULL,
  created_at             INTEGER NOT NULL
) STRICT;
CREATE INDEX pending_registrations_email ON pending_registrations (email);

-- Every verification code sent, per e-mail address: the rate limit (one per 30 s, 3 per 15 min).
CREATE TABLE verification_code_sends (
  email   TEXT NOT NULL CHECK (email = lower(email)),
  sent_at INTEGER NOT NULL
) STRICT;
CREATE INDEX verification_code_sends_email ON verification_code_sends (email, sent_at);
