-- Order search at scale (bench/order-search.ts at 10^6 orders): the delay flags look at open
-- orders by ship deadline while the list is sorted by order time. This index walks open orders in
-- the list's order and checks the deadline in the index itself (a trailing key column), so a page
-- of late orders reads index pages rather than every newer order's row.
CREATE INDEX orders_open_time_idx ON orders (tenant_id, order_time, id, ship_deadline)
  WHERE status IN ('pendingAcknowledge', 'awaitingShipment', 'partShipped');
