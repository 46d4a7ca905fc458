-- Issue 4: password reset tokens (docs/password-reset.md). Only SHA-256 hashes (hex) of the tokens
-- are stored. A token is single use (used_at), expires (expires_at), and is superseded when a newer
-- one is issued for the same user (superseded_at).
CREATE TABLE password_reset_tokens (
  id            INTEGER PRIMARY KEY,
  token_hash    TEXT NOT NULL UNIQUE,
  user_uid      TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  site          TEXT NOT NULL REFERENCES base_sites (uid),
  channel       TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  expires_at    INTEGER NOT NULL,
  used_at       INTEGER,
  superseded_at INTEGER,
  created_at    INTEGER NOT NULL
) STRICT;
CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_uid, created_at);
