-- Issue 8: pack ordering (docs/occ-api.md "Issue 8 additions"). Pack roles scope who sees which pack; drafts keep
-- every selection on the server; cart entries may be pack lines (the "taken" cart).

-- Pack roles ("order uniform roles"): a role belongs to an org unit, users are assigned roles, packs belong to one.
CREATE TABLE pack_roles (
  code     TEXT PRIMARY KEY,
  org_unit TEXT NOT NULL REFERENCES org_units (uid),
  name     TEXT NOT NULL,
  position INTEGER NOT NULL
) STRICT;

CREATE TABLE user_pack_roles (
  user_uid  TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  role_code TEXT NOT NULL REFERENCES pack_roles (code) ON DELETE CASCADE,
  PRIMARY KEY (user_uid, role_code)
) STRICT;

ALTER TABLE packs ADD COLUMN role TEXT REFERENCES pack_roles (code);
-- Charged when the wearer pays part of the pack (subTotal − credit − subsidy > 0). Cents.
ALTER TABLE packs ADD COLUMN shipping_cents INTEGER NOT NULL DEFAULT 0 CHECK (shipping_cents >= 0);
ALTER TABLE pack_bundles ADD COLUMN exclusive_categories INTEGER NOT NULL DEFAULT 0 CHECK (exclusive_categories IN (0, 1));
ALTER TABLE pack_bundles ADD COLUMN subsidy_percent INTEGER NOT NULL DEFAULT 0 CHECK (subsidy_percent BETWEEN 0 AND 100);

-- Value-adds (embroidery etc.): a price in cents of the user's currency; a prompt asks for a user value ≤ max_length.
CREATE TABLE pack_value_adds (
  code        TEXT PRIMARY KEY,
  name        TEXT NOT NULL,
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  prompt      TEXT,
  max_length  INTEGER NOT NULL DEFAULT 0 CHECK (max_length >= 0)
) STRICT;

CREATE TABLE pack_bundle_value_adds (
  bundle_id      TEXT NOT NULL REFERENCES pack_bundles (id) ON DELETE CASCADE,
  value_add_code TEXT NOT NULL REFERENCES pack_value_adds (code),
  position       INTEGER NOT NULL,
  PRIMARY KEY (bundle_id, value_add_code)
) STRICT;

CREATE TABLE pack_replacement_reasons (
  code     TEXT PRIMARY KEY,
  name     TEXT NOT NULL,
  position INTEGER NOT NULL UNIQUE
) STRICT;

-- 'D': a discontinued colour (only K/R variants are seeded with it); NULL: Y or N from the stock.
ALTER TABLE variants ADD COLUMN in_stock_code TEXT CHECK (in_stock_code IS NULL OR in_stock_code = 'D');

-- Drafts: one per user and pack, written by every selection change; deleted by add-to-cart and discard.
CREATE TABLE pack_drafts (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  user_uid   TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  pack_id    TEXT NOT NULL REFERENCES packs (id) ON DELETE CASCADE,
  mode       TEXT NOT NULL DEFAULT 'NEW' CHECK (mode IN ('NEW', 'UPDATE')),
  updated_at INTEGER NOT NULL,
  UNIQUE (user_uid, pack_id)
) STRICT;

CREATE TABLE pack_draft_bundles (
  draft_id  INTEGER NOT NULL REFERENCES pack_drafts (id) ON DELETE CASCADE,
  bundle_id TEXT NOT NULL REFERENCES pack_bundles (id) ON DELETE CASCADE,
  status    TEXT NOT NULL CHECK (status IN ('NOT_STARTED', 'IN_PROGRESS', 'COMPLETED')),
  PRIMARY KEY (draft_id, bundle_id)
) STRICT;

CREATE TABLE pack_draft_selections (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  draft_id        INTEGER NOT NULL REFERENCES pack_drafts (id) ON DELETE CASCADE,
  bundle_id       TEXT NOT NULL REFERENCES pack_bundles (id) ON DELETE CASCADE,
  set_id          TEXT NOT NULL REFERENCES pack_sets (id) ON DELETE CASCADE,
  product_code    TEXT NOT NULL REFERENCES products (code),
  variant_code    TEXT NOT NULL REFERENCES variants (code),
  quantity        INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 10),
  value_adds_json TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(value_adds_json)), -- [{code, userEnteredValue}]
  reason          TEXT REFERENCES pack_replacement_reasons (code),
  comments        TEXT CHECK (comments IS NULL OR length(comments) <= 255),
  position        INTEGER NOT NULL
) STRICT;
CREATE INDEX pack_draft_selections_draft ON pack_draft_selections (draft_id, bundle_id, position);

-- Cart entries gain the pack columns. The old UNIQUE (cart_id, variant_code) becomes a partial index on ordinary
-- lines: a pack line may sit next to an ordinary line of the same variant, and a pack may hold a variant twice.
CREATE TABLE cart_entries_new (
  cart_id         INTEGER NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  entry_number    INTEGER NOT NULL CHECK (entry_number >= 0),
  variant_code    TEXT NOT NULL REFERENCES variants (code),
  quantity        INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 999),
  added_at        INTEGER NOT NULL,
  pack_id         TEXT REFERENCES packs (id),
  bundle_id       TEXT REFERENCES pack_bundles (id),
  set_id          TEXT REFERENCES pack_sets (id),
  value_adds_json TEXT CHECK (value_adds_json IS NULL OR json_valid(value_adds_json)),
  reason          TEXT REFERENCES pack_replacement_reasons (code),
  comments        TEXT,
  PRIMARY KEY (cart_id, entry_number),
  CHECK ((pack_id IS NULL) = (bundle_id IS NULL) AND (pack_id IS NULL) = (set_id IS NULL))
) STRICT;
INSERT INTO cart_entries_new (cart_id, entry_number, variant_code, quantity, added_at)
  SELECT cart_id, entry_number, variant_code, quantity, added_at FROM cart_entries;
DROP TABLE cart_entries;
ALTER TABLE cart_entries_new RENAME TO cart_entries;
CREATE UNIQUE INDEX cart_entries_ordinary ON cart_entries (cart_id, variant_code) WHERE pack_id IS NULL;
CREATE INDEX cart_entries_pack ON cart_entries (cart_id, pack_id) WHERE pack_id IS NOT NULL;

-- A pack in a cart: its credit, subsidy and shipping as computed when it was added (one copy of a pack per cart).
CREATE TABLE cart_packs (
  cart_id        INTEGER NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  pack_id        TEXT NOT NULL REFERENCES packs (id),
  credit_cents   INTEGER NOT NULL CHECK (credit_cents >= 0),
  subsidy_cents  INTEGER NOT NULL CHECK (subsidy_cents >= 0),
  shipping_cents INTEGER NOT NULL CHECK (shipping_cents >= 0),
  added_at       INTEGER NOT NULL,
  PRIMARY KEY (cart_id, pack_id)
) STRICT;

-- add/takenEntries with an Idempotency-Key: the first answer, replayed for the same key.
CREATE TABLE pack_add_requests (
  user_uid      TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  key           TEXT NOT NULL,
  response_json TEXT NOT NULL CHECK (json_valid(response_json)),
  created_at    INTEGER NOT NULL,
  PRIMARY KEY (user_uid, key)
) STRICT;

-- Orders keep the pack of each line and the packs' amounts.
ALTER TABLE order_entries ADD COLUMN pack_json TEXT CHECK (pack_json IS NULL OR json_valid(pack_json));
ALTER TABLE orders ADD COLUMN packs_json TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(packs_json));
