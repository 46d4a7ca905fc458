-- Issue 19 (stateless storefront): adding to a cart with an Idempotency-Key, like orders, purchase orders,
-- approvals and packs. The storefront sends the add-to-cart form's one-time token; a repeat (double click, resent
-- POST, a second storefront process) gets the first answer and adds nothing. Only successes are stored, so a
-- failed add can be tried again with the same key. Both go with their cart (an order deletes the cart).

-- POST …/carts/{cartId}/entries: the first successful answer, per cart, caller and key.
CREATE TABLE cart_add_requests (
  cart_id       INTEGER NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  caller_uid    TEXT NOT NULL,
  key           TEXT NOT NULL,
  response_json TEXT NOT NULL CHECK (json_valid(response_json)),
  created_at    INTEGER NOT NULL,
  PRIMARY KEY (cart_id, caller_uid, key)
) STRICT;

-- POST users/anonymous/carts: the guest cart a key made (a visitor's first add, sent twice, makes one cart).
CREATE TABLE guest_cart_requests (
  site       TEXT NOT NULL REFERENCES base_sites (uid),
  key        TEXT NOT NULL,
  cart_id    INTEGER NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (site, key)
) STRICT;
