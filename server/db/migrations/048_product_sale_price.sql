-- Sku detail and the seller's sale price (docs/domain/products.md, "Sku detail and the seller's
-- sale price"): a sku found by its platform id (asin), and each change of a sku's sale price
-- (update price) kept with who made it, newest first (sale price).
CREATE INDEX product_skus_asin_idx ON product_skus (tenant_id, asin, id);

CREATE TABLE product_sale_price_history (
  id text PRIMARY KEY,
  -- the order of changes made at the same instant (a fixed clock, two changes in one request burst)
  seq bigint GENERATED ALWAYS AS IDENTITY,
  tenant_id text NOT NULL,
  product_sku_id text NOT NULL,
  old_price numeric(18,2) NOT NULL,
  price numeric(18,2) NOT NULL CHECK (price > 0),
  changed_at timestamptz NOT NULL,
  changed_by_name text NOT NULL,
  FOREIGN KEY (product_sku_id, tenant_id) REFERENCES product_skus (id, tenant_id) ON DELETE CASCADE
);
CREATE INDEX product_sale_price_history_sku_idx ON product_sale_price_history (product_sku_id, changed_at DESC, seq DESC);
