-- Returns and exchanges (issue 24; docs/returns.md). Stock SAP Commerce 2211: ReturnRequest with an RMA code,
-- ReturnEntry per order entry, the 14 ReturnStatus codes. Ours: return reasons with the pack rule, exchanges (a
-- replacement order), a status history and a lazy clock (next_at) like the fulfilment clock's.

CREATE TABLE return_reasons (
  code            TEXT PRIMARY KEY,
  name            TEXT NOT NULL,
  sort            INTEGER NOT NULL,
  allowed_for_pack INTEGER NOT NULL CHECK (allowed_for_pack IN (0, 1))  -- compulsory / new-starter pack items
) STRICT;
INSERT INTO return_reasons (code, name, sort, allowed_for_pack) VALUES
  ('WRONG_SIZE', 'Incorrect sizing', 10, 1),
  ('FAULTY', 'Faulty item', 20, 1),
  ('WRONG_ITEM', 'Incorrect shipment', 30, 1),
  ('NOT_NEEDED', 'No longer needed', 40, 0),
  ('CHANGED_MIND', 'Changed my mind', 50, 0);

CREATE TABLE return_requests (
  id                INTEGER PRIMARY KEY AUTOINCREMENT,
  rma               TEXT NOT NULL UNIQUE,
  order_id          INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  site              TEXT NOT NULL REFERENCES base_sites (uid),
  requested_by      TEXT NOT NULL REFERENCES users (uid),
  status            TEXT NOT NULL DEFAULT 'APPROVAL_PENDING'
                    CHECK (status IN ('APPROVAL_PENDING', 'CANCELED', 'CANCELLING', 'WAIT', 'RECEIVED', 'RECEIVING', 'APPROVING',
                      'REVERSING_PAYMENT', 'PAYMENT_REVERSED', 'PAYMENT_REVERSAL_FAILED', 'REVERSING_TAX', 'TAX_REVERSED',
                      'TAX_REVERSAL_FAILED', 'COMPLETED')),
  created_at        INTEGER NOT NULL,
  status_at         INTEGER NOT NULL,
  next_at           INTEGER,            -- when the clock moves it on; NULL: it stays
  refund_cents      INTEGER NOT NULL CHECK (refund_cents >= 0),
  subtotal_cents    INTEGER NOT NULL CHECK (subtotal_cents >= 0),
  replacement_order_id INTEGER REFERENCES orders (id),
  idempotency_key   TEXT,
  UNIQUE (requested_by, idempotency_key)
) STRICT;
CREATE INDEX return_requests_user ON return_requests (site, requested_by, created_at);
CREATE INDEX return_requests_order ON return_requests (order_id);
CREATE INDEX return_requests_due ON return_requests (next_at) WHERE next_at IS NOT NULL;
-- RMA codes count from 50000001 (orders from 30000001, carts from 00000001).
INSERT INTO sqlite_sequence (name, seq) VALUES ('return_requests', 50000000);

CREATE TABLE return_entries (
  return_id         INTEGER NOT NULL REFERENCES return_requests (id) ON DELETE CASCADE,
  entry_number      INTEGER NOT NULL,
  kind              TEXT NOT NULL CHECK (kind IN ('RETURN', 'EXCHANGE')),
  quantity          INTEGER NOT NULL CHECK (quantity >= 1),
  reason_code       TEXT REFERENCES return_reasons (code),
  exchange_variant_code TEXT,
  refund_cents      INTEGER NOT NULL CHECK (refund_cents >= 0),
  PRIMARY KEY (return_id, entry_number)
) STRICT;

CREATE TABLE return_status_history (
  return_id INTEGER NOT NULL REFERENCES return_requests (id) ON DELETE CASCADE,
  status    TEXT NOT NULL,
  at        INTEGER NOT NULL,
  PRIMARY KEY (return_id, at, status)   -- reseeding inserts-or-ignores: the key keeps it from doubling
) STRICT;
