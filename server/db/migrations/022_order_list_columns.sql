-- What a row of the order search shows from other tables, kept on the order (decision 012): the
-- shop's name and platform, the warehouse's code and name, the number of lines and their total
-- quantity. The search then reads a page's 20 orders and nothing else, instead of a shop, a
-- warehouse and two line counts per row (bench/order-search.ts: ~250 buffers for 20 rows).
--
-- The database keeps them right, whoever writes: the handlers, the seed, imports, migrations or
-- tests. A writer may fill them itself (the seed does, so its bulk insert is not written twice);
-- the triggers recompute what a statement touched and rewrite only the rows that differ.

ALTER TABLE orders
  ADD COLUMN cart_name text NOT NULL DEFAULT '',
  ADD COLUMN platform_code text NOT NULL DEFAULT '',
  ADD COLUMN warehouse_code text NOT NULL DEFAULT '',
  ADD COLUMN warehouse_name text NOT NULL DEFAULT '',
  ADD COLUMN line_count int NOT NULL DEFAULT 0,
  ADD COLUMN total_qty int NOT NULL DEFAULT 0;

UPDATE orders o
   SET cart_name = c.name, platform_code = c.platform_code, warehouse_code = w.code, warehouse_name = w.name
  FROM carts c, warehouses w
 WHERE c.id = o.cart_id AND c.tenant_id = o.tenant_id AND w.id = o.warehouse_id AND w.tenant_id = o.tenant_id;

UPDATE orders o SET line_count = l.n, total_qty = l.q
  FROM (SELECT order_id, count(*)::int AS n, sum(qty)::int AS q FROM order_lines GROUP BY order_id) l
 WHERE l.order_id = o.id;

-- lines added, removed or changed: recount the orders the statement touched from their lines
-- (not incrementally, so a writer that already filled the counts causes no rewrite)
CREATE FUNCTION orders_recount_lines(order_ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders o SET line_count = COALESCE(l.n, 0), total_qty = COALESCE(l.q, 0)
    FROM (SELECT t.id, x.n, x.q
            FROM unnest(order_ids) AS t(id)
            LEFT JOIN (SELECT order_id, count(*)::int AS n, sum(qty)::int AS q FROM order_lines
                        WHERE order_id = ANY(order_ids) GROUP BY order_id) x ON x.order_id = t.id) l
   WHERE o.id = l.id AND (o.line_count, o.total_qty) IS DISTINCT FROM (COALESCE(l.n, 0), COALESCE(l.q, 0));
END $$;

-- inserted orders: the names of their shop and warehouse, and their lines' figures (usually none
-- yet; the seed inserts lines in the same statement). One set-based pass per statement, so a bulk
-- insert costs a join, not lookups per row.
CREATE FUNCTION orders_names_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM orders_recount_lines(ARRAY(SELECT id FROM added));
  UPDATE orders o
     SET cart_name = c.name, platform_code = c.platform_code, warehouse_code = w.code, warehouse_name = w.name
    FROM added a
    JOIN carts c ON c.id = a.cart_id AND c.tenant_id = a.tenant_id
    JOIN warehouses w ON w.id = a.warehouse_id AND w.tenant_id = a.tenant_id
   WHERE o.id = a.id
     AND (o.cart_name, o.platform_code, o.warehouse_code, o.warehouse_name) IS DISTINCT FROM (c.name, c.platform_code, w.code, w.name);
  RETURN NULL;
END $$;
CREATE TRIGGER orders_names_after_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION orders_names_after_insert();

-- an order moved to another shop or warehouse (no handler does so today)
CREATE FUNCTION orders_names_before_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.name, c.platform_code INTO NEW.cart_name, NEW.platform_code FROM carts c WHERE c.id = NEW.cart_id AND c.tenant_id = NEW.tenant_id;
  SELECT w.code, w.name INTO NEW.warehouse_code, NEW.warehouse_name FROM warehouses w WHERE w.id = NEW.warehouse_id AND w.tenant_id = NEW.tenant_id;
  RETURN NEW;
END $$;
CREATE TRIGGER orders_names_before_update BEFORE UPDATE OF cart_id, warehouse_id, tenant_id ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_names_before_update();

-- a shop renamed (or moved to another platform): its orders follow (orders_cart_idx finds them)
CREATE FUNCTION carts_names_to_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders SET cart_name = NEW.name, platform_code = NEW.platform_code WHERE tenant_id = NEW.tenant_id AND cart_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER carts_names_to_orders AFTER UPDATE OF name, platform_code ON carts FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.platform_code IS DISTINCT FROM NEW.platform_code)
  EXECUTE FUNCTION carts_names_to_orders();

-- a warehouse renamed or recoded: its orders follow. There is no index on the orders' warehouse
-- (it would cost every order insert for a rare edit): this reads the tenant's orders once.
CREATE FUNCTION warehouses_names_to_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders SET warehouse_code = NEW.code, warehouse_name = NEW.name WHERE tenant_id = NEW.tenant_id AND warehouse_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER warehouses_names_to_orders AFTER UPDATE OF code, name ON warehouses FOR EACH ROW
  WHEN (OLD.code IS DISTINCT FROM NEW.code OR OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION warehouses_names_to_orders();

-- lines added, removed or changed: recount their orders
CREATE FUNCTION order_lines_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM orders_recount_lines(ARRAY(SELECT DISTINCT order_id FROM added));
  RETURN NULL;
END $$;
CREATE TRIGGER order_lines_after_insert AFTER INSERT ON order_lines
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION order_lines_after_insert();

CREATE FUNCTION order_lines_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM orders_recount_lines(ARRAY(SELECT DISTINCT order_id FROM removed));
  RETURN NULL;
END $$;
CREATE TRIGGER order_lines_after_delete AFTER DELETE ON order_lines
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION order_lines_after_delete();

-- updates: only lines whose quantity or order changed (shipping and cancelling change neither)
CREATE FUNCTION order_lines_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM orders_recount_lines(ARRAY(
    SELECT DISTINCT unnest(ARRAY[b.order_id, a.order_id]) FROM before_rows b JOIN after_rows a ON a.id = b.id
     WHERE a.qty <> b.qty OR a.order_id <> b.order_id));
  RETURN NULL;
END $$;
CREATE TRIGGER order_lines_after_update AFTER UPDATE ON order_lines
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION order_lines_after_update();
