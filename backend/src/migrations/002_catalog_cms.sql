-- Product catalogue, price lists and CMS content.

CREATE TABLE categories (
  code     TEXT PRIMARY KEY,
  name     TEXT NOT NULL,
  position INTEGER NOT NULL UNIQUE
) STRICT;

CREATE TABLE colours (
  code TEXT PRIMARY KEY CHECK (code NOT GLOB '*[^a-z0-9-]*' AND length(code) BETWEEN 1 AND 40),
  name TEXT NOT NULL,
  hex  TEXT NOT NULL CHECK (hex GLOB '#[0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F]')
) STRICT;

CREATE TABLE products (
  code         TEXT PRIMARY KEY,
  name         TEXT NOT NULL,
  summary      TEXT NOT NULL,
  description  TEXT NOT NULL,
  category     TEXT NOT NULL REFERENCES categories (code),
  shape        TEXT NOT NULL, -- garment SVG template in backend/media/garments
  product_type TEXT NOT NULL,
  is_new       INTEGER NOT NULL DEFAULT 0 CHECK (is_new IN (0, 1)),
  position     INTEGER NOT NULL UNIQUE
) STRICT;
CREATE INDEX products_category ON products (category);

CREATE TABLE product_colours (
  product_code TEXT NOT NULL REFERENCES products (code) ON DELETE CASCADE,
  colour       TEXT NOT NULL REFERENCES colours (code),
  position     INTEGER NOT NULL,
  PRIMARY KEY (product_code, colour),
  UNIQUE (product_code, position)
) STRICT;

CREATE TABLE variants (
  code         TEXT PRIMARY KEY,
  product_code TEXT NOT NULL REFERENCES products (code) ON DELETE CASCADE,
  colour       TEXT NOT NULL,
  size         TEXT NOT NULL,
  fit          TEXT,
  position     INTEGER NOT NULL,
  stock_level  INTEGER NOT NULL CHECK (stock_level >= 0),
  FOREIGN KEY (product_code, colour) REFERENCES product_colours (product_code, colour),
  UNIQUE (product_code, position)
) STRICT;

CREATE TABLE price_lists (
  code     TEXT PRIMARY KEY,
  site     TEXT NOT NULL REFERENCES base_sites (uid),
  currency TEXT NOT NULL REFERENCES currencies (isocode),
  UNIQUE (site, currency)
) STRICT;

-- Amounts in cents. std = the organisation's (standard) price, rrp = recommended retail price.
CREATE TABLE variant_prices (
  price_list   TEXT NOT NULL REFERENCES price_lists (code),
  variant_code TEXT NOT NULL REFERENCES variants (code) ON DELETE CASCADE,
  std_cents    INTEGER NOT NULL CHECK (std_cents > 0),
  rrp_cents    INTEGER NOT NULL CHECK (rrp_cents > 0),
  PRIMARY KEY (price_list, variant_code)
) STRICT;
CREATE INDEX variant_prices_variant ON variant_prices (variant_code);

CREATE TABLE cms_pages (
  site      TEXT NOT NULL REFERENCES base_sites (uid),
  uid       TEXT NOT NULL,
  label     TEXT NOT NULL,
  page_type TEXT NOT NULL CHECK (page_type IN ('ContentPage', 'ProductPage', 'CategoryPage', 'CatalogPage')),
  name      TEXT NOT NULL,
  title     TEXT NOT NULL,
  template  TEXT NOT NULL,
  PRIMARY KEY (site, uid),
  UNIQUE (site, label)
) STRICT;

-- Slot `slot` is the slot position name (SiteLogo, Footer, ...); components are attached to it per site.
CREATE TABLE cms_page_slots (
  site     TEXT NOT NULL,
  page_uid TEXT NOT NULL,
  slot     TEXT NOT NULL,
  slot_id  TEXT NOT NULL,
  name     TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (site, page_uid, slot),
  UNIQUE (site, page_uid, position),
  FOREIGN KEY (site, page_uid) REFERENCES cms_pages (site, uid) ON DELETE CASCADE
) STRICT;

-- `json` holds the typed fields of the component (name, url, media, content, ...).
CREATE TABLE cms_components (
  site      TEXT NOT NULL REFERENCES base_sites (uid),
  uid       TEXT NOT NULL,
  type_code TEXT NOT NULL,
  slot      TEXT NOT NULL,
  position  INTEGER NOT NULL,
  json      TEXT NOT NULL CHECK (json_valid(json) AND json_type(json) = 'object'),
  PRIMARY KEY (site, uid),
  UNIQUE (site, slot, position)
) STRICT;
