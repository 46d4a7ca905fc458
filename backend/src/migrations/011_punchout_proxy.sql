-- Issue 4: punch-out sessions (opened by a procurement system), the requisitions "returned" to it,
-- and proxy ordering (a buyer orders on behalf of a wearer). Timestamps are epoch milliseconds.

-- A punch-out session. The session id (sid) travels in a URL, so only its SHA-256 (hex) is stored.
-- pending: the procurement system has not finished setting it up (no token yet); active: usable;
-- ended: cancelled or returned. Expired = expires_at in the past, whatever the status.
CREATE TABLE punchout_sessions (
  sid_hash   TEXT PRIMARY KEY,
  site       TEXT NOT NULL REFERENCES base_sites (uid),
  user_uid   TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  cart_id    INTEGER REFERENCES carts (id) ON DELETE SET NULL, -- the user's open cart, set on first use
  status     TEXT NOT NULL CHECK (status IN ('pending', 'active', 'ended')),
  expires_at INTEGER NOT NULL,
  return_url TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  ended_at   INTEGER
) STRICT;
CREATE INDEX punchout_sessions_user ON punchout_sessions (user_uid);

-- The access tokens handed out for a session (hashes, as in oauth_tokens): revoked when it ends,
-- and the proof that a token belongs to the session named by the X-Punchout-Session-Id header.
CREATE TABLE punchout_session_tokens (
  sid_hash          TEXT NOT NULL REFERENCES punchout_sessions (sid_hash) ON DELETE CASCADE,
  access_token_hash TEXT NOT NULL,
  PRIMARY KEY (sid_hash, access_token_hash)
) STRICT;
CREATE INDEX punchout_session_tokens_token ON punchout_session_tokens (access_token_hash);

-- What was posted back to the procurement system when a session ended.
CREATE TABLE punchout_requisitions (
  id          INTEGER PRIMARY KEY,
  sid_hash    TEXT NOT NULL REFERENCES punchout_sessions (sid_hash) ON DELETE CASCADE,
  status      TEXT NOT NULL CHECK (status IN ('CANCELLED', 'SUBMITTED')),
  items_json  TEXT NOT NULL CHECK (json_valid(items_json)),
  total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
  return_url  TEXT NOT NULL,
  posted_at   INTEGER NOT NULL
) STRICT;

-- Proxy ordering: at most one wearer per ordering user and site.
CREATE TABLE proxy_modes (
  user_uid   TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  site       TEXT NOT NULL REFERENCES base_sites (uid),
  wearer_uid TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  cart_id    INTEGER REFERENCES carts (id) ON DELETE SET NULL,
  started_at INTEGER NOT NULL,
  PRIMARY KEY (user_uid, site),
  CHECK (user_uid <> wearer_uid)
) STRICT;
