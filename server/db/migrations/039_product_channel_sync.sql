-- Channel products, matching and sync (docs/domain/products.md, slice 2): each platform product's
-- listing on its channel (cart) with the channel's skus, each matched to one of our product skus
-- or not; sync jobs that pull listings or push prices and stock to a cart, with a result per item
-- (server/product/sync-runner.ts runs them off the request).
CREATE TABLE channel_products (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  cart_id text NOT NULL,
  product_id text NOT NULL,
  outer_code text NOT NULL,
  title text NOT NULL,
  shelf_status text NOT NULL CHECK (shelf_status IN ('onShelf', 'offShelf')),
  synced_at timestamptz,
  version int NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL,
  UNIQUE (id, tenant_id),
  UNIQUE (tenant_id, cart_id, outer_code),
  FOREIGN KEY (product_id, tenant_id) REFERENCES products (id, tenant_id) ON DELETE CASCADE,
  FOREIGN KEY (cart_id, tenant_id) REFERENCES carts (id, tenant_id)
);
CREATE INDEX channel_products_code_idx ON channel_products (tenant_id, outer_code, id);
CREATE INDEX channel_products_cart_idx ON channel_products (tenant_id, cart_id);
CREATE INDEX channel_products_product_idx ON channel_products (product_id);

CREATE TABLE channel_skus (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  channel_product_id text NOT NULL,
  cart_id text NOT NULL,
  outer_sku text NOT NULL,
  -- the match: one of our skus, or none
  product_sku_id text,
  channel_price numeric(18,2),
  channel_stock int,
  version int NOT NULL DEFAULT 1,
  UNIQUE (id, tenant_id),
  UNIQUE (tenant_id, cart_id, outer_sku),
  FOREIGN KEY (channel_product_id, tenant_id) REFERENCES channel_products (id, tenant_id) ON DELETE CASCADE,
  FOREIGN KEY (product_sku_id, tenant_id) REFERENCES product_skus (id, tenant_id) ON DELETE SET NULL (product_sku_id)
);
CREATE INDEX channel_skus_product_idx ON channel_skus (channel_product_id);
CREATE INDEX channel_skus_outer_idx ON channel_skus (tenant_id, outer_sku);
CREATE INDEX channel_skus_match_idx ON channel_skus (tenant_id, cart_id, product_sku_id);

CREATE TABLE product_sync_jobs (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  job_no text NOT NULL,
  cart_id text NOT NULL,
  platform_code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('pullListings', 'pushPrices', 'pushStock')),
  status text NOT NULL CHECK (status IN ('queued', 'running', 'done', 'partFailed', 'failed', 'retried')),
  retry_of text,
  request_key text,
  total int NOT NULL DEFAULT 0,
  ok_count int NOT NULL DEFAULT 0,
  failed_count int NOT NULL DEFAULT 0,
  skipped_count int NOT NULL DEFAULT 0,
  started_by_name text NOT NULL,
  created_at timestamptz NOT NULL,
  claimed_at timestamptz,
  finished_at timestamptz,
  version int NOT NULL DEFAULT 1,
  UNIQUE (id, tenant_id),
  UNIQUE (tenant_id, job_no),
  UNIQUE (tenant_id, request_key),
  FOREIGN KEY (cart_id, tenant_id) REFERENCES carts (id, tenant_id)
);
-- one open job per cart and kind
CREATE UNIQUE INDEX product_sync_open_idx ON product_sync_jobs (tenant_id, cart_id, kind) WHERE status IN ('queued', 'running');
-- one retry per job
CREATE UNIQUE INDEX product_sync_retry_idx ON product_sync_jobs (retry_of) WHERE retry_of IS NOT NULL;
CREATE INDEX product_sync_jobs_created_idx ON product_sync_jobs (tenant_id, created_at, id);
CREATE INDEX product_sync_jobs_queued_idx ON product_sync_jobs (created_at) WHERE status = 'queued';
CREATE INDEX product_sync_jobs_running_idx ON product_sync_jobs (claimed_at) WHERE status = 'running';

CREATE TABLE product_sync_items (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  job_id text NOT NULL,
  channel_sku_id text NOT NULL,
  action text NOT NULL CHECK (action IN ('readListing', 'setPrice', 'setStock')),
  result text NOT NULL CHECK (result IN ('ok', 'failed', 'skipped')),
  reason text CHECK (reason IN ('UNMATCHED_SKU', 'MATCH_CONFLICT', 'PRODUCT_BLOCKED', 'SKU_INACTIVE', 'OFF_SHELF')),
  FOREIGN KEY (job_id, tenant_id) REFERENCES product_sync_jobs (id, tenant_id) ON DELETE CASCADE,
  CHECK ((result = 'ok') = (reason IS NULL))
);
CREATE INDEX product_sync_items_job_idx ON product_sync_items (job_id, result);
