-- Issue 3: carts (one open cart per user and base site) and their entries. Prices are not stored: a cart is
-- priced from the price list whenever it is read.

CREATE TABLE carts (
  id         INTEGER PRIMARY KEY AUTOINCREMENT, -- the cart code is this id as 8 digits ('00000001'); never reused
  guid       TEXT NOT NULL UNIQUE,
  site       TEXT NOT NULL REFERENCES base_sites (uid),
  user_uid   TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (site, user_uid)
) STRICT;

CREATE TABLE cart_entries (
  cart_id      INTEGER NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  entry_number INTEGER NOT NULL CHECK (entry_number >= 0),
  variant_code TEXT NOT NULL REFERENCES variants (code),
  quantity     INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 999),
  added_at     INTEGER NOT NULL,
  PRIMARY KEY (cart_id, entry_number),
  UNIQUE (cart_id, variant_code)
) STRICT;
