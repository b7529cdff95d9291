-- The /reconciliation group's records (docs/domain/reconciliation.md), scaffolded by `npm run new:area`: pending
-- until decided (approved, or rejected with a note); the version moves on with each change.
CREATE TABLE reconciliation_records (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  code text NOT NULL,
  name text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  amount numeric(14, 2) NOT NULL,
  currency text NOT NULL,
  created_at timestamptz NOT NULL,
  note text NOT NULL DEFAULT '',
  decided_by_name text,
  decided_at timestamptz,
  version int NOT NULL DEFAULT 1,
  UNIQUE (tenant_id, code),
  CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE INDEX reconciliation_records_created_idx ON reconciliation_records (tenant_id, created_at, id);
CREATE INDEX reconciliation_records_status_idx ON reconciliation_records (tenant_id, status, created_at, id);
