-- Issue 3: CMS personalisation by the signed-in user's org-unit country.
-- A row's fields are merged over its component's fields for users of that country; AU is the default
-- (anonymous callers, and countries without a row).

CREATE TABLE cms_component_personalisations (
  site          TEXT NOT NULL,
  component_uid TEXT NOT NULL,
  country       TEXT NOT NULL REFERENCES countries (isocode),
  json          TEXT NOT NULL CHECK (json_valid(json) AND json_type(json) = 'object'),
  PRIMARY KEY (site, component_uid, country),
  FOREIGN KEY (site, component_uid) REFERENCES cms_components (site, uid) ON DELETE CASCADE
) STRICT;

-- Content change: the wholesale hero quick links become Shop, Bulk upload and the two exchange-and-return
-- links (the seed adds those at the freed positions of databases seeded before).
DELETE FROM cms_components WHERE site = 'wholesale' AND uid IN ('PurchaseOrdersQuickLink', 'OrderHistoryQuickLink');
