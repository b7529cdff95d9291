-- The product lists at 10^5 products (decision 040): totals kept as data, and a trigram index for
-- the title search.
--
-- product_list_counts: how many products a tenant has in each status (kind 'product') and how
-- many active skus it offers (kind 'activeSku', status 'active'), kept with every write by
-- statement triggers, so the master list's total without conditions or with its status only, and
-- the vms list's total without conditions, are a sum over a few rows instead of a count of up to
-- 10,001 rows joined to their shops (bench/list-latency.ts: 473 and 3,130 buffers a page).
--
-- Rows are deltas, as the orders' (migration 023): a statement that inserts, deletes or moves
-- products between statuses (or skus in and out of 'active') appends one row per (tenant, kind,
-- status) it changed, and the count is their sum. Appending takes no lock, so two transactions
-- that write products never wait on a shared counter row, nor deadlock over one (a counter row
-- per status would: a transaction holding product X and the counter, another holding product Y and
-- waiting for the counter, the first then writing Y). One statement in 16 folds its tenant's rows
-- into one per (kind, status), under a try-lock (never waits) and in the writer's transaction;
-- a fold sees and removes only committed rows, so no delta is counted twice or lost.
--
-- Deleting a product deletes its skus (ON DELETE CASCADE): the skus' own trigger takes them off.

CREATE TABLE product_list_counts (
  tenant_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('product', 'activeSku')),
  status text NOT NULL,
  n bigint NOT NULL
);
CREATE INDEX product_list_counts_idx ON product_list_counts (tenant_id, kind, status) INCLUDE (n);

INSERT INTO product_list_counts (tenant_id, kind, status, n)
SELECT tenant_id, 'product', status, count(*) FROM products GROUP BY tenant_id, status;
INSERT INTO product_list_counts (tenant_id, kind, status, n)
SELECT tenant_id, 'activeSku', 'active', count(*) FROM product_skus WHERE status = 'active' GROUP BY tenant_id;

CREATE FUNCTION product_list_counts_fold(t text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('product_list_counts'), hashtext(t)) THEN
    RETURN;
  END IF;
  WITH gone AS (DELETE FROM product_list_counts WHERE tenant_id = t RETURNING kind, status, n)
  INSERT INTO product_list_counts (tenant_id, kind, status, n)
  SELECT t, kind, status, sum(n) FROM gone GROUP BY kind, status HAVING sum(n) <> 0;
END $$;

-- appends the deltas of one statement, then folds each tenant it touched one time in 16
CREATE FUNCTION product_list_counts_add(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t text;
BEGIN
  INSERT INTO product_list_counts (tenant_id, kind, status, n)
  SELECT d.tenant_id, d.kind, d.status, sum(d.n) FROM jsonb_to_recordset(deltas) AS d(tenant_id text, kind text, status text, n bigint)
   GROUP BY d.tenant_id, d.kind, d.status HAVING sum(d.n) <> 0;
  FOR t IN SELECT DISTINCT d.tenant_id FROM jsonb_to_recordset(deltas) AS d(tenant_id text) LOOP
    IF random() < 1.0 / 16 THEN
      PERFORM product_list_counts_fold(t);
    END IF;
  END LOOP;
END $$;

CREATE FUNCTION products_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_list_counts_add(COALESCE((SELECT jsonb_agg(x) FROM (
    SELECT tenant_id, 'product' AS kind, status, count(*) AS n FROM added GROUP BY tenant_id, status) x), '[]'));
  RETURN NULL;
END $$;
CREATE TRIGGER products_counts_after_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION products_counts_after_insert();

CREATE FUNCTION products_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_list_counts_add(COALESCE((SELECT jsonb_agg(x) FROM (
    SELECT tenant_id, 'product' AS kind, status, -count(*) AS n FROM removed GROUP BY tenant_id, status) x), '[]'));
  RETURN NULL;
END $$;
CREATE TRIGGER products_counts_after_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION products_counts_after_delete();

-- updates: only products whose status (or tenant) changed
CREATE FUNCTION products_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_list_counts_add(COALESCE((SELECT jsonb_agg(x) FROM (
    SELECT m.tenant_id, 'product' AS kind, m.status, sum(m.n) AS n FROM (
      SELECT b.tenant_id, b.status, -1 AS n FROM before_rows b JOIN after_rows a ON a.id = b.id
       WHERE a.status <> b.status OR a.tenant_id <> b.tenant_id
      UNION ALL
      SELECT a.tenant_id, a.status, 1 AS n FROM before_rows b JOIN after_rows a ON a.id = b.id
       WHERE a.status <> b.status OR a.tenant_id <> b.tenant_id) m
     GROUP BY m.tenant_id, m.status) x), '[]'));
  RETURN NULL;
END $$;
CREATE TRIGGER products_counts_after_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION products_counts_after_update();

CREATE FUNCTION product_skus_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_list_counts_add(COALESCE((SELECT jsonb_agg(x) FROM (
    SELECT tenant_id, 'activeSku' AS kind, 'active' AS status, count(*) AS n FROM added WHERE status = 'active' GROUP BY tenant_id) x), '[]'));
  RETURN NULL;
END $$;
CREATE TRIGGER product_skus_counts_after_insert AFTER INSERT ON product_skus
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION product_skus_counts_after_insert();

CREATE FUNCTION product_skus_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_list_counts_add(COALESCE((SELECT jsonb_agg(x) FROM (
    SELECT tenant_id, 'activeSku' AS kind, 'active' AS status, -count(*) AS n FROM removed WHERE status = 'active' GROUP BY tenant_id) x), '[]'));
  RETURN NULL;
END $$;
CREATE TRIGGER product_skus_counts_after_delete AFTER DELETE ON product_skus
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION product_skus_counts_after_delete();

-- updates: only skus that became active or stopped being active (or moved tenant while active)
CREATE FUNCTION product_skus_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_list_counts_add(COALESCE((SELECT jsonb_agg(x) FROM (
    SELECT m.tenant_id, 'activeSku' AS kind, 'active' AS status, sum(m.n) AS n FROM (
      SELECT b.tenant_id, -1 AS n FROM before_rows b JOIN after_rows a ON a.id = b.id
       WHERE b.status = 'active' AND (a.status <> 'active' OR a.tenant_id <> b.tenant_id)
      UNION ALL
      SELECT a.tenant_id, 1 AS n FROM before_rows b JOIN after_rows a ON a.id = b.id
       WHERE a.status = 'active' AND (b.status <> 'active' OR a.tenant_id <> b.tenant_id)) m
     GROUP BY m.tenant_id) x), '[]'));
  RETURN NULL;
END $$;
CREATE TRIGGER product_skus_counts_after_update AFTER UPDATE ON product_skus
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION product_skus_counts_after_update();

-- The title search ("contains", ILIKE '%…%'): a trigram index lets a search for a rare word read
-- its matches instead of every product of the tenant. pg_trgm ships with PostgreSQL's contrib
-- and with PGlite (loaded in server/db/pglite-db.ts); a server without it migrates all the same
-- and searches by reading the rows, as before. fastupdate off: each write updates the index
-- itself instead of a pending list that only VACUUM empties. PGlite has no autovacuum: after the
-- benchmark's 10^5 inserts a search for a word of 84 products read 27,345 buffers, 124 once
-- vacuumed, 137 with fastupdate off (docs/performance.md).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX products_title_trgm_idx ON products USING gin (title gin_trgm_ops) WITH (fastupdate = off);
  END IF;
END $$;
