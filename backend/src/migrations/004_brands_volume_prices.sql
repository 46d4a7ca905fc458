-- Issue 3: brands (every product has one, shown as the `brand` search facet) and volume (bulk) price tiers.

CREATE TABLE brands (
  code     TEXT PRIMARY KEY CHECK (code NOT GLOB '*[^a-z0-9-]*' AND length(code) BETWEEN 1 AND 40),
  name     TEXT NOT NULL,
  position INTEGER NOT NULL UNIQUE
) STRICT;

-- Nullable only because SQLite cannot add a NOT NULL column to existing rows: the seed gives every product
-- a brand (and fills it in on databases seeded before this migration).
ALTER TABLE products ADD COLUMN brand TEXT REFERENCES brands (code);
CREATE INDEX products_brand ON products (brand);

-- Bulk pricing per product: a tier's discount applies to a variant's standard price when the quantity is in
-- [min_quantity, max_quantity] (no upper bound when max_quantity is NULL).
CREATE TABLE volume_price_tiers (
  product_code     TEXT NOT NULL REFERENCES products (code) ON DELETE CASCADE,
  min_quantity     INTEGER NOT NULL CHECK (min_quantity >= 1),
  max_quantity     INTEGER CHECK (max_quantity IS NULL OR max_quantity >= min_quantity),
  discount_percent INTEGER NOT NULL CHECK (discount_percent BETWEEN 0 AND 99),
  PRIMARY KEY (product_code, min_quantity)
) STRICT;
