-- Pool financing (docs/domain/finance.md "Pool financing", issue 21): a supplier's application for
-- early payment against its confirmed, undisputed, unpaid settlements. Submitted once per request
-- id; the platform job approves it (or refuses it with a reason code) and pays it out. The price is
-- stored as computed at submit (src/contract/poolFinance/price.ts). Money is numeric(18,2).
CREATE TABLE pool_finance_applications (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  number text NOT NULL,
  request_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('submitted', 'approved', 'refused', 'disbursed')),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  amount numeric(18,2) NOT NULL CHECK (amount > 0),
  fee numeric(18,2) NOT NULL CHECK (fee >= 0),
  discount_percent numeric(8,2) NOT NULL,
  apr numeric(8,2) NOT NULL,
  days int NOT NULL CHECK (days > 0),
  due_date date NOT NULL,
  reason text CHECK (reason IN ('OVER_LIMIT', 'SETTLEMENT_DUE', 'SETTLEMENT_INELIGIBLE')),
  created_by_name text NOT NULL,
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  disbursed_at timestamptz,
  version int NOT NULL DEFAULT 1,
  UNIQUE (id, tenant_id),
  UNIQUE (tenant_id, number),
  -- a repeated submit adds nothing
  UNIQUE (tenant_id, request_id),
  CHECK ((status = 'refused') = (reason IS NOT NULL)),
  CHECK ((status = 'submitted') = (decided_at IS NULL)),
  CHECK ((status = 'disbursed') = (disbursed_at IS NOT NULL))
);
CREATE INDEX pool_finance_applications_created_idx ON pool_finance_applications (tenant_id, created_at, id);
CREATE INDEX pool_finance_applications_job_idx ON pool_finance_applications (status, created_at);

-- the settlements an application is made against, with the version read at submit
CREATE TABLE pool_finance_application_settlements (
  application_id text NOT NULL,
  tenant_id text NOT NULL,
  settlement_id text NOT NULL,
  settlement_version int NOT NULL,
  PRIMARY KEY (application_id, settlement_id),
  FOREIGN KEY (application_id, tenant_id) REFERENCES pool_finance_applications (id, tenant_id),
  FOREIGN KEY (settlement_id, tenant_id) REFERENCES finance_settlements (id, tenant_id)
);
CREATE INDEX pool_finance_application_settlements_idx ON pool_finance_application_settlements (tenant_id, settlement_id);
