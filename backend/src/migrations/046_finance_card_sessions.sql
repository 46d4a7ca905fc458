-- Issue 28 (make a payment with a new card): a card registration may now start from the finance pay page (purpose
-- 'finance', no cart): the hosted card page sends it back to /organisation/finance/pay/card, and only the finance
-- `payment/captureContext/response` call may answer it (decision 037). The purpose CHECK changes, so the table is
-- rebuilt as migration 036 did (nothing references it).
CREATE TABLE digital_payment_sessions_046 (
  session_id          TEXT PRIMARY KEY,
  signature_hash      TEXT NOT NULL,
  site                TEXT NOT NULL REFERENCES base_sites (uid),
  purpose             TEXT NOT NULL DEFAULT 'checkout' CHECK (purpose IN ('checkout', 'account', 'finance')),
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
INSERT INTO digital_payment_sessions_046 (session_id, signature_hash, site, purpose, cart_id, user_uid, status, card_type,
  card_type_name, card_number_last4, account_holder_name, expiry_month, expiry_year, created_at, expires_at)
SELECT session_id, signature_hash, site, purpose, cart_id, user_uid, status, card_type, card_type_name,
  card_number_last4, account_holder_name, expiry_month, expiry_year, created_at, expires_at
FROM digital_payment_sessions;
DROP TABLE digital_payment_sessions;
ALTER TABLE digital_payment_sessions_046 RENAME TO digital_payment_sessions;
CREATE INDEX digital_payment_sessions_cart ON digital_payment_sessions (cart_id);
CREATE INDEX digital_payment_sessions_expiry ON digital_payment_sessions (expires_at);
