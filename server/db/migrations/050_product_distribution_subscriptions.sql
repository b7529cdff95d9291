-- Distribution settings and supplier subscriptions (docs/domain/products.md, "Listing settings,
-- agreement and subscriptions"): per tenant, whether its products are offered to distributors and
-- the discount off the supply price they get; and the supplier's subscriptions to a platform's
-- notices about a category (new standard products, bidding changes), cancelled rather than deleted.
CREATE TABLE product_distribution_settings (
  tenant_id text PRIMARY KEY REFERENCES tenants (id),
  offered boolean NOT NULL,
  -- percent off the supply price, as typed (up to 5 decimals), at least 0 and below 100
  discount_percent numeric(7,5) CHECK (discount_percent >= 0 AND discount_percent < 100),
  version int NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL,
  updated_by_name text NOT NULL,
  CHECK (NOT offered OR discount_percent IS NOT NULL)
);

CREATE TABLE product_subscriptions (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  platform_code text NOT NULL REFERENCES platforms (code),
  category_code text NOT NULL REFERENCES product_categories (code),
  notice_kind text NOT NULL CHECK (notice_kind IN ('newStandard', 'biddingChange')),
  status text NOT NULL CHECK (status IN ('active', 'cancelled')),
  -- the client's key of one create (a double click sends it twice: the second answers the first)
  request_id text NOT NULL,
  created_at timestamptz NOT NULL,
  created_by_name text NOT NULL,
  cancelled_at timestamptz,
  cancelled_by_name text,
  UNIQUE (tenant_id, request_id)
);
-- one active subscription per platform, category and kind; cancelled ones stay as history
CREATE UNIQUE INDEX product_subscriptions_active_idx ON product_subscriptions (tenant_id, platform_code, category_code, notice_kind) WHERE status = 'active';
CREATE INDEX product_subscriptions_tenant_idx ON product_subscriptions (tenant_id, platform_code, created_at DESC);
