-- Issue 21, hole 2: limited attempts (failed sign-ins, reset requests, verification codes, failed token entries), one
-- row per attempt, counted per bucket and key (an account or a client address) in a sliding window (rate-limits.ts).
-- In SQLite, not in memory, so several backend processes share one count.
CREATE TABLE rate_limit_events (
  id     INTEGER PRIMARY KEY,
  bucket TEXT NOT NULL,
  key    TEXT NOT NULL,
  at     INTEGER NOT NULL
) STRICT;
CREATE INDEX rate_limit_events_lookup ON rate_limit_events (bucket, key, at);
CREATE INDEX rate_limit_events_at ON rate_limit_events (at);

-- Issue 21, hole 3 (decision 021): a refresh token that was just rotated answers the same new pair again for a short
-- grace window. The pair it was rotated into, encrypted with a key derived from the old refresh token itself (only
-- who presents that token can read it), and the pair's row, so a revoked successor stays revoked.
ALTER TABLE oauth_tokens ADD COLUMN successor_id INTEGER REFERENCES oauth_tokens (id) ON DELETE SET NULL;
ALTER TABLE oauth_tokens ADD COLUMN successor_sealed TEXT;
-- Sealed successors are cleared once their grace window is over.
CREATE INDEX oauth_tokens_sealed_successors ON oauth_tokens (refresh_used_at) WHERE successor_sealed IS NOT NULL;
