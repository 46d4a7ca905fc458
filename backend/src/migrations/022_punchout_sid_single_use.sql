-- Issue 21, hole 5 (decision 022): a punch-out sid signs its user in once. The procurement system's start URL
-- (/punchout/cxml/session?sid=…) is exchanged for a token at most once, within a few minutes of the session's
-- creation (SID_START_WINDOW_MS in stores/punchout.ts); a replayed or late sid is the same 404 as an unknown one.
-- started_at: when the sid was exchanged (NULL: not yet). The session itself (its token, cart and header) lives on
-- until expires_at, as before.
ALTER TABLE punchout_sessions ADD COLUMN started_at INTEGER;
