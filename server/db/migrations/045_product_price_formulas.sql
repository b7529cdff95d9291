-- Price formulas (docs/domain/products.md, "Price formulas"): per channel (cart), the rule the
-- platform sets sale prices by, sale = round(supply x (1 + markup) + fixed fee); one draft and one
-- active formula per channel. A sku remembers the formula that set its sale price (null: set at
-- listing).
CREATE TABLE product_price_formulas (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  cart_id text NOT NULL,
  formula_no text NOT NULL,
  markup_percent numeric(8,2) NOT NULL CHECK (markup_percent > 0 AND markup_percent <= 500),
  fixed_fee numeric(10,2) NOT NULL CHECK (fixed_fee >= 0 AND fixed_fee <= 1000),
  rounding text NOT NULL CHECK (rounding IN ('cent', 'up99', 'whole')),
  status text NOT NULL CHECK (status IN ('draft', 'active', 'replaced')),
  version int NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by_name text NOT NULL,
  activated_at timestamptz,
  activated_by_name text,
  replaced_at timestamptz,
  repriced_skus int NOT NULL DEFAULT 0,
  UNIQUE (id, tenant_id),
  UNIQUE (tenant_id, formula_no),
  FOREIGN KEY (cart_id, tenant_id) REFERENCES carts (id, tenant_id),
  CHECK ((status = 'draft') = (activated_at IS NULL))
);
CREATE UNIQUE INDEX product_price_formula_active_idx ON product_price_formulas (tenant_id, cart_id) WHERE status = 'active';
CREATE UNIQUE INDEX product_price_formula_draft_idx ON product_price_formulas (tenant_id, cart_id) WHERE status = 'draft';
CREATE INDEX product_price_formula_cart_idx ON product_price_formulas (tenant_id, cart_id, created_at);

ALTER TABLE product_skus ADD COLUMN formula_id text;
