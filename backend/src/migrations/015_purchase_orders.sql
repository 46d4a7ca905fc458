-- Issue 6: purchase orders (docs/occ-api.md "Issue 6 additions", docs/purchase-orders.md).
-- A purchase order belongs to an organisation (the root unit above its creator's unit) and carries one or more
-- business units of that organisation; who sees it follows from its units (catalog/purchase-orders.ts).
-- Timestamps are epoch milliseconds.

CREATE TABLE purchase_orders (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,            -- seeded ones below 1000, created ones from 1001
  org_root        TEXT NOT NULL REFERENCES org_units (uid),    -- the organisation: root unit of the creator's unit
  number          TEXT NOT NULL CHECK (length(number) BETWEEN 1 AND 17),  -- as typed (trimmed)
  number_key      TEXT NOT NULL CHECK (number_key = upper(number)),      -- unique per organisation, case-insensitive
  description     TEXT NOT NULL CHECK (length(description) BETWEEN 1 AND 100),
  status          TEXT NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'CLOSED')),
  created_by      TEXT NOT NULL REFERENCES users (uid),
  created_at      INTEGER NOT NULL,
  updated_at      INTEGER NOT NULL,
  idempotency_key TEXT,                                        -- the Idempotency-Key header of the creating request
  UNIQUE (org_root, number_key),
  UNIQUE (created_by, idempotency_key)
) STRICT;
CREATE INDEX purchase_orders_org_created ON purchase_orders (org_root, created_at);
INSERT INTO sqlite_sequence (name, seq) VALUES ('purchase_orders', 1000);

CREATE TABLE purchase_order_units (
  po_id    INTEGER NOT NULL REFERENCES purchase_orders (id) ON DELETE CASCADE,
  unit_uid TEXT NOT NULL REFERENCES org_units (uid),
  PRIMARY KEY (po_id, unit_uid)
) STRICT;
CREATE INDEX purchase_order_units_unit ON purchase_order_units (unit_uid, po_id);
