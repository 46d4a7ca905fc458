-- Issue 5: placed orders, scheduled replenishments and the dev/test switches for the place-order failure
-- outcomes (docs/checkout.md "Orders", docs/decisions/010-idempotent-order-placement.md).
-- An order is a snapshot: prices, address, delivery mode and payment are copied from the cart at placement
-- (priced by carts.toCart), so later price-list or address-book changes never alter a placed order.
-- Money is integer cents in the order's currency; timestamps are epoch milliseconds.

CREATE TABLE orders (
  id                   INTEGER PRIMARY KEY AUTOINCREMENT,
  code                 TEXT NOT NULL UNIQUE CHECK (length(code) >= 8),  -- the id as digits (from 30000001 on)
  guid                 TEXT NOT NULL UNIQUE,                            -- guests read their order by guid
  site                 TEXT NOT NULL REFERENCES base_sites (uid),
  user_uid             TEXT NOT NULL REFERENCES users (uid),            -- the cart's owner: wearer in proxy mode, the guest
  placed_by_uid        TEXT NOT NULL REFERENCES users (uid),            -- who placed it (the buyer in proxy mode)
  org_unit             TEXT NOT NULL REFERENCES org_units (uid),        -- the owner's unit at placement
  -- SAP order status codes. CREATED here; the approvals issue adds PENDING_APPROVAL, APPROVED, REJECTED, …
  status               TEXT NOT NULL DEFAULT 'CREATED'
                       CHECK (status IN ('CREATED', 'PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'PENDING_MERCHANT_APPROVAL',
                         'MERCHANT_APPROVED', 'MERCHANT_REJECTED', 'ASSIGNED_TO_ADMIN', 'OPEN', 'PROCESSING', 'COMPLETED',
                         'CANCELLING', 'CANCELLED', 'ERROR')),
  created_at           INTEGER NOT NULL,
  currency             TEXT NOT NULL REFERENCES currencies (isocode),
  subtotal_cents       INTEGER NOT NULL CHECK (subtotal_cents >= 0),
  discount_cents       INTEGER NOT NULL CHECK (discount_cents >= 0),
  delivery_cents       INTEGER NOT NULL CHECK (delivery_cents >= 0),
  total_cents          INTEGER NOT NULL CHECK (total_cents >= 0),       -- net: subtotal − discounts + delivery
  tax_cents            INTEGER NOT NULL CHECK (tax_cents >= 0),
  total_with_tax_cents INTEGER NOT NULL CHECK (total_with_tax_cents >= 0),
  tax_rate_percent     INTEGER NOT NULL CHECK (tax_rate_percent >= 0),
  delivery_address_json TEXT NOT NULL CHECK (json_valid(delivery_address_json)), -- the OCC Address as it was
  delivery_mode_code   TEXT NOT NULL,
  delivery_mode_name   TEXT NOT NULL,
  delivery_mode_description TEXT NOT NULL DEFAULT '',
  cost_centre_code     TEXT,
  cost_centre_name     TEXT,
  po_number            TEXT,
  urgent_code          TEXT,
  urgent_msg           TEXT,
  payment_type         TEXT NOT NULL CHECK (payment_type IN ('ACCOUNT', 'CARD')),
  payment_info_id      INTEGER REFERENCES payment_infos (id),
  payment_info_json    TEXT CHECK (payment_info_json IS NULL OR json_valid(payment_info_json)), -- the card details as shown
  applied_promotions_json TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(applied_promotions_json)),
  guest_email          TEXT,
  source_cart_code     TEXT NOT NULL UNIQUE,   -- the cart this order was placed from: a cart becomes at most one order
  source_cart_guid     TEXT NOT NULL UNIQUE,
  idempotency_key      TEXT,                   -- the Idempotency-Key header of the placing request
  UNIQUE (placed_by_uid, idempotency_key)
) STRICT;
CREATE INDEX orders_user ON orders (user_uid, created_at);
CREATE INDEX orders_placed_by ON orders (placed_by_uid, created_at);
-- Order codes start at 30000001 (cart codes count from 00000001: the two never look alike).
INSERT INTO sqlite_sequence (name, seq) VALUES ('orders', 30000000);

CREATE TABLE order_entries (
  order_id      INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  entry_number  INTEGER NOT NULL CHECK (entry_number >= 0),
  variant_code  TEXT NOT NULL,
  product_code  TEXT NOT NULL,
  name          TEXT NOT NULL,
  colour        TEXT NOT NULL,   -- display names, as the cart showed them
  size          TEXT NOT NULL,
  fit           TEXT,
  quantity      INTEGER NOT NULL CHECK (quantity >= 1),
  unit_cents    INTEGER NOT NULL CHECK (unit_cents >= 0),
  line_cents    INTEGER NOT NULL CHECK (line_cents >= 0),
  product_url   TEXT NOT NULL,
  images_json   TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(images_json)),
  PRIMARY KEY (order_id, entry_number)
) STRICT;

CREATE TABLE order_vouchers (
  order_id       INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  voucher_code   TEXT NOT NULL REFERENCES vouchers (code),
  name           TEXT NOT NULL,
  description    TEXT NOT NULL,
  value_formatted TEXT NOT NULL,
  applied_cents  INTEGER NOT NULL CHECK (applied_cents >= 0),
  PRIMARY KEY (order_id, voucher_code)
) STRICT;

-- Scheduled replenishment (spec part 2 §7 POST replenishmentOrders): the cart's entries and checkout details, to be
-- ordered again on a schedule from first_date. (Nothing runs the schedule in the reference backend.)
CREATE TABLE replenishment_orders (
  id                   INTEGER PRIMARY KEY AUTOINCREMENT,
  code                 TEXT NOT NULL UNIQUE CHECK (length(code) >= 8),  -- from 50000001 on
  site                 TEXT NOT NULL REFERENCES base_sites (uid),
  user_uid             TEXT NOT NULL REFERENCES users (uid),
  placed_by_uid        TEXT NOT NULL REFERENCES users (uid),
  org_unit             TEXT NOT NULL REFERENCES org_units (uid),
  active               INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at           INTEGER NOT NULL,
  first_date           TEXT NOT NULL CHECK (first_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  recurrence_period    TEXT NOT NULL CHECK (recurrence_period IN ('DAILY', 'WEEKLY', 'MONTHLY')),
  number_of_days       INTEGER CHECK (number_of_days BETWEEN 1 AND 365),
  number_of_weeks      INTEGER CHECK (number_of_weeks BETWEEN 1 AND 52),
  nth_day_of_month     INTEGER CHECK (nth_day_of_month BETWEEN 1 AND 31),
  currency             TEXT NOT NULL REFERENCES currencies (isocode),
  total_with_tax_cents INTEGER NOT NULL CHECK (total_with_tax_cents >= 0),
  delivery_address_json TEXT NOT NULL CHECK (json_valid(delivery_address_json)),
  delivery_mode_code   TEXT NOT NULL,
  cost_centre_code     TEXT,
  cost_centre_name     TEXT,
  po_number            TEXT,
  payment_type         TEXT NOT NULL CHECK (payment_type IN ('ACCOUNT', 'CARD')),
  source_cart_code     TEXT NOT NULL UNIQUE,
  source_cart_guid     TEXT NOT NULL UNIQUE,
  idempotency_key      TEXT,
  UNIQUE (placed_by_uid, idempotency_key)
) STRICT;
CREATE INDEX replenishment_orders_user ON replenishment_orders (user_uid);
INSERT INTO sqlite_sequence (name, seq) VALUES ('replenishment_orders', 50000000);

CREATE TABLE replenishment_entries (
  replenishment_id INTEGER NOT NULL REFERENCES replenishment_orders (id) ON DELETE CASCADE,
  entry_number     INTEGER NOT NULL CHECK (entry_number >= 0),
  variant_code     TEXT NOT NULL REFERENCES variants (code),
  quantity         INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 999),
  unit_cents       INTEGER NOT NULL CHECK (unit_cents >= 0),
  PRIMARY KEY (replenishment_id, entry_number)
) STRICT;

-- Dev/test switches for the place-order failure outcomes (spec part 2 §4): an order placed by (or for) this user
-- answers waveServiceUnavailable or updateAllocationError and is not placed. Seeded for the dedicated failure users;
-- set and cleared through POST /dev/users/{uid}/flags {"orderOutcome"} (BACKEND_DEV_OUTBOX=1 only).
CREATE TABLE order_outcome_flags (
  user_uid TEXT PRIMARY KEY REFERENCES users (uid) ON DELETE CASCADE,
  outcome  TEXT NOT NULL CHECK (outcome IN ('serviceUnavailable', 'allocationError'))
) STRICT;
