-- Core reference data, organisations, users, OAuth and the outbox.
-- Booleans are INTEGER 0/1, timestamps are epoch milliseconds, calendar dates ISO 'YYYY-MM-DD'.

CREATE TABLE currencies (
  isocode TEXT PRIMARY KEY CHECK (length(isocode) = 3),
  name    TEXT NOT NULL,
  symbol  TEXT NOT NULL
) STRICT;

CREATE TABLE countries (
  isocode TEXT PRIMARY KEY CHECK (length(isocode) = 2),
  name    TEXT NOT NULL
) STRICT;

CREATE TABLE base_sites (
  uid              TEXT PRIMARY KEY,
  name             TEXT NOT NULL,
  site_type        TEXT NOT NULL CHECK (site_type IN ('corporate', 'wholesale')),
  default_currency TEXT NOT NULL REFERENCES currencies (isocode)
) STRICT;

CREATE TABLE org_units (
  uid                               TEXT PRIMARY KEY,
  site                              TEXT NOT NULL REFERENCES base_sites (uid),
  parent_uid                        TEXT REFERENCES org_units (uid),
  name                              TEXT NOT NULL,
  active                            INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  bill_to_name                      TEXT NOT NULL,
  country                           TEXT NOT NULL REFERENCES countries (isocode),
  currency                          TEXT NOT NULL REFERENCES currencies (isocode),
  customer_specific_currency_symbol TEXT NOT NULL,
  bulk_upload_enabled               INTEGER NOT NULL DEFAULT 0 CHECK (bulk_upload_enabled IN (0, 1)),
  enable_naiz_fit                   INTEGER NOT NULL DEFAULT 0 CHECK (enable_naiz_fit IN (0, 1)),
  enable_chatbot                    INTEGER NOT NULL DEFAULT 0 CHECK (enable_chatbot IN (0, 1))
) STRICT;
CREATE INDEX org_units_parent ON org_units (parent_uid);

CREATE TABLE user_groups (
  uid  TEXT PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;

CREATE TABLE users (
  uid                           TEXT PRIMARY KEY CHECK (uid = lower(uid)),
  org_unit                      TEXT NOT NULL REFERENCES org_units (uid),
  first_name                    TEXT NOT NULL,
  last_name                     TEXT NOT NULL,
  preferred_name                TEXT,
  password_hash                 TEXT NOT NULL,
  disabled                      INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
  wearer_id                     TEXT,
  enable_taken                  INTEGER NOT NULL DEFAULT 0 CHECK (enable_taken IN (0, 1)),
  price_enabled                 INTEGER NOT NULL DEFAULT 0 CHECK (price_enabled IN (0, 1)),
  show_login_preference_page    INTEGER NOT NULL DEFAULT 0 CHECK (show_login_preference_page IN (0, 1)),
  is_first_login                INTEGER NOT NULL DEFAULT 0 CHECK (is_first_login IN (0, 1)),
  show_cdc_registration_page    INTEGER NOT NULL DEFAULT 0 CHECK (show_cdc_registration_page IN (0, 1)),
  indent_mode                   INTEGER NOT NULL DEFAULT 0 CHECK (indent_mode IN (0, 1)),
  indent_start_date             TEXT CHECK (indent_start_date IS NULL OR date(indent_start_date) IS NOT NULL),
  indent_end_date               TEXT CHECK (indent_end_date IS NULL OR date(indent_end_date) IS NOT NULL),
  indent_expected_delivery_date TEXT CHECK (indent_expected_delivery_date IS NULL OR date(indent_expected_delivery_date) IS NOT NULL)
) STRICT;
CREATE INDEX users_org_unit ON users (org_unit);

CREATE TABLE user_group_members (
  user_uid  TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  group_uid TEXT NOT NULL REFERENCES user_groups (uid),
  position  INTEGER NOT NULL,
  PRIMARY KEY (user_uid, group_uid)
) STRICT;

CREATE TABLE oauth_clients (
  client_id   TEXT PRIMARY KEY,
  name        TEXT NOT NULL,
  secret_hash TEXT NOT NULL
) STRICT;

-- One row per issued access token; a row may also carry the refresh token issued with it.
-- Only SHA-256 hashes (hex) of the tokens are stored.
CREATE TABLE oauth_tokens (
  id                 INTEGER PRIMARY KEY,
  client_id          TEXT NOT NULL REFERENCES oauth_clients (client_id) ON DELETE CASCADE,
  user_uid           TEXT REFERENCES users (uid) ON DELETE CASCADE,
  access_token_hash  TEXT NOT NULL UNIQUE,
  access_expires_at  INTEGER NOT NULL,
  refresh_token_hash TEXT UNIQUE,
  refresh_expires_at INTEGER,
  refresh_used_at    INTEGER,
  revoked_at         INTEGER,
  created_at         INTEGER NOT NULL,
  CHECK ((refresh_token_hash IS NULL) = (refresh_expires_at IS NULL))
) STRICT;
CREATE INDEX oauth_tokens_access_expiry ON oauth_tokens (access_expires_at);

-- Messages "sent" by the backend (e-mail and SMS). Exposed at /dev/outbox when BACKEND_DEV_OUTBOX=1.
CREATE TABLE outbox (
  id         TEXT PRIMARY KEY,
  channel    TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  to_address TEXT NOT NULL,
  subject    TEXT,
  body       TEXT NOT NULL,
  link       TEXT,
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX outbox_to_address ON outbox (to_address, created_at);
