-- Issue 5: what a cart carries through checkout (spec part 2 §3 "Cart"), and the reference data checkout reads:
-- guest customers, addresses, delivery modes, cost centres, checkout enablement flags, urgent-order reasons,
-- vouchers, order promotions and saved payment details. Orders themselves come in a later migration.
-- Money is integer cents in the cart's currency.

-- Guest checkout: a guest is a user row that cannot sign in (password_hash '!'), created with its anonymous cart;
-- guest_email is the address given at checkout. Guests belong to their site's guest unit.
ALTER TABLE users ADD COLUMN is_guest INTEGER NOT NULL DEFAULT 0 CHECK (is_guest IN (0, 1));
ALTER TABLE users ADD COLUMN guest_email TEXT;

-- Checkout enablement flags (spec part 2 §6) per org unit.
ALTER TABLE org_units ADD COLUMN cost_centre_enabled INTEGER NOT NULL DEFAULT 0 CHECK (cost_centre_enabled IN (0, 1));
ALTER TABLE org_units ADD COLUMN po_number_enabled INTEGER NOT NULL DEFAULT 0 CHECK (po_number_enabled IN (0, 1));
ALTER TABLE org_units ADD COLUMN alternate_address_enabled INTEGER NOT NULL DEFAULT 0 CHECK (alternate_address_enabled IN (0, 1));
ALTER TABLE org_units ADD COLUMN urgent_order_enabled INTEGER NOT NULL DEFAULT 0 CHECK (urgent_order_enabled IN (0, 1));
ALTER TABLE org_units ADD COLUMN account_payment_enabled INTEGER NOT NULL DEFAULT 1 CHECK (account_payment_enabled IN (0, 1));

-- Address book: a user's own addresses and their unit's shipping addresses (owner_user or owner_unit).
-- One-off addresses (typed at checkout without saving, billing addresses, guests' addresses) have in_book = 0.
CREATE TABLE addresses (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  owner_user  TEXT REFERENCES users (uid) ON DELETE CASCADE,
  owner_unit  TEXT REFERENCES org_units (uid),
  in_book     INTEGER NOT NULL DEFAULT 1 CHECK (in_book IN (0, 1)),
  is_default  INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  title       TEXT,
  first_name  TEXT NOT NULL,
  last_name   TEXT NOT NULL,
  line1       TEXT NOT NULL,
  line2       TEXT,
  town        TEXT NOT NULL,
  region      TEXT,           -- isocode, e.g. 'AU-NSW'
  postal_code TEXT NOT NULL,
  country     TEXT NOT NULL REFERENCES countries (isocode),
  phone       TEXT,
  mobile      TEXT,
  created_at  INTEGER NOT NULL,
  CHECK ((owner_user IS NULL) <> (owner_unit IS NULL))
) STRICT;
CREATE INDEX addresses_owner_user ON addresses (owner_user);
CREATE INDEX addresses_owner_unit ON addresses (owner_unit);

CREATE TABLE regions (
  isocode       TEXT PRIMARY KEY,          -- 'AU-NSW'
  isocode_short TEXT NOT NULL,             -- 'NSW'
  country       TEXT NOT NULL REFERENCES countries (isocode),
  name          TEXT NOT NULL
) STRICT;

CREATE TABLE delivery_modes (
  code        TEXT NOT NULL,
  site        TEXT NOT NULL REFERENCES base_sites (uid),
  name        TEXT NOT NULL,
  description TEXT NOT NULL,
  cost_cents  INTEGER NOT NULL CHECK (cost_cents >= 0),
  position    INTEGER NOT NULL,
  PRIMARY KEY (site, code)
) STRICT;

CREATE TABLE cost_centres (
  code     TEXT PRIMARY KEY,
  name     TEXT NOT NULL,
  unit_uid TEXT NOT NULL REFERENCES org_units (uid),
  currency TEXT NOT NULL REFERENCES currencies (isocode),
  active   INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
) STRICT;
CREATE INDEX cost_centres_unit ON cost_centres (unit_uid);

CREATE TABLE urgent_reasons (
  code     TEXT PRIMARY KEY,
  name     TEXT NOT NULL,
  position INTEGER NOT NULL
) STRICT;

-- Vouchers: a percentage or a fixed amount off the subtotal; max_uses NULL = unlimited; used_count counts placed orders.
CREATE TABLE vouchers (
  code             TEXT PRIMARY KEY,
  site             TEXT NOT NULL REFERENCES base_sites (uid),
  name             TEXT NOT NULL,
  description      TEXT NOT NULL,
  discount_percent INTEGER CHECK (discount_percent BETWEEN 1 AND 100),
  amount_cents     INTEGER CHECK (amount_cents > 0),
  max_uses         INTEGER CHECK (max_uses >= 0),
  used_count       INTEGER NOT NULL DEFAULT 0 CHECK (used_count >= 0),
  CHECK ((discount_percent IS NULL) <> (amount_cents IS NULL))
) STRICT;

CREATE TABLE cart_vouchers (
  cart_id      INTEGER NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  voucher_code TEXT NOT NULL REFERENCES vouchers (code),
  applied_at   INTEGER NOT NULL,
  PRIMARY KEY (cart_id, voucher_code)
) STRICT;

-- Order promotions: percent off the subtotal once it reaches the threshold (potential below it).
CREATE TABLE order_promotions (
  code             TEXT PRIMARY KEY,
  site             TEXT NOT NULL REFERENCES base_sites (uid),
  description      TEXT NOT NULL,
  threshold_cents  INTEGER NOT NULL CHECK (threshold_cents > 0),
  discount_percent INTEGER NOT NULL CHECK (discount_percent BETWEEN 1 AND 100)
) STRICT;

-- Card details registered through the digital-payment round trip (never the full number).
CREATE TABLE payment_infos (
  id                  INTEGER PRIMARY KEY AUTOINCREMENT,
  user_uid            TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  card_type           TEXT NOT NULL,   -- 'visa', 'master', 'amex'
  card_type_name      TEXT NOT NULL,   -- 'Visa'
  card_number_last4   TEXT NOT NULL CHECK (length(card_number_last4) = 4),
  account_holder_name TEXT NOT NULL,
  expiry_month        TEXT NOT NULL,   -- '01'..'12'
  expiry_year         TEXT NOT NULL,   -- '2029'
  billing_address_id  INTEGER NOT NULL REFERENCES addresses (id),
  created_at          INTEGER NOT NULL
) STRICT;

-- What the cart carries through checkout. reviewed_at: the review step was completed (cleared when entries change).
ALTER TABLE carts ADD COLUMN reviewed_at INTEGER;
ALTER TABLE carts ADD COLUMN delivery_address_id INTEGER REFERENCES addresses (id);
ALTER TABLE carts ADD COLUMN delivery_mode TEXT;
ALTER TABLE carts ADD COLUMN cost_centre TEXT REFERENCES cost_centres (code);
ALTER TABLE carts ADD COLUMN po_number TEXT;
ALTER TABLE carts ADD COLUMN urgent_code TEXT REFERENCES urgent_reasons (code);
ALTER TABLE carts ADD COLUMN urgent_msg TEXT;
ALTER TABLE carts ADD COLUMN payment_type TEXT CHECK (payment_type IS NULL OR payment_type IN ('ACCOUNT', 'CARD'));
ALTER TABLE carts ADD COLUMN payment_info_id INTEGER REFERENCES payment_infos (id);
