-- Issue 23 (my orders): fulfilment, consignments with tracking, buyer cancellations and amendments, PO number
-- changes and replenishment schedules that can be cancelled (docs/occ-api.md "Issue 23 additions", docs/orders.md).
-- Timestamps are epoch milliseconds; money integer cents in the order's currency.

-- The fulfilment clock (stores/fulfilment.ts) moves an order when `fulfilment_next_at` has passed: NULL means the
-- clock does not move it (pending approval, rejected, cancelled, completed, or held by a seed).
ALTER TABLE orders ADD COLUMN fulfilment_next_at INTEGER;
-- The replenishment schedule that placed this order (NULL: placed by a person).
ALTER TABLE orders ADD COLUMN replenishment_code TEXT;
-- The last buyer amendment (POST orgUsers/{u}/orders/{code}/amend by the order's owner or placer).
ALTER TABLE orders ADD COLUMN amended_at INTEGER;
-- How the order reached the storefront: 'web' (default), 'proxy' (a buyer for a wearer), 'punchout' (a procurement
-- system's requisition), 'replenishment' (a schedule). Shown as "placed by" in the order history.
ALTER TABLE orders ADD COLUMN channel TEXT NOT NULL DEFAULT 'web' CHECK (channel IN ('web', 'proxy', 'punchout', 'replenishment'));
CREATE INDEX orders_fulfilment_due ON orders (fulfilment_next_at) WHERE fulfilment_next_at IS NOT NULL;
CREATE INDEX orders_po_number ON orders (site, po_number) WHERE po_number IS NOT NULL;

-- Units cancelled by the buyer (never more than were ordered; a cancelled unit is never shipped).
ALTER TABLE order_entries ADD COLUMN cancelled_quantity INTEGER NOT NULL DEFAULT 0 CHECK (cancelled_quantity >= 0);

-- SAP's consignments: an order ships in one or more parcels, each from a warehouse, each with its own status
-- (spec part 2 §4, the 15 consignment statuses) and, once shipped, a carrier and a tracking number.
CREATE TABLE consignments (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  code          TEXT NOT NULL UNIQUE,                 -- 'a' || order code || '_' || n (SAP's default consignment codes)
  order_id      INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  warehouse     TEXT NOT NULL,                        -- a display name ('Sydney DC', 'Supplier direct')
  status        TEXT NOT NULL CHECK (status IN ('IN_TRANSIT', 'READY_FOR_PICKUP', 'READY_FOR_SHIPPING', 'WAITING', 'DELIVERING',
                  'PICKPACK', 'PICKUP_COMPLETE', 'DELIVERY_COMPLETED', 'PAYMENT_NOT_CAPTURED', 'IN_PROCESS', 'READY',
                  'DELIVERY_REJECTED', 'SHIPPED', 'TAX_NOT_COMMITTED', 'CANCELLED')),
  status_at     INTEGER NOT NULL,                     -- when it reached its status
  next_at       INTEGER,                              -- when the clock moves it next (NULL: final, or held)
  carrier_code  TEXT,
  carrier_name  TEXT,
  tracking_id   TEXT,
  tracking_url  TEXT,
  shipped_at    INTEGER,
  delivered_at  INTEGER,
  CHECK ((tracking_id IS NULL) = (carrier_code IS NULL))
) STRICT;
CREATE INDEX consignments_order ON consignments (order_id);
CREATE INDEX consignments_due ON consignments (next_at) WHERE next_at IS NOT NULL;

CREATE TABLE consignment_entries (
  consignment_id INTEGER NOT NULL REFERENCES consignments (id) ON DELETE CASCADE,
  entry_number   INTEGER NOT NULL CHECK (entry_number >= 0),
  quantity       INTEGER NOT NULL CHECK (quantity >= 1),
  PRIMARY KEY (consignment_id, entry_number)
) STRICT;

-- Tracking events of a consignment (SAP's ConsignmentTrackingWsDTO trackingEvents), newest last.
CREATE TABLE consignment_events (
  consignment_id INTEGER NOT NULL REFERENCES consignments (id) ON DELETE CASCADE,
  at             INTEGER NOT NULL,
  status         TEXT NOT NULL,
  location       TEXT NOT NULL DEFAULT '',
  detail         TEXT NOT NULL DEFAULT ''
) STRICT;
CREATE INDEX consignment_events_consignment ON consignment_events (consignment_id, at);

-- Buyer cancellations (POST users/{u}/orders/{code}/cancellation): one row per request, so a replayed request with
-- the same Idempotency-Key finds it and changes nothing.
CREATE TABLE order_cancellations (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id        INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  requested_by    TEXT NOT NULL REFERENCES users (uid),
  created_at      INTEGER NOT NULL,
  reason          TEXT,
  entries_json    TEXT NOT NULL CHECK (json_valid(entries_json)),   -- [{ "entryNumber", "quantity" }]
  refund_cents    INTEGER NOT NULL DEFAULT 0 CHECK (refund_cents >= 0),
  idempotency_key TEXT,
  UNIQUE (requested_by, idempotency_key)
) STRICT;
CREATE INDEX order_cancellations_order ON order_cancellations (order_id);

-- Buyer amendments (POST orgUsers/{u}/orders/{code}/amend by the owner or placer), as for cancellations.
CREATE TABLE order_amendments (
  id                      INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id                INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  requested_by            TEXT NOT NULL REFERENCES users (uid),
  created_at              INTEGER NOT NULL,
  changes_json            TEXT NOT NULL CHECK (json_valid(changes_json)),
  previous_total_cents    INTEGER NOT NULL,
  new_total_cents         INTEGER NOT NULL,
  idempotency_key         TEXT,
  UNIQUE (requested_by, idempotency_key)
) STRICT;
CREATE INDEX order_amendments_order ON order_amendments (order_id);

-- Replenishment schedules: cancelled (active = 0) at a time, by someone.
ALTER TABLE replenishment_orders ADD COLUMN cancelled_at INTEGER;
ALTER TABLE replenishment_orders ADD COLUMN cancelled_by TEXT REFERENCES users (uid);
CREATE INDEX orders_replenishment ON orders (replenishment_code) WHERE replenishment_code IS NOT NULL;
