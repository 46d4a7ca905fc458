-- Issue 21, hole 8: abandoned guest carts (and their guest users) are purged after BACKEND_GUEST_CART_MAX_AGE_DAYS.
-- The purge finds them by age, and guest users by their flag, without scanning every cart and user.
CREATE INDEX carts_updated_at ON carts (updated_at);
CREATE INDEX users_guests ON users (uid) WHERE is_guest = 1;
