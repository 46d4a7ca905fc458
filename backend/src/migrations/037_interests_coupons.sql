-- My interests and customer coupons (issue 25, helper H5; docs/interests-and-coupons.md).

-- Back-in-stock interests (SAP's ProductInterest, notificationType BACK_IN_STOCK): one row per user, variant and
-- type. Only an out-of-stock variant may be added (stores/interests.ts); when its stock returns the trigger below
-- writes one e-mail per interest to the outbox and stamps notified_at (the interest stays listed until removed).
CREATE TABLE product_interests (
  user_uid          TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  variant_code      TEXT NOT NULL REFERENCES variants (code) ON DELETE CASCADE,
  notification_type TEXT NOT NULL DEFAULT 'BACK_IN_STOCK' CHECK (notification_type = 'BACK_IN_STOCK'),
  site              TEXT NOT NULL REFERENCES base_sites (uid),
  created_at        INTEGER NOT NULL,
  notified_at       INTEGER,
  PRIMARY KEY (user_uid, variant_code, notification_type)
) STRICT;
CREATE INDEX product_interests_variant ON product_interests (variant_code) WHERE notified_at IS NULL;

-- Every way stock comes back (cancellations, rejected approvals, returns, /dev/variants/{code}/stock) updates
-- variants.stock_level: one trigger covers them all.
CREATE TRIGGER product_interests_back_in_stock
AFTER UPDATE OF stock_level ON variants
WHEN OLD.stock_level = 0 AND NEW.stock_level > 0
BEGIN
  INSERT INTO outbox (id, channel, to_address, subject, body, link, created_at)
  SELECT lower(hex(randomblob(16))), 'email', lower(i.user_uid),
         'Back in stock: ' || p.name,
         p.name || ' (' || coalesce((SELECT name FROM colours WHERE code = NEW.colour), NEW.colour) || ', ' || NEW.size || coalesce(', ' || NEW.fit, '') || ', item ' || NEW.code
           || ') is back in stock. You asked us to tell you under My interests.',
         '/product/' || NEW.code,
         CAST(unixepoch('subsec') * 1000 AS INTEGER)
  FROM product_interests i JOIN products p ON p.code = NEW.product_code
  WHERE i.variant_code = NEW.code AND i.notified_at IS NULL;
  UPDATE product_interests SET notified_at = CAST(unixepoch('subsec') * 1000 AS INTEGER)
  WHERE variant_code = NEW.code AND notified_at IS NULL;
END;

-- Customer coupons (SAP's CustomerCoupon): a voucher (migration 012: its discount, site and max_uses/used_count)
-- that a user claims by link and then applies in the cart like any voucher code. Valid from start_at to end_at.
CREATE TABLE customer_coupons (
  code     TEXT PRIMARY KEY REFERENCES vouchers (code),
  start_at INTEGER NOT NULL,
  end_at   INTEGER NOT NULL,
  CHECK (end_at > start_at)
) STRICT;

CREATE TABLE customer_coupon_claims (
  user_uid    TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  coupon_code TEXT NOT NULL REFERENCES customer_coupons (code),
  claimed_at  INTEGER NOT NULL,
  PRIMARY KEY (user_uid, coupon_code)
) STRICT;
