-- Issue 21: CMS user-group restrictions (SAP Commerce's CMSUserGroupRestriction). A component with rows here is served
-- only to signed-in callers (userId=current) who belong to one of the groups; anonymous callers and everyone else do
-- not get it. So a link to a page a user may not open (purchase orders for a wearer, approvals for a buyer) is not shown.
CREATE TABLE cms_component_restrictions (
  site          TEXT NOT NULL,
  component_uid TEXT NOT NULL,
  group_uid     TEXT NOT NULL REFERENCES user_groups (uid),
  PRIMARY KEY (site, component_uid, group_uid),
  FOREIGN KEY (site, component_uid) REFERENCES cms_components (site, uid) ON DELETE CASCADE
) STRICT;
