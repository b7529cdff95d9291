-- Fulfilment tag applications and the change records of products (docs/domain/products.md,
-- "Fulfilment tag" and "Change records"). An application asks the platform for a tag on skus of
-- one product; the platform's job (server/product/tag-decisions.ts) decides it from the skus'
-- data. A change record is one change to a product, written in the change's own transaction.
CREATE TABLE product_tag_applications (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  application_no text NOT NULL,
  product_id text NOT NULL,
  tag text NOT NULL CHECK (tag IN ('fastDelivery', 'bulky', 'fragile')),
  -- the product's skus (product_skus ids) the tag is asked for
  sku_ids text[] NOT NULL CHECK (cardinality(sku_ids) BETWEEN 1 AND 20),
  status text NOT NULL CHECK (status IN ('applied', 'approved', 'rejected', 'withdrawn', 'revoked')),
  decision_code text CHECK (decision_code IN ('SKU_NOT_ELIGIBLE', 'PERFORMANCE_BELOW', 'DIMENSIONS_MISSING')),
  note text NOT NULL DEFAULT '',
  -- the supplier's reason for withdrawing or revoking
  reason text NOT NULL DEFAULT '',
  review_due_at timestamptz NOT NULL,
  applied_at timestamptz NOT NULL,
  applied_by_name text NOT NULL,
  decided_at timestamptz,
  version int NOT NULL DEFAULT 1,
  UNIQUE (tenant_id, application_no),
  FOREIGN KEY (product_id, tenant_id) REFERENCES products (id, tenant_id) ON DELETE CASCADE,
  CHECK ((status = 'rejected') = (decision_code IS NOT NULL))
);
-- one open application per product and tag
CREATE UNIQUE INDEX product_tag_open_idx ON product_tag_applications (product_id, tag) WHERE status IN ('applied', 'approved');
CREATE INDEX product_tag_applied_idx ON product_tag_applications (tenant_id, applied_at, id);
CREATE INDEX product_tag_no_idx ON product_tag_applications (tenant_id, application_no, id);
-- the job's work: applied ones by review deadline
CREATE INDEX product_tag_due_idx ON product_tag_applications (review_due_at) WHERE status = 'applied';

CREATE TABLE product_change_records (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  product_id text NOT NULL,
  subject text NOT NULL CHECK (subject IN ('price', 'tag')),
  subject_no text NOT NULL,
  action text NOT NULL CHECK (action IN ('proposed', 'withdrawn', 'approved', 'rejected', 'effective', 'applied', 'revoked')),
  detail text NOT NULL DEFAULT '',
  actor_id text,
  actor_name text NOT NULL,
  at timestamptz NOT NULL,
  FOREIGN KEY (product_id, tenant_id) REFERENCES products (id, tenant_id) ON DELETE CASCADE
);
CREATE INDEX product_change_records_at_idx ON product_change_records (tenant_id, at, id);
CREATE INDEX product_change_records_product_idx ON product_change_records (product_id, at);

-- fulfilment strategies: the rules a label's orders follow (cut-off, carrier class, handling days)
CREATE TABLE product_fulfilment_strategies (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  strategy_no text NOT NULL,
  name text NOT NULL,
  tag text NOT NULL CHECK (tag IN ('fastDelivery', 'bulky', 'fragile')),
  cut_off_time text NOT NULL CHECK (cut_off_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  carrier_class text NOT NULL CHECK (carrier_class IN ('standard', 'express', 'freight')),
  handling_days int NOT NULL CHECK (handling_days BETWEEN 0 AND 10),
  status text NOT NULL CHECK (status IN ('active', 'cancelled')),
  updated_at timestamptz NOT NULL,
  updated_by_name text NOT NULL,
  version int NOT NULL DEFAULT 1,
  UNIQUE (tenant_id, strategy_no),
  UNIQUE (tenant_id, name)
);
CREATE INDEX product_strategies_updated_idx ON product_fulfilment_strategies (tenant_id, updated_at, id);
