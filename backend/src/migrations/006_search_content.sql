-- Issue 3: content found by the global search (help articles, policies, size guides, range guides), per site.

CREATE TABLE search_content (
  site        TEXT NOT NULL REFERENCES base_sites (uid),
  uid         TEXT NOT NULL,
  position    INTEGER NOT NULL,
  title       TEXT NOT NULL,
  description TEXT NOT NULL,
  image_url   TEXT CHECK (image_url IS NULL OR image_url GLOB '/medias/cms/*'),
  label       TEXT,
  name        TEXT,
  url         TEXT NOT NULL CHECK (url GLOB '/*'), -- a storefront path
  keywords    TEXT NOT NULL DEFAULT '', -- extra words that find the item, separated by spaces
  PRIMARY KEY (site, uid),
  UNIQUE (site, position)
) STRICT;
