-- Issue 7: purchase limits and order approvals (docs/occ-api.md "Issue 7 additions", docs/reference-backend.md
-- "Order approvals"). Money is integer cents; timestamps are epoch milliseconds.

-- Purchase limits (spec part 2 §3 "Purchase limit / approval permission"): an order of a placer whose limit it
-- exceeds is held as PENDING_APPROVAL (catalog/purchase-limits.ts). ORDER limits have no period; PERIOD ones do.
CREATE TABLE purchase_limits (
  code            TEXT PRIMARY KEY,
  type            TEXT NOT NULL CHECK (type IN ('ORDER', 'PERIOD')),
  threshold_cents INTEGER NOT NULL CHECK (threshold_cents >= 0),
  period          TEXT CHECK (period IS NULL OR period IN ('DAY', 'WEEK', 'MONTH', 'QUARTER', 'YEAR')),
  currency        TEXT NOT NULL REFERENCES currencies (isocode),
  unit            TEXT NOT NULL REFERENCES org_units (uid),   -- the unit the limit belongs to
  active          INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  CHECK ((type = 'ORDER') = (period IS NULL))
) STRICT;

-- Assigned to users …
CREATE TABLE purchase_limit_users (
  limit_code TEXT NOT NULL REFERENCES purchase_limits (code) ON DELETE CASCADE,
  user_uid   TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  PRIMARY KEY (limit_code, user_uid)
) STRICT;
CREATE INDEX purchase_limit_users_user ON purchase_limit_users (user_uid);

-- … or to user groups (then it applies to the group's members in the limit's unit and the units below it).
CREATE TABLE purchase_limit_groups (
  limit_code TEXT NOT NULL REFERENCES purchase_limits (code) ON DELETE CASCADE,
  group_uid  TEXT NOT NULL REFERENCES user_groups (uid) ON DELETE CASCADE,
  PRIMARY KEY (limit_code, group_uid)
) STRICT;

-- Reasons an approver can give for declining an order (GET getOrderDeclineReasons → orderDeclineReasonMap).
CREATE TABLE order_decline_reasons (
  code TEXT PRIMARY KEY CHECK (length(code) BETWEEN 1 AND 40),
  text TEXT NOT NULL,
  sort INTEGER NOT NULL
) STRICT;
INSERT INTO order_decline_reasons (code, text, sort) VALUES
  ('BUDGET', 'Over budget', 1),
  ('NOT_REQUIRED', 'Not required', 2),
  ('WRONG_ITEMS', 'Wrong items ordered', 3),
  ('WRONG_SIZE', 'Wrong size ordered', 4),
  ('DUPLICATE', 'Duplicate order', 5),
  ('OTHER', 'Other', 6);

-- One approval record per order that was held for approval: the limit it exceeded, the totals as placed (amended
-- totals are recalculated from these) and, once decided, the decision. A decision is taken once: the decision
-- UPDATE of orders runs `WHERE status = 'PENDING_APPROVAL'` in the same transaction.
CREATE TABLE order_approvals (
  order_id                INTEGER PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  exceeded_limit_json     TEXT CHECK (exceeded_limit_json IS NULL OR json_valid(exceeded_limit_json)),
  original_subtotal_cents INTEGER NOT NULL CHECK (original_subtotal_cents >= 0),
  original_discount_cents INTEGER NOT NULL CHECK (original_discount_cents >= 0),
  decision                TEXT CHECK (decision IS NULL OR decision IN ('APPROVE', 'REJECT')),
  comment                 TEXT CHECK (comment IS NULL OR length(comment) <= 255),
  reason_code             TEXT REFERENCES order_decline_reasons (code),
  approver_uid            TEXT REFERENCES users (uid),
  decided_at              INTEGER,
  idempotency_key         TEXT,   -- the Idempotency-Key header of the deciding request (scoped to the approver)
  CHECK ((decision IS NULL) = (decided_at IS NULL)),
  CHECK (decision IS NULL OR approver_uid IS NOT NULL),
  CHECK (decision IS NOT 'REJECT' OR (reason_code IS NOT NULL AND comment IS NOT NULL)),
  UNIQUE (approver_uid, idempotency_key)
) STRICT;

-- Approved quantity per entry (NULL = not amended: the ordered quantity).
ALTER TABLE order_entries ADD COLUMN approved_quantity INTEGER CHECK (approved_quantity IS NULL OR approved_quantity BETWEEN 0 AND quantity);

CREATE INDEX orders_unit_status ON orders (org_unit, status, created_at);
