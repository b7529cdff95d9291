-- Tax codes per supplier (docs/domain/common.md, "Tax conversions"): each tenant's codes with their
-- rate (a fraction, 4 decimals) and names in both languages; at most one default per tenant.
CREATE TABLE tax_rates (
  tenant_id text NOT NULL REFERENCES tenants (id),
  tax_code text NOT NULL CHECK (tax_code ~ '^[A-Z0-9][A-Z0-9_-]{0,15}$'),
  rate numeric(5, 4) NOT NULL CHECK (rate >= 0 AND rate <= 1),
  name_en text NOT NULL,
  name_zh text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  PRIMARY KEY (tenant_id, tax_code)
);
CREATE UNIQUE INDEX tax_rates_default_idx ON tax_rates (tenant_id) WHERE is_default;

-- Visit statistics (docs/domain/common.md, "Visit statistics"): how often each user opened each
-- menu page, per day (UTC), with the last time.
CREATE TABLE visit_counts (
  tenant_id text NOT NULL REFERENCES tenants (id),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  path text NOT NULL CHECK (length(path) BETWEEN 1 AND 200),
  day date NOT NULL,
  visits integer NOT NULL CHECK (visits > 0),
  last_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, path, day)
);
CREATE INDEX visit_counts_user_day_idx ON visit_counts (tenant_id, user_id, day);
