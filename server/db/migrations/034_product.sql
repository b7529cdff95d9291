-- Platform products and price approval (docs/domain/products.md, slice 1): the supplier's items
-- per channel (cart) with skus bound to master skus, each sku's supply price history, and price
-- proposals that wait for the platform's decision (server/jobs/price-decision-runner.ts).
CREATE TABLE products (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  cart_id text NOT NULL,
  platform_code text NOT NULL REFERENCES platforms (code),
  product_code text NOT NULL,
  title text NOT NULL,
  brand text NOT NULL DEFAULT '',
  category text NOT NULL DEFAULT '',
  status text NOT NULL CHECK (status IN ('onSale', 'offShelf', 'blocked')),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- kept from the skus (the list sorts and shows them without reading every sku)
  sku_count int NOT NULL DEFAULT 0,
  supply_price_min numeric(18,5) NOT NULL DEFAULT 0,
  supply_price_max numeric(18,5) NOT NULL DEFAULT 0,
  stock int NOT NULL DEFAULT 0,
  open_proposals int NOT NULL DEFAULT 0,
  version int NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (id, tenant_id),
  UNIQUE (tenant_id, product_code),
  FOREIGN KEY (cart_id, tenant_id) REFERENCES carts (id, tenant_id)
);
CREATE INDEX products_updated_idx ON products (tenant_id, updated_at, id);
CREATE INDEX products_code_idx ON products (tenant_id, product_code, id);
CREATE INDEX products_price_idx ON products (tenant_id, supply_price_min, id);
CREATE INDEX products_stock_idx ON products (tenant_id, stock, id);
CREATE INDEX products_platform_idx ON products (tenant_id, platform_code, updated_at, id);

CREATE TABLE product_skus (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  product_id text NOT NULL,
  sku_id text NOT NULL,
  seller_sku text NOT NULL,
  asin text NOT NULL,
  variant text NOT NULL DEFAULT '',
  supply_price numeric(18,5) NOT NULL CHECK (supply_price > 0),
  sale_price numeric(18,2) NOT NULL CHECK (sale_price > 0),
  stock int NOT NULL DEFAULT 0 CHECK (stock >= 0),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  version int NOT NULL DEFAULT 1,
  UNIQUE (id, tenant_id),
  UNIQUE (tenant_id, seller_sku),
  FOREIGN KEY (product_id, tenant_id) REFERENCES products (id, tenant_id) ON DELETE CASCADE,
  FOREIGN KEY (sku_id, tenant_id) REFERENCES skus (id, tenant_id)
);
CREATE INDEX product_skus_product_idx ON product_skus (product_id);
CREATE INDEX product_skus_sku_idx ON product_skus (tenant_id, sku_id);

CREATE TABLE product_price_history (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  product_sku_id text NOT NULL,
  price numeric(18,5) NOT NULL,
  effective_from date NOT NULL,
  proposal_id text,
  FOREIGN KEY (product_sku_id, tenant_id) REFERENCES product_skus (id, tenant_id) ON DELETE CASCADE
);
CREATE INDEX product_price_history_sku_idx ON product_price_history (product_sku_id, effective_from);

CREATE TABLE product_price_proposals (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  proposal_no text NOT NULL,
  product_id text NOT NULL,
  product_sku_id text NOT NULL,
  old_price numeric(18,5) NOT NULL,
  new_price numeric(18,5) NOT NULL CHECK (new_price > 0),
  sale_price numeric(18,2) NOT NULL,
  effective_date date NOT NULL,
  driver text NOT NULL CHECK (driver IN ('rawMaterial', 'freight', 'labour', 'tariff', 'exchangeRate', 'other')),
  note text NOT NULL DEFAULT '',
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'effective', 'rejected', 'withdrawn')),
  decision_code text CHECK (decision_code IN ('MARGIN_TOO_LOW', 'INCREASE_OVER_LIMIT', 'DRIVER_NOT_SUPPORTED')),
  withdraw_reason text NOT NULL DEFAULT '',
  review_due_at timestamptz NOT NULL,
  proposed_at timestamptz NOT NULL,
  proposed_by_name text NOT NULL,
  decided_at timestamptz,
  applied_at timestamptz,
  version int NOT NULL DEFAULT 1,
  UNIQUE (tenant_id, proposal_no),
  FOREIGN KEY (product_sku_id, tenant_id) REFERENCES product_skus (id, tenant_id) ON DELETE CASCADE,
  CHECK ((status = 'rejected') = (decision_code IS NOT NULL))
);
-- one open proposal per sku (Temu's "sku has an unfinished price order")
CREATE UNIQUE INDEX product_price_open_idx ON product_price_proposals (product_sku_id) WHERE status IN ('pending', 'approved');
CREATE INDEX product_price_proposed_idx ON product_price_proposals (tenant_id, proposed_at, id);
CREATE INDEX product_price_status_idx ON product_price_proposals (tenant_id, status, proposed_at, id);
CREATE INDEX product_price_product_idx ON product_price_proposals (product_id, proposed_at);
-- the job's work: pending ones by review deadline, approved ones by effective date
CREATE INDEX product_price_due_idx ON product_price_proposals (review_due_at) WHERE status = 'pending';
CREATE INDEX product_price_apply_idx ON product_price_proposals (effective_date) WHERE status = 'approved';
