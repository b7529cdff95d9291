-- How many orders a tenant has in each status, kept with every write (decision 012): the total of
-- the order search without conditions, or with statuses only, is a sum over a few rows here
-- instead of counting up to 10,001 orders (bench/order-search.ts: 500 to 3,300 buffers at 200k).
--
-- Rows are deltas: a statement that inserts, deletes or moves orders between statuses appends one
-- row per (tenant, status) it changed, and the count is their sum. Appending takes no lock, so
-- concurrent order steps never wait on (or deadlock over) a shared counter row. Now and then a
-- statement folds its tenant's rows into one per status (DELETE ... RETURNING, INSERT the sums),
-- when no other transaction is folding that tenant (a try-lock: it never waits); a fold sees and
-- removes only committed rows, so no delta is counted twice or lost.

CREATE TABLE order_status_counts (
  tenant_id text NOT NULL,
  status text NOT NULL,
  n bigint NOT NULL
);
CREATE INDEX order_status_counts_idx ON order_status_counts (tenant_id, status) INCLUDE (n);

INSERT INTO order_status_counts (tenant_id, status, n) SELECT tenant_id, status, count(*) FROM orders GROUP BY tenant_id, status;

CREATE FUNCTION order_status_counts_fold(t text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('order_status_counts'), hashtext(t)) THEN
    RETURN;
  END IF;
  WITH gone AS (DELETE FROM order_status_counts WHERE tenant_id = t RETURNING status, n)
  INSERT INTO order_status_counts (tenant_id, status, n)
  SELECT t, status, sum(n) FROM gone GROUP BY status HAVING sum(n) <> 0;
END $$;

-- appends the deltas of one statement, then folds each tenant it touched one time in 16
CREATE FUNCTION order_status_counts_add(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t text;
BEGIN
  INSERT INTO order_status_counts (tenant_id, status, n)
  SELECT d.tenant_id, d.status, sum(d.n) FROM jsonb_to_recordset(deltas) AS d(tenant_id text, status text, n bigint)
   GROUP BY d.tenant_id, d.status HAVING sum(d.n) <> 0;
  FOR t IN SELECT DISTINCT d.tenant_id FROM jsonb_to_recordset(deltas) AS d(tenant_id text) LOOP
    IF random() < 1.0 / 16 THEN
      PERFORM order_status_counts_fold(t);
    END IF;
  END LOOP;
END $$;

CREATE FUNCTION orders_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_status_counts_add(COALESCE((SELECT jsonb_agg(x) FROM (
    SELECT tenant_id, status, count(*) AS n FROM added GROUP BY tenant_id, status) x), '[]'));
  RETURN NULL;
END $$;
CREATE TRIGGER orders_counts_after_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION orders_counts_after_insert();

CREATE FUNCTION orders_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_status_counts_add(COALESCE((SELECT jsonb_agg(x) FROM (
    SELECT tenant_id, status, -count(*) AS n FROM removed GROUP BY tenant_id, status) x), '[]'));
  RETURN NULL;
END $$;
CREATE TRIGGER orders_counts_after_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION orders_counts_after_delete();

-- updates: only orders whose status (or tenant) changed
CREATE FUNCTION orders_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_status_counts_add(COALESCE((SELECT jsonb_agg(x) FROM (
    SELECT m.tenant_id, m.status, sum(m.n) AS n FROM (
      SELECT b.tenant_id, b.status, -1 AS n FROM before_rows b JOIN after_rows a ON a.id = b.id
       WHERE a.status <> b.status OR a.tenant_id <> b.tenant_id
      UNION ALL
      SELECT a.tenant_id, a.status, 1 AS n FROM before_rows b JOIN after_rows a ON a.id = b.id
       WHERE a.status <> b.status OR a.tenant_id <> b.tenant_id) m
     GROUP BY m.tenant_id, m.status) x), '[]'));
  RETURN NULL;
END $$;
CREATE TRIGGER orders_counts_after_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_counts_after_update();
