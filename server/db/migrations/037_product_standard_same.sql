-- Standard products and same-product relations (docs/domain/products.md, "Slice 3"). The standard
-- catalogue is the platform's, shared by every tenant (no tenant_id: the platform owns it). A
-- relation says "our product = this standard product"; it and the other sellers' offers the
-- platform shows a supplier on a standard product are the tenant's (tenant_id, every query scoped).
CREATE TABLE standard_products (
  id text PRIMARY KEY,
  code text NOT NULL UNIQUE,
  title text NOT NULL,
  category text NOT NULL,
  brand text NOT NULL,
  model text NOT NULL,
  unit text NOT NULL,
  weight_g int NOT NULL CHECK (weight_g > 0),
  barcode text NOT NULL,
  reference_price numeric(18,2) NOT NULL CHECK (reference_price > 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  created_at timestamptz NOT NULL
);
CREATE INDEX standard_products_title_idx ON standard_products (title, id);
CREATE INDEX standard_products_category_idx ON standard_products (category, code);

CREATE TABLE same_product_relations (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  relation_no text NOT NULL,
  product_id text NOT NULL,
  standard_product_id text NOT NULL REFERENCES standard_products (id),
  -- who asked: the platform proposes, the supplier may request one itself
  origin text NOT NULL CHECK (origin IN ('platform', 'supplier')),
  status text NOT NULL CHECK (status IN ('proposed', 'confirmed', 'declined', 'unlinked')),
  decline_reason text CHECK (decline_reason IN ('notSame', 'differentPack', 'differentModel')),
  note text NOT NULL DEFAULT '',
  proposed_at timestamptz NOT NULL,
  decided_at timestamptz,
  version int NOT NULL DEFAULT 1,
  UNIQUE (tenant_id, relation_no),
  FOREIGN KEY (product_id, tenant_id) REFERENCES products (id, tenant_id) ON DELETE CASCADE,
  CHECK ((status = 'declined') = (decline_reason IS NOT NULL))
);
-- one live relation (proposed or confirmed) per product of ours
CREATE UNIQUE INDEX same_relations_live_idx ON same_product_relations (product_id) WHERE status IN ('proposed', 'confirmed');
CREATE INDEX same_relations_proposed_idx ON same_product_relations (tenant_id, proposed_at, id);
CREATE INDEX same_relations_status_idx ON same_product_relations (tenant_id, status, proposed_at, id);
CREATE INDEX same_relations_standard_idx ON same_product_relations (tenant_id, standard_product_id, status);

-- other sellers' offers on a standard product, as the platform shows them to this tenant (sellers
-- anonymised); the tenant's own offer is its confirmed product's first sku
CREATE TABLE same_bidding_offers (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  standard_product_id text NOT NULL REFERENCES standard_products (id),
  seller text NOT NULL,
  sale_price numeric(18,2) NOT NULL CHECK (sale_price > 0),
  supply_price numeric(18,2) NOT NULL CHECK (supply_price > 0),
  stock int NOT NULL CHECK (stock >= 0),
  UNIQUE (tenant_id, standard_product_id, seller)
);
CREATE INDEX same_bidding_offers_standard_idx ON same_bidding_offers (tenant_id, standard_product_id);
