-- Issue 25 (My account, helper H4): saved cards and notification preferences (docs/billing-and-notifications.md,
-- decision 031).
--
-- 1. payment_infos (migration 012) are the saved cards the account's Billing page lists and checkout's card
--    registration writes. `saved` = 0 is SAP's "removed from the wallet": a deleted card stays for the orders and
--    carts that reference it, but is no longer listed, offered or changeable. One saved default card per user.
ALTER TABLE payment_infos ADD COLUMN saved INTEGER NOT NULL DEFAULT 1 CHECK (saved IN (0, 1));
ALTER TABLE payment_infos ADD COLUMN is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1));
CREATE UNIQUE INDEX payment_infos_one_default ON payment_infos (user_uid) WHERE is_default = 1 AND saved = 1;
CREATE INDEX payment_infos_user ON payment_infos (user_uid, saved);

-- 2. A card registration may now start from the account (purpose 'account', no cart) as well as from checkout
--    (purpose 'checkout', on a cart): the hosted card page sends each back to its own page. cart_id becomes nullable,
--    so the table is rebuilt (nothing references it).
CREATE TABLE digital_payment_sessions_036 (
  session_id          TEXT PRIMARY KEY,
  signature_hash      TEXT NOT NULL,
  site                TEXT NOT NULL REFERENCES base_sites (uid),
  purpose             TEXT NOT NULL DEFAULT 'checkout' CHECK (purpose IN ('checkout', 'account')),
  cart_id             INTEGER REFERENCES carts (id) ON DELETE CASCADE,
  user_uid            TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  status              TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'cancelled', 'used')),
  card_type           TEXT,
  card_type_name      TEXT,
  card_number_last4   TEXT CHECK (card_number_last4 IS NULL OR length(card_number_last4) = 4),
  account_holder_name TEXT,
  expiry_month        TEXT,
  expiry_year         TEXT,
  created_at          INTEGER NOT NULL,
  expires_at          INTEGER NOT NULL,
  CHECK ((purpose = 'checkout') = (cart_id IS NOT NULL)),
  CHECK (status NOT IN ('accepted', 'used') OR (card_type IS NOT NULL AND card_number_last4 IS NOT NULL
    AND account_holder_name IS NOT NULL AND expiry_month IS NOT NULL AND expiry_year IS NOT NULL))
) STRICT;
INSERT INTO digital_payment_sessions_036 (session_id, signature_hash, site, purpose, cart_id, user_uid, status, card_type,
  card_type_name, card_number_last4, account_holder_name, expiry_month, expiry_year, created_at, expires_at)
SELECT session_id, signature_hash, site, 'checkout', cart_id, user_uid, status, card_type, card_type_name,
  card_number_last4, account_holder_name, expiry_month, expiry_year, created_at, expires_at
FROM digital_payment_sessions;
DROP TABLE digital_payment_sessions;
ALTER TABLE digital_payment_sessions_036 RENAME TO digital_payment_sessions;
CREATE INDEX digital_payment_sessions_cart ON digital_payment_sessions (cart_id);
CREATE INDEX digital_payment_sessions_expiry ON digital_payment_sessions (expires_at);

-- 3. Notification preferences (SAP's users/{userId}/notificationpreferences): one row per user and channel the
--    user has set; a missing row is the channel's default (EMAIL on, SMS off).
CREATE TABLE notification_preferences (
  user_uid   TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  channel    TEXT NOT NULL CHECK (channel IN ('EMAIL', 'SMS')),
  enabled    INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_uid, channel)
) STRICT;
