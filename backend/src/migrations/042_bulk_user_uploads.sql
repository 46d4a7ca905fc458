-- Issue 27: bulk user upload (docs/organisation.md "Bulk user upload", docs/decisions/036-bulk-user-upload.md).
-- An uploaded file, parsed and validated by the backend, kept under an id of the admin who uploaded it until they
-- create its valid rows (status CREATED, once: the upload id is the idempotency key) or it is a week old (purged on
-- the next upload). Timestamps are epoch milliseconds.
CREATE TABLE org_user_uploads (
  id           TEXT NOT NULL PRIMARY KEY,
  actor_uid    TEXT NOT NULL REFERENCES users (uid),
  site         TEXT NOT NULL,
  file_name    TEXT NOT NULL,
  file_type    TEXT NOT NULL CHECK (file_type IN ('csv', 'xlsx')),
  -- [{row, values: {title, firstName, lastName, email, mobile, employeeCode, unit, roles}, errors: [{field, code, message}]}]
  rows_json    TEXT NOT NULL,
  status       TEXT NOT NULL CHECK (status IN ('PREVIEW', 'CREATED')),
  -- [{row, pk, name, email, employeeCode}] once created
  created_json TEXT,
  created_at   INTEGER NOT NULL,
  completed_at INTEGER
) STRICT;
CREATE INDEX org_user_uploads_actor ON org_user_uploads (actor_uid, created_at);
