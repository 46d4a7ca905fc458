-- Issue 25, My Profile (docs/account-profile.md): a mobile number change waiting for the code sent by SMS to the new
-- number. One per user (a new request replaces it); the code is stored only as a hash. The sends count in
-- verification_code_sends (migration 010) under the user's uid, with registration's resend wait and window.
CREATE TABLE mobile_changes (
  user_uid   TEXT PRIMARY KEY REFERENCES users (uid) ON DELETE CASCADE,
  mobile     TEXT NOT NULL,
  code_hash  TEXT NOT NULL,
  attempts   INTEGER NOT NULL DEFAULT 0,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
) STRICT;
