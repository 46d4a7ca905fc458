-- Issue 23 (H4): the lazy replenishment runner (stores/replenishments.ts). A schedule's next order date; NULL means
-- "first_date" (a schedule no run has touched yet). A read of any replenishment route places the order of every
-- active schedule whose next date has come (orders.channel 'replenishment', orders.replenishment_code) and moves the
-- date on, inside one BEGIN IMMEDIATE transaction, so each occurrence is ordered exactly once.
ALTER TABLE replenishment_orders ADD COLUMN next_order_date TEXT
  CHECK (next_order_date IS NULL OR next_order_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]');
CREATE INDEX replenishment_orders_due ON replenishment_orders (COALESCE(next_order_date, first_date)) WHERE active = 1;
