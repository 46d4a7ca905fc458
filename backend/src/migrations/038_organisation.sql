-- Issue 26: organisation administration, part 1 (docs/organisation.md, docs/occ-api.md "Organisation administration").
-- Spec part 2 §3 (Unit: uid, name, approval process, parent unit; User group: uid, name, unit; cost centre for user),
-- §4 (enabled/disabled with the cascade), §6 (approvers per unit and per user). Timestamps are epoch milliseconds.

-- Units: the approval process (SAP's B2BUnit.approvalProcessCode; NULL = inherited from the parent).
ALTER TABLE org_units ADD COLUMN approval_process TEXT CHECK (approval_process IS NULL OR approval_process IN ('accApproval', 'accApprovalEscalation'));

-- Users: a stable customer PK (spec "getUserDetails?customerPK"), given on insert; deleted users are kept (their
-- orders stay with the organisation) but are gone from every list and cannot sign in (disabled = 1 too).
ALTER TABLE users ADD COLUMN pk INTEGER;
ALTER TABLE users ADD COLUMN deleted_at INTEGER;
UPDATE users SET pk = 100000 + rowid;
CREATE UNIQUE INDEX users_pk ON users (pk);
CREATE TRIGGER users_pk_on_insert AFTER INSERT ON users WHEN NEW.pk IS NULL
BEGIN
  UPDATE users SET pk = (SELECT coalesce(max(pk), 100000) + 1 FROM users) WHERE uid = NEW.uid;
END;
-- Employee codes stay unique (users_employee_code, migration 008), also against deleted users.

-- User groups of an organisation (SAP's B2BUserGroup: uid, name, unit). The role groups (b2bcustomergroup, …,
-- CustomerAdmin) keep unit_uid NULL; members stay in user_group_members and purchase limits in
-- purchase_limit_groups, so a limit assigned to an organisation's group applies to its members.
ALTER TABLE user_groups ADD COLUMN unit_uid TEXT REFERENCES org_units (uid);
CREATE INDEX user_groups_unit ON user_groups (unit_uid);

-- Approvers (spec part 2 §6): per unit and per user; a user's approvers are their own, else their unit's, else the
-- nearest ancestor unit's (stores/organisation/approvers.ts).
CREATE TABLE unit_approvers (
  unit_uid     TEXT NOT NULL REFERENCES org_units (uid),
  approver_uid TEXT NOT NULL REFERENCES users (uid),
  PRIMARY KEY (unit_uid, approver_uid)
) STRICT;
CREATE TABLE user_approvers (
  user_uid     TEXT NOT NULL REFERENCES users (uid),
  approver_uid TEXT NOT NULL REFERENCES users (uid),
  PRIMARY KEY (user_uid, approver_uid),
  CHECK (user_uid <> approver_uid)
) STRICT;

-- Budgets (spec part 2 §3; managed in issue 27, disabled with their unit here). Money is integer cents.
CREATE TABLE budgets (
  code         TEXT PRIMARY KEY,
  name         TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  currency     TEXT NOT NULL REFERENCES currencies (isocode),
  start_date   TEXT NOT NULL CHECK (date(start_date) IS NOT NULL),
  end_date     TEXT NOT NULL CHECK (date(end_date) IS NOT NULL),
  unit_uid     TEXT NOT NULL REFERENCES org_units (uid),
  active       INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  CHECK (start_date <= end_date)
) STRICT;
CREATE INDEX budgets_unit ON budgets (unit_uid);
CREATE TABLE cost_centre_budgets (
  cost_centre_code TEXT NOT NULL REFERENCES cost_centres (code),
  budget_code      TEXT NOT NULL REFERENCES budgets (code),
  PRIMARY KEY (cost_centre_code, budget_code)
) STRICT;

-- A user's payment details (spec "cost centre for user: pk, ccId"): the cost centres they may charge, one default.
CREATE TABLE user_cost_centres (
  user_uid         TEXT NOT NULL REFERENCES users (uid),
  cost_centre_code TEXT NOT NULL REFERENCES cost_centres (code),
  is_default       INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  PRIMARY KEY (user_uid, cost_centre_code)
) STRICT;
CREATE UNIQUE INDEX user_cost_centres_one_default ON user_cost_centres (user_uid) WHERE is_default = 1;

-- Who changed what (shown on detail pages as 'last changed by … on …').
CREATE TABLE org_audit (
  id          INTEGER PRIMARY KEY,
  entity_type TEXT NOT NULL CHECK (entity_type IN ('UNIT', 'USER', 'USER_GROUP', 'COST_CENTRE', 'BUDGET', 'PURCHASE_LIMIT')),
  entity_id   TEXT NOT NULL,
  action      TEXT NOT NULL CHECK (length(action) BETWEEN 1 AND 60),
  actor_uid   TEXT NOT NULL REFERENCES users (uid),
  at          INTEGER NOT NULL,
  detail_json TEXT CHECK (detail_json IS NULL OR json_valid(detail_json))
) STRICT;
CREATE INDEX org_audit_entity ON org_audit (entity_type, entity_id, at);

-- Idempotent creation (a double submit never creates two): the Idempotency-Key of the creating request per admin.
CREATE TABLE org_idempotency (
  actor_uid  TEXT NOT NULL REFERENCES users (uid),
  key        TEXT NOT NULL,
  operation  TEXT NOT NULL,
  result_id  TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (actor_uid, key)
) STRICT;
