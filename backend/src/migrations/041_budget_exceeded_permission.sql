-- Issue 27: purchase limits of a third type, BUDGET_EXCEEDED (SAP's B2BBudgetExceededPermission: an order that would
-- take the active budget of its cost centre over its amount needs approval; no threshold, period or currency of its
-- own — the budget has them). docs/decisions/035-one-approval-rule-engine.md, docs/organisation.md "Purchase limits".
--
-- SQLite cannot change a CHECK constraint: purchase_limits is rebuilt (new table, copy, drop, rename). Dropping the old
-- table with foreign keys on deletes its assignments (ON DELETE CASCADE), so they are kept aside in temporary tables
-- and put back; purchase_limit_users / purchase_limit_groups keep referencing `purchase_limits` by name, which the
-- renamed table answers. The approval record needs no column: `order_approvals.exceeded_limit_json` is the snapshot
-- and now also holds the budget and cost centre of a budget-exceeded hold (stores/purchase-limits.ts).
CREATE TEMP TABLE saved_limit_users AS SELECT limit_code, user_uid FROM purchase_limit_users;
CREATE TEMP TABLE saved_limit_groups AS SELECT limit_code, group_uid FROM purchase_limit_groups;

CREATE TABLE purchase_limits_041 (
  code            TEXT PRIMARY KEY,
  type            TEXT NOT NULL CHECK (type IN ('ORDER', 'PERIOD', 'BUDGET_EXCEEDED')),
  threshold_cents INTEGER CHECK (threshold_cents IS NULL OR threshold_cents >= 0),
  period          TEXT CHECK (period IS NULL OR period IN ('DAY', 'WEEK', 'MONTH', 'QUARTER', 'YEAR')),
  currency        TEXT REFERENCES currencies (isocode),
  unit            TEXT NOT NULL REFERENCES org_units (uid),   -- the unit the limit belongs to
  active          INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  CHECK ((type = 'PERIOD') = (period IS NOT NULL)),
  CHECK ((type = 'BUDGET_EXCEEDED') = (threshold_cents IS NULL)),
  CHECK ((type = 'BUDGET_EXCEEDED') = (currency IS NULL))
) STRICT;
INSERT INTO purchase_limits_041 (code, type, threshold_cents, period, currency, unit, active)
  SELECT code, type, threshold_cents, period, currency, unit, active FROM purchase_limits;
DROP TABLE purchase_limits;
ALTER TABLE purchase_limits_041 RENAME TO purchase_limits;
CREATE INDEX purchase_limits_unit ON purchase_limits (unit);

INSERT INTO purchase_limit_users (limit_code, user_uid) SELECT limit_code, user_uid FROM saved_limit_users;
INSERT INTO purchase_limit_groups (limit_code, group_uid) SELECT limit_code, group_uid FROM saved_limit_groups;
DROP TABLE saved_limit_users;
DROP TABLE saved_limit_groups;
