-- Wholesale return threshold (issue 24 part 2; docs/returns.md, docs/decisions/030-return-threshold-requests.md).
-- An organisation (org unit; the nearest unit up the tree that has one counts) may set how many units one return
-- request may hold before an approver of the store must accept it. Harbour Wholesale: 10 (seeded).
ALTER TABLE org_units ADD COLUMN return_threshold INTEGER CHECK (return_threshold IS NULL OR return_threshold >= 0);

-- One threshold request per return request over the threshold. The return stays APPROVAL_PENDING (the clock does
-- not move it: next_at NULL) while the request is PENDING; ACCEPTED → the return goes to APPROVING; DECLINED → CANCELED.
CREATE TABLE return_threshold_requests (
  return_id       INTEGER PRIMARY KEY REFERENCES return_requests (id) ON DELETE CASCADE,
  store_unit      TEXT NOT NULL REFERENCES org_units (uid),   -- the order's unit: its approvers (and its ancestors') decide
  total_quantity  INTEGER NOT NULL CHECK (total_quantity >= 1),
  threshold       INTEGER NOT NULL CHECK (threshold >= 0),
  status          TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACCEPTED', 'DECLINED')),
  created_at      INTEGER NOT NULL,
  decided_by      TEXT REFERENCES users (uid),
  decided_at      INTEGER,
  comment         TEXT CHECK (comment IS NULL OR length(comment) <= 255)
) STRICT;
CREATE INDEX return_threshold_requests_status ON return_threshold_requests (status, store_unit, created_at);

-- Refund pricing (issue 24 part 2): what goes back to the wearer's pack allowance (not money), the tax refunded, and
-- what an exchange to a dearer variant costs (charged on the replacement order).
ALTER TABLE return_requests ADD COLUMN pack_credit_cents INTEGER NOT NULL DEFAULT 0 CHECK (pack_credit_cents >= 0);
ALTER TABLE return_requests ADD COLUMN tax_cents INTEGER NOT NULL DEFAULT 0 CHECK (tax_cents >= 0);
ALTER TABLE return_requests ADD COLUMN exchange_difference_cents INTEGER NOT NULL DEFAULT 0 CHECK (exchange_difference_cents >= 0);
ALTER TABLE return_entries ADD COLUMN pack_credit_cents INTEGER NOT NULL DEFAULT 0 CHECK (pack_credit_cents >= 0);
ALTER TABLE return_entries ADD COLUMN exchange_difference_cents INTEGER NOT NULL DEFAULT 0 CHECK (exchange_difference_cents >= 0);
