-- Orders move inventory stock (docs/domain/orders.md, "Stock"; decision 010, "Update"): a pushed
-- order locks its quantities in its shipping warehouse, a shipment lowers on hand and locked, a
-- cancellation releases the lock.
--
-- order_lines.locked_qty is what a line holds of inventory_stock.locked of (its sku, its order's
-- warehouse). It is at most the line's open quantity (qty - shipped - cancelled), and less only
-- when the push found too little stock (the order is then flagged "stock short at push"). So for
-- every stock row: locked = the lock taken outside the portal's orders + the locked_qty of the
-- lines on it. The code keeps it; the order stock property test checks it after every step.
ALTER TABLE order_lines ADD COLUMN locked_qty int NOT NULL DEFAULT 0 CHECK (locked_qty >= 0);
ALTER TABLE order_lines ADD CONSTRAINT order_lines_locked_chk CHECK (locked_qty <= qty - shipped_qty - cancelled_qty);

-- Orders already in the database were pushed before stock moved: they take their lock now, as
-- the seed does for the orders it writes (server/order/seed-orders.ts, HOLD_SQL). The goods they
-- are waiting for are in the warehouse, so on hand rises with the lock and available is unchanged;
-- a sku and warehouse without a stock row gets one holding exactly the lock.
UPDATE order_lines l SET locked_qty = l.qty - l.shipped_qty - l.cancelled_qty
  FROM orders o
 WHERE o.id = l.order_id AND o.status IN ('pendingAcknowledge', 'awaitingShipment', 'partShipped');

INSERT INTO inventory_stock (sku_id, warehouse_id, tenant_id, on_hand, locked, updated_at)
SELECT l.sku_id, o.warehouse_id, l.tenant_id, sum(l.locked_qty)::int, sum(l.locked_qty)::int, now()
  FROM order_lines l JOIN orders o ON o.id = l.order_id
 WHERE l.locked_qty > 0
 GROUP BY l.sku_id, o.warehouse_id, l.tenant_id
    ON CONFLICT (sku_id, warehouse_id) DO UPDATE
   SET on_hand = inventory_stock.on_hand + EXCLUDED.on_hand, locked = inventory_stock.locked + EXCLUDED.locked;
