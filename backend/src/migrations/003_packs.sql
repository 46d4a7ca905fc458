-- Packs (schema and seed only; the endpoints arrive with the pack-ordering issue).
-- A pack has ordered bundles; a bundle offers sets of products, optionally gathered into groups.

CREATE TABLE packs (
  id               TEXT PRIMARY KEY,
  org_unit         TEXT NOT NULL REFERENCES org_units (uid),
  name             TEXT NOT NULL,
  description      TEXT NOT NULL,
  pack_type        TEXT NOT NULL CHECK (pack_type IN ('NEW_STARTER', 'COMPULSORY', 'OPTIONAL', 'SELF_PURCHASE')),
  allocation_type  TEXT NOT NULL CHECK (allocation_type IN ('DOLLAR', 'QUANTITY')),
  -- cents when allocation_type = 'DOLLAR', number of items when 'QUANTITY'
  allocation_value INTEGER NOT NULL CHECK (allocation_value >= 0),
  fund_type        TEXT NOT NULL CHECK (fund_type IN ('FULLY_FUNDED', 'SUBSIDISED')),
  pre_order_date   TEXT CHECK (pre_order_date IS NULL OR date(pre_order_date) = pre_order_date),
  position         INTEGER NOT NULL,
  UNIQUE (org_unit, position)
) STRICT;

CREATE TABLE pack_bundles (
  id              TEXT PRIMARY KEY,
  pack_id         TEXT NOT NULL REFERENCES packs (id) ON DELETE CASCADE,
  position        INTEGER NOT NULL,
  name            TEXT NOT NULL,
  description     TEXT NOT NULL,
  fund_type       TEXT NOT NULL CHECK (fund_type IN ('FULLY_FUNDED', 'SUBSIDISED')),
  min_selections  INTEGER NOT NULL CHECK (min_selections >= 0),
  max_selections  INTEGER NOT NULL,
  is_indent_order INTEGER NOT NULL DEFAULT 0 CHECK (is_indent_order IN (0, 1)),
  subsidy_range   TEXT NOT NULL DEFAULT '', -- lines separated by '\n'
  CHECK (max_selections >= min_selections AND max_selections >= 1),
  UNIQUE (pack_id, position)
) STRICT;

CREATE TABLE pack_groups (
  id                  TEXT PRIMARY KEY,
  bundle_id           TEXT NOT NULL REFERENCES pack_bundles (id) ON DELETE CASCADE,
  position            INTEGER NOT NULL,
  name                TEXT NOT NULL,
  missing_set_message TEXT NOT NULL,
  UNIQUE (bundle_id, position),
  UNIQUE (id, bundle_id)
) STRICT;

CREATE TABLE pack_sets (
  id        TEXT PRIMARY KEY,
  bundle_id TEXT NOT NULL REFERENCES pack_bundles (id) ON DELETE CASCADE,
  group_id  TEXT,
  position  INTEGER NOT NULL,
  name      TEXT NOT NULL,
  UNIQUE (bundle_id, position),
  FOREIGN KEY (group_id, bundle_id) REFERENCES pack_groups (id, bundle_id) ON DELETE CASCADE
) STRICT;

CREATE TABLE pack_set_items (
  set_id       TEXT NOT NULL REFERENCES pack_sets (id) ON DELETE CASCADE,
  position     INTEGER NOT NULL,
  product_code TEXT NOT NULL REFERENCES products (code),
  PRIMARY KEY (set_id, position),
  UNIQUE (set_id, product_code)
) STRICT;
