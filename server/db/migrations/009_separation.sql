-- Inventory isolation (separation), docs/domain/separation.md: a supplier reserves part of its
-- stock of some skus, in chosen warehouse groups, for one cart (sales channel) for a period.
--
-- Stock: `inventory_stock.isolated` is what isolations hold of a row. The CHECK widens to
-- locked + isolated <= on_hand and the view inventory_stock_levels now subtracts isolated, so
-- available + isolated + locked = on_hand holds for every row and every reader of the view (the
-- inventory search, group sums, allotment checks, the trigger diff) sees the drop. isolated is
-- the sum of the separation_allocations rows of that sku and warehouse (kept by the code, checked
-- by the tests after every step).
--
-- Conventions as in 003/004: text ids, tenant_id on every row, composite foreign keys so no row
-- can point at another tenant's row, `version` for optimistic concurrency, soft delete.

ALTER TABLE inventory_stock ADD COLUMN isolated int NOT NULL DEFAULT 0 CHECK (isolated >= 0);
ALTER TABLE inventory_stock DROP CONSTRAINT inventory_stock_sums_chk,
  ADD CONSTRAINT inventory_stock_sums_chk CHECK (locked + isolated <= on_hand);

CREATE OR REPLACE VIEW inventory_stock_levels AS
  SELECT s.sku_id, s.warehouse_id, s.tenant_id, s.on_hand, s.locked,
         s.isolated,
         s.on_hand - s.locked - s.isolated AS available,
         s.updated_at
    FROM inventory_stock s;

-- Per tenant: the last number given to an isolation (SEP000001) and an increment (INC000001).
CREATE TABLE separation_sequences (
  tenant_id text PRIMARY KEY REFERENCES tenants (id),
  last_separation int NOT NULL DEFAULT 0,
  last_increment int NOT NULL DEFAULT 0
);

CREATE TABLE separations (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  code text NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  cart_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('draft', 'checked', 'submitted', 'inEffect', 'suspending', 'suspended', 'finished', 'terminated', 'recovered', 'cancelled')),
  -- terminated only: whether the held stock was returned at termination
  restored boolean,
  start_at timestamptz NOT NULL,
  aborted_at timestamptz NOT NULL,
  auto_start boolean NOT NULL DEFAULT false,
  remark text NOT NULL DEFAULT '' CHECK (length(remark) <= 200),
  -- [{ skuId, groupId, qty, available }] found by the last failed check (cleared by an edit)
  check_problems jsonb NOT NULL DEFAULT '[]',
  version int NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  created_by text,
  created_by_name text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL,
  updated_by text,
  updated_by_name text NOT NULL DEFAULT '',
  deleted_at timestamptz,
  UNIQUE (id, tenant_id),
  UNIQUE (tenant_id, code),
  CHECK ((status = 'terminated') = (restored IS NOT NULL)),
  CHECK (start_at < aborted_at),
  FOREIGN KEY (cart_id, tenant_id) REFERENCES carts (id, tenant_id)
);
CREATE INDEX separations_code_idx ON separations (tenant_id, code, id) WHERE deleted_at IS NULL;
CREATE INDEX separations_updated_idx ON separations (tenant_id, updated_at, id) WHERE deleted_at IS NULL;
-- what the automatic job looks for
CREATE INDEX separations_due_start_idx ON separations (start_at) WHERE status = 'submitted' AND auto_start AND deleted_at IS NULL;
CREATE INDEX separations_due_end_idx ON separations (aborted_at) WHERE status IN ('inEffect', 'suspended') AND deleted_at IS NULL;

-- The warehouse groups an isolation draws from.
CREATE TABLE separation_groups (
  separation_id text NOT NULL,
  group_id text NOT NULL,
  tenant_id text NOT NULL,
  position int NOT NULL,
  PRIMARY KEY (separation_id, group_id),
  FOREIGN KEY (separation_id, tenant_id) REFERENCES separations (id, tenant_id),
  FOREIGN KEY (group_id, tenant_id) REFERENCES warehouse_groups (id, tenant_id)
);

-- One isolated quantity: a sku in one of the isolation's groups. `isolated` is what the line
-- holds now: the sum of its allocations (qty while held, 0 otherwise).
CREATE TABLE separation_lines (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  separation_id text NOT NULL,
  sku_id text NOT NULL,
  group_id text NOT NULL,
  qty int NOT NULL CHECK (qty > 0),
  isolated int NOT NULL DEFAULT 0 CHECK (isolated >= 0 AND isolated <= qty),
  created_at timestamptz NOT NULL,
  UNIQUE (id, tenant_id),
  UNIQUE (separation_id, sku_id, group_id),
  FOREIGN KEY (separation_id, tenant_id) REFERENCES separations (id, tenant_id),
  FOREIGN KEY (separation_id, group_id) REFERENCES separation_groups (separation_id, group_id),
  FOREIGN KEY (sku_id, tenant_id) REFERENCES skus (id, tenant_id)
);
CREATE INDEX separation_lines_sku_idx ON separation_lines (tenant_id, sku_id);

-- Where a held line's quantity sits: per warehouse of its group. Released = deleted.
CREATE TABLE separation_allocations (
  line_id text NOT NULL,
  warehouse_id text NOT NULL,
  tenant_id text NOT NULL,
  separation_id text NOT NULL,
  sku_id text NOT NULL,
  qty int NOT NULL CHECK (qty > 0),
  allocated_at timestamptz NOT NULL,
  PRIMARY KEY (line_id, warehouse_id),
  FOREIGN KEY (line_id, tenant_id) REFERENCES separation_lines (id, tenant_id),
  FOREIGN KEY (separation_id, tenant_id) REFERENCES separations (id, tenant_id),
  FOREIGN KEY (sku_id, warehouse_id) REFERENCES inventory_stock (sku_id, warehouse_id)
);
CREATE INDEX separation_allocations_stock_idx ON separation_allocations (sku_id, warehouse_id);
CREATE INDEX separation_allocations_separation_idx ON separation_allocations (separation_id);

-- An incremental separation: more quantity for an isolation in effect, isolated by the job.
CREATE TABLE separation_increments (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  separation_id text NOT NULL,
  code text NOT NULL,
  status text NOT NULL CHECK (status IN ('created', 'syncing', 'synced', 'cancelled', 'terminated')),
  -- why the last sync did not take: { en, zh }
  failure jsonb,
  version int NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  created_by text,
  created_by_name text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL,
  synced_at timestamptz,
  UNIQUE (id, tenant_id),
  UNIQUE (tenant_id, code),
  FOREIGN KEY (separation_id, tenant_id) REFERENCES separations (id, tenant_id)
);
CREATE INDEX separation_increments_separation_idx ON separation_increments (separation_id, created_at);
CREATE INDEX separation_increments_syncing_idx ON separation_increments (updated_at) WHERE status = 'syncing';

CREATE TABLE separation_increment_lines (
  increment_id text NOT NULL,
  sku_id text NOT NULL,
  group_id text NOT NULL,
  tenant_id text NOT NULL,
  qty int NOT NULL CHECK (qty > 0),
  position int NOT NULL,
  PRIMARY KEY (increment_id, sku_id, group_id),
  FOREIGN KEY (increment_id, tenant_id) REFERENCES separation_increments (id, tenant_id),
  FOREIGN KEY (sku_id, tenant_id) REFERENCES skus (id, tenant_id),
  FOREIGN KEY (group_id, tenant_id) REFERENCES warehouse_groups (id, tenant_id)
);

-- Every transition, by a user or by the job (actor null), oldest first by seq.
CREATE TABLE separation_history (
  id text PRIMARY KEY,
  seq bigserial NOT NULL UNIQUE,
  tenant_id text NOT NULL,
  separation_id text NOT NULL,
  action text NOT NULL,
  from_status text,
  to_status text,
  increment_code text,
  actor_id text,
  actor_name text,
  at timestamptz NOT NULL,
  -- { en, zh }: quantities moved, times changed
  note jsonb NOT NULL,
  FOREIGN KEY (separation_id, tenant_id) REFERENCES separations (id, tenant_id)
);
CREATE INDEX separation_history_separation_idx ON separation_history (separation_id, seq);

-- What the automatic job did (start, finish, increment sync), done or failed.
CREATE TABLE separation_auto_runs (
  id text PRIMARY KEY,
  seq bigserial NOT NULL UNIQUE,
  tenant_id text NOT NULL,
  separation_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('start', 'finish', 'incrementSync')),
  outcome text NOT NULL CHECK (outcome IN ('done', 'failed')),
  note jsonb NOT NULL,
  at timestamptz NOT NULL,
  FOREIGN KEY (separation_id, tenant_id) REFERENCES separations (id, tenant_id)
);
CREATE INDEX separation_auto_runs_separation_idx ON separation_auto_runs (separation_id, seq);
