-- Issue 7 follow-up: an order held for approval has already taken its stock (at placement, catalog/orders.ts), so a
-- decline gives it back, and an approval with smaller approved quantities gives back the difference
-- (catalog/approvals.ts). `stock_taken` is how much of the entry's quantity came off `variants.stock_level`: the
-- quantity for a stocked variant (product type 'S') placed through checkout, 0 for everything else — unstocked
-- types, seeded and dev-created orders, which never took stock and so must never return any.
ALTER TABLE order_entries ADD COLUMN stock_taken INTEGER NOT NULL DEFAULT 0 CHECK (stock_taken >= 0);
