-- Issue 28: finance (docs/finance.md, docs/occ-api.md "Finance and payment"). What an organisation that orders on
-- account owes: invoices (from delivered account orders, or seeded), credit notes (from completed returns, or seeded),
-- payments that allocate amounts to invoices and apply credits, and statements requested for a unit and a period.
-- Money is integer cents in the document's currency; dates are yyyy-mm-dd (the organisation's calendar day);
-- timestamps are epoch milliseconds.

-- The statements tab of the finance area (spec part 2 §6 enablement flags: statements tab), per org unit.
ALTER TABLE org_units ADD COLUMN statements_enabled INTEGER NOT NULL DEFAULT 0 CHECK (statements_enabled IN (0, 1));

-- One table for both documents: an INVOICE (amount due = open_cents) or a CREDIT_NOTE (remaining balance =
-- open_cents). open_cents is kept in step with finance_allocations in the same transaction (lists of 1,000 sort and
-- filter on it); total_cents = net_cents + tax_cents.
CREATE TABLE finance_documents (
  id                 TEXT NOT NULL PRIMARY KEY,          -- the document number, e.g. 'INV-202611-0042', 'CN-202611-0007'
  kind               TEXT NOT NULL CHECK (kind IN ('INVOICE', 'CREDIT_NOTE')),
  unit_uid           TEXT NOT NULL REFERENCES org_units (uid),
  cost_centre_code   TEXT,                               -- the cost centre charged (NULL: none)
  order_code         TEXT,                               -- an invoice per order: the order; monthly invoices: NULL
  related_invoice_id TEXT REFERENCES finance_documents (id), -- a credit note: the invoice it relates to
  return_rma         TEXT,                               -- a credit note from a completed return
  currency           TEXT NOT NULL,
  issued_on          TEXT NOT NULL,                      -- yyyy-mm-dd
  due_on             TEXT,                               -- invoices: issued_on + 30 days; credit notes: NULL
  net_cents          INTEGER NOT NULL CHECK (net_cents >= 0),
  tax_cents          INTEGER NOT NULL CHECK (tax_cents >= 0),
  total_cents        INTEGER NOT NULL CHECK (total_cents = net_cents + tax_cents),
  open_cents         INTEGER NOT NULL CHECK (open_cents >= 0 AND open_cents <= total_cents),
  created_at         INTEGER NOT NULL,
  CHECK ((kind = 'INVOICE') = (due_on IS NOT NULL))
) STRICT;
CREATE INDEX finance_documents_unit ON finance_documents (unit_uid, kind, open_cents, due_on);
CREATE INDEX finance_documents_issued ON finance_documents (unit_uid, issued_on);
CREATE UNIQUE INDEX finance_documents_order ON finance_documents (order_code) WHERE order_code IS NOT NULL AND kind = 'INVOICE';
CREATE UNIQUE INDEX finance_documents_return ON finance_documents (return_rma) WHERE return_rma IS NOT NULL;

-- The lines a document prints (an order's entries, a return's items, or one line per order of a monthly invoice).
CREATE TABLE finance_document_lines (
  document_id      TEXT NOT NULL REFERENCES finance_documents (id) ON DELETE CASCADE,
  line_no          INTEGER NOT NULL,
  description      TEXT NOT NULL,
  quantity         INTEGER NOT NULL CHECK (quantity > 0),
  unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents >= 0),
  net_cents        INTEGER NOT NULL CHECK (net_cents >= 0),
  tax_cents        INTEGER NOT NULL CHECK (tax_cents >= 0),
  PRIMARY KEY (document_id, line_no)
) STRICT;

-- A payment: amount_cents charged to a card (or received by bank transfer, seeded), allocated to invoices; credits
-- applied in the same payment are allocations to credit notes (they reduce what is charged, not what is allocated).
-- One payment per (paid_by_uid, idempotency_key): a replayed or raced request answers the first payment.
CREATE TABLE finance_payments (
  id                 INTEGER PRIMARY KEY AUTOINCREMENT,
  reference          TEXT NOT NULL UNIQUE,               -- the receipt reference, e.g. 'RCPT-20261128-4F7Q2K'
  unit_uid           TEXT NOT NULL REFERENCES org_units (uid),
  paid_by_uid        TEXT REFERENCES users (uid),        -- NULL for seeded bank transfers
  method             TEXT NOT NULL CHECK (method IN ('CARD', 'BANK_TRANSFER', 'CREDIT')),
  card_label         TEXT,                               -- 'Visa ending 4242' for CARD
  payment_details_id INTEGER,                            -- payment_infos.id of the card charged
  currency           TEXT NOT NULL,
  amount_cents       INTEGER NOT NULL CHECK (amount_cents >= 0),
  paid_on            TEXT NOT NULL,                      -- yyyy-mm-dd
  paid_at            INTEGER NOT NULL,
  idempotency_key    TEXT,
  UNIQUE (paid_by_uid, idempotency_key)
) STRICT;
CREATE INDEX finance_payments_unit ON finance_payments (unit_uid, paid_on);

CREATE TABLE finance_allocations (
  payment_id   INTEGER NOT NULL REFERENCES finance_payments (id),
  document_id  TEXT NOT NULL REFERENCES finance_documents (id),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  PRIMARY KEY (payment_id, document_id)
) STRICT;
CREATE INDEX finance_allocations_document ON finance_allocations (document_id);

-- A statement requested for a unit (and the units below it) and a period; its balances are computed from the
-- documents and payments whenever it is downloaded. One per (requested_by_uid, idempotency_key).
CREATE TABLE finance_statements (
  id               TEXT NOT NULL PRIMARY KEY,            -- e.g. 'ST-acme-au-202610'
  unit_uid         TEXT NOT NULL REFERENCES org_units (uid),
  from_on          TEXT NOT NULL,
  to_on            TEXT NOT NULL CHECK (to_on >= from_on),
  requested_by_uid TEXT REFERENCES users (uid),          -- NULL for the seeded monthly statements
  created_at       INTEGER NOT NULL,
  idempotency_key  TEXT,
  UNIQUE (requested_by_uid, idempotency_key)
) STRICT;
CREATE INDEX finance_statements_unit ON finance_statements (unit_uid, to_on);
