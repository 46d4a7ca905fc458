-- Issue 5: the card registration round trip (docs/occ-api.md "Digital payments", docs/checkout.md "Payment and card
-- registration"). `POST {cart}/payment/digitalPayments/request` opens a session; the hosted card page
-- (/hosted-payment/register, our stand-in for the third party) stores the card details entered there and accepts or
-- cancels it; `…/digitalPayments/response` turns an accepted session into a payment_infos row on the cart and marks
-- it used. A session lives 30 minutes.
--
-- session_id is public (it travels in the storefront's return URL); the signature is the secret that goes with it:
-- only its SHA-256 is stored and it is compared in constant time. The card details are what a payment provider
-- hands back: type, last four digits, holder, expiry — never the full number.
CREATE TABLE digital_payment_sessions (
  session_id          TEXT PRIMARY KEY,
  signature_hash      TEXT NOT NULL,
  site                TEXT NOT NULL REFERENCES base_sites (uid),
  cart_id             INTEGER NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  -- who asked for it (the signed-in caller, or the guest): only they may complete it
  user_uid            TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  status              TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'cancelled', 'used')),
  card_type           TEXT,            -- 'visa', 'master', 'amex'
  card_type_name      TEXT,            -- 'Visa'
  card_number_last4   TEXT CHECK (card_number_last4 IS NULL OR length(card_number_last4) = 4),
  account_holder_name TEXT,
  expiry_month        TEXT,            -- '01'..'12'
  expiry_year         TEXT,            -- '2029'
  created_at          INTEGER NOT NULL,
  expires_at          INTEGER NOT NULL,
  CHECK (status NOT IN ('accepted', 'used') OR (card_type IS NOT NULL AND card_number_last4 IS NOT NULL
    AND account_holder_name IS NOT NULL AND expiry_month IS NOT NULL AND expiry_year IS NOT NULL))
) STRICT;
CREATE INDEX digital_payment_sessions_cart ON digital_payment_sessions (cart_id);
CREATE INDEX digital_payment_sessions_expiry ON digital_payment_sessions (expires_at);
