-- Issue 21 (Measure): the catalogue search reads an index instead of scanning (decision 026).
--
-- 1. product_text: an FTS5 trigram index of each product's code, name and description. A trigram MATCH finds
--    the products whose text contains a term (case-insensitive substring, terms of 3 or more characters) without
--    reading every row; the search still applies its LIKE conditions to what the index found, so results are
--    exactly those of the plain LIKE scan. Its rowid is the product's position (unique and stable); triggers keep
--    it in step with the products table.
-- 2. catalogue_version: a counter that every change to what the search shows (products, their colours, sizes and
--    prices, categories, brands, colours, search content) moves on. The backend's in-memory facet index
--    (backend/src/stores/search-index.ts) is rebuilt when it differs. Stock changes do not count: the search does
--    not read stock.

CREATE VIRTUAL TABLE product_text USING fts5(code, name, description, tokenize = 'trigram');

INSERT INTO product_text (rowid, code, name, description) SELECT position, code, name, description FROM products;

CREATE TRIGGER product_text_insert AFTER INSERT ON products BEGIN
  INSERT INTO product_text (rowid, code, name, description) VALUES (new.position, new.code, new.name, new.description);
END;
CREATE TRIGGER product_text_delete AFTER DELETE ON products BEGIN
  DELETE FROM product_text WHERE rowid = old.position;
END;
CREATE TRIGGER product_text_update AFTER UPDATE OF code, name, description, position ON products BEGIN
  DELETE FROM product_text WHERE rowid = old.position;
  INSERT INTO product_text (rowid, code, name, description) VALUES (new.position, new.code, new.name, new.description);
END;

CREATE TABLE catalogue_version (
  id      INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
) STRICT;
INSERT INTO catalogue_version (id, version) VALUES (1, 1);

CREATE TRIGGER catalogue_version_products_insert AFTER INSERT ON products BEGIN
  UPDATE catalogue_version SET version = version + 1;
END;
CREATE TRIGGER catalogue_version_products_update AFTER UPDATE ON products BEGIN
  UPDATE catalogue_version SET version = version + 1;
END;
CREATE TRIGGER catalogue_version_products_delete AFTER DELETE ON products BEGIN
  UPDATE catalogue_version SET version = version + 1;
END;
CREATE TRIGGER catalogue_version_product_colours_insert AFTER INSERT ON product_colours BEGIN
  UPDATE catalogue_version SET version = version + 1;
END;
CREATE TRIGGER catalogue_version_product_colours_update AFTER UPDATE ON product_colours BEGIN
  UPDATE catalogue_version SET version = version + 1;
END;
CREATE TRIGGER catalogue_version_product_colours_delete AFTER DELETE ON product_colours BEGIN
  UPDATE catalogue_version SET version = version + 1;
END;
CREATE TRIGGER catalogue_version_variants_insert AFTER INSERT ON variants BEGIN
  UPDATE catalogue_version SET version = version + 1;
END;
-- Every column but the stock level (orders and approvals change it all the time; the search does not read it).
CREATE TRIGGER catalogue_version_variants_update AFTER UPDATE OF code, product_code, colour, size, fit, position ON variants BEGIN
  UPDATE catalogue_version SET version = version + 1;
END;
CREATE TRIGGER catalogue_version_variants_delete AFTER DELETE ON variants BEGIN
  UPDATE catalogue_version SET version = version + 1;
END;
CREATE TRIGGER catalogue_version_variant_prices_insert AFTER INSERT ON variant_prices BEGIN
  UPDATE catalogue_version SET version = version + 1;
END;
CREATE TRIGGER catalogue_version_variant_prices_update AFTER UPDATE ON variant_prices BEGIN
  UPDATE catalogue_version SET version = version + 1;
END;
CREATE TRIGGER catalogue_version_variant_prices_delete AFTER DELETE ON variant_prices BEGIN
  UPDATE catalogue_version SET version = version + 1;
END;
CREATE TRIGGER catalogue_version_categories_insert AFTER INSERT ON categories BEGIN
  UPDATE catalogue_version SET version = version + 1;
END;
CREATE TRIGGER catalogue_version_categories_update AFTER UPDATE ON categories BEGIN
  UPDATE catalogue_version SET version = version + 1;
END;
CREATE TRIGGER catalogue_version_categories_delete AFTER DELETE ON categories BEGIN
  UPDATE catalogue_version SET version = version + 1;
END;
CREATE TRIGGER catalogue_version_brands_insert AFTER INSERT ON brands BEGIN
  UPDATE catalogue_version SET version = version + 1;
END;
CREATE TRIGGER catalogue_version_brands_update AFTER UPDATE ON brands BEGIN
  UPDATE catalogue_version SET version = version + 1;
END;
CREATE TRIGGER catalogue_version_brands_delete AFTER DELETE ON brands BEGIN
  UPDATE catalogue_version SET version = version + 1;
END;
CREATE TRIGGER catalogue_version_colours_insert AFTER INSERT ON colours BEGIN
  UPDATE catalogue_version SET version = version + 1;
END;
CREATE TRIGGER catalogue_version_colours_update AFTER UPDATE ON colours BEGIN
  UPDATE catalogue_version SET version = version + 1;
END;
CREATE TRIGGER catalogue_version_colours_delete AFTER DELETE ON colours BEGIN
  UPDATE catalogue_version SET version = version + 1;
END;
CREATE TRIGGER catalogue_version_search_content_insert AFTER INSERT ON search_content BEGIN
  UPDATE catalogue_version SET version = version + 1;
END;
CREATE TRIGGER catalogue_version_search_content_update AFTER UPDATE ON search_content BEGIN
  UPDATE catalogue_version SET version = version + 1;
END;
CREATE TRIGGER catalogue_version_search_content_delete AFTER DELETE ON search_content BEGIN
  UPDATE catalogue_version SET version = version + 1;
END;
