-- How many shops a tenant has in each status (decision 012): the total of the shop list without
-- conditions or with statuses only (bench/list-latency.ts: 190 buffers at 100,000 shops). Shops
-- are written one at a time (an edit of one shop per transaction; none is created or deleted
-- through the API), so one counter row per (tenant, status) is enough: its row lock is never
-- contended the way the orders' would be (migration 023 appends deltas instead).

CREATE TABLE cart_status_counts (
  tenant_id text NOT NULL,
  status text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (tenant_id, status)
);

INSERT INTO cart_status_counts (tenant_id, status, n) SELECT tenant_id, status, count(*) FROM carts GROUP BY tenant_id, status;

-- adds a statement's changes, in (tenant, status) order so two writers lock counters alike
CREATE FUNCTION cart_status_counts_add(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cart_status_counts AS k (tenant_id, status, n)
  SELECT d.tenant_id, d.status, sum(d.n) FROM jsonb_to_recordset(deltas) AS d(tenant_id text, status text, n bigint)
   GROUP BY d.tenant_id, d.status HAVING sum(d.n) <> 0 ORDER BY d.tenant_id, d.status
  ON CONFLICT (tenant_id, status) DO UPDATE SET n = k.n + EXCLUDED.n;
END $$;

CREATE FUNCTION carts_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cart_status_counts_add(COALESCE((SELECT jsonb_agg(x) FROM (
    SELECT tenant_id, status, count(*) AS n FROM added GROUP BY tenant_id, status) x), '[]'));
  RETURN NULL;
END $$;
CREATE TRIGGER carts_counts_after_insert AFTER INSERT ON carts
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION carts_counts_after_insert();

CREATE FUNCTION carts_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cart_status_counts_add(COALESCE((SELECT jsonb_agg(x) FROM (
    SELECT tenant_id, status, -count(*) AS n FROM removed GROUP BY tenant_id, status) x), '[]'));
  RETURN NULL;
END $$;
CREATE TRIGGER carts_counts_after_delete AFTER DELETE ON carts
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION carts_counts_after_delete();

CREATE FUNCTION carts_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cart_status_counts_add(COALESCE((SELECT jsonb_agg(x) FROM (
    SELECT m.tenant_id, m.status, sum(m.n) AS n FROM (
      SELECT b.tenant_id, b.status, -1 AS n FROM before_rows b JOIN after_rows a ON a.id = b.id
       WHERE a.status <> b.status OR a.tenant_id <> b.tenant_id
      UNION ALL
      SELECT a.tenant_id, a.status, 1 AS n FROM before_rows b JOIN after_rows a ON a.id = b.id
       WHERE a.status <> b.status OR a.tenant_id <> b.tenant_id) m
     GROUP BY m.tenant_id, m.status) x), '[]'));
  RETURN NULL;
END $$;
CREATE TRIGGER carts_counts_after_update AFTER UPDATE ON carts
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION carts_counts_after_update();
