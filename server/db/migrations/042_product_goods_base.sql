-- Goods-base products (docs/domain/products.md, "Goods-base product"): a product the supplier
-- describes once (category and its attributes, title, brand, master sku, supply price, tax code,
-- images) and publishes to chosen channels. Publishing creates a platform product per channel
-- (products, product_skus of 034), recorded in product_gb_channels.
CREATE TABLE product_gb (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  gb_code text NOT NULL,
  -- the client's key of the create request: the same create again answers the same product
  request_id text NOT NULL,
  category_code text NOT NULL REFERENCES product_categories (code),
  title text NOT NULL,
  brand text NOT NULL,
  sku_id text NOT NULL,
  supply_price numeric(18, 5) NOT NULL,
  tax_code text NOT NULL,
  attributes jsonb NOT NULL DEFAULT '{}',
  -- images (008) in order, the first the main image
  image_ids text[] NOT NULL,
  created_at timestamptz NOT NULL,
  created_by_name text NOT NULL,
  updated_at timestamptz NOT NULL,
  version int NOT NULL DEFAULT 1,
  UNIQUE (tenant_id, gb_code),
  UNIQUE (tenant_id, request_id)
);
CREATE INDEX product_gb_keyset_idx ON product_gb (tenant_id, created_at DESC, id DESC);

CREATE TABLE product_gb_channels (
  tenant_id text NOT NULL REFERENCES tenants (id),
  gb_id text NOT NULL REFERENCES product_gb (id),
  cart_id text NOT NULL,
  product_id text NOT NULL,
  published_at timestamptz NOT NULL,
  published_by_name text NOT NULL,
  PRIMARY KEY (gb_id, cart_id)
);
CREATE INDEX product_gb_channels_tenant_idx ON product_gb_channels (tenant_id, gb_id);
