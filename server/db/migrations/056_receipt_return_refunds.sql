-- Return-refund masters and orders (docs/domain/receipts.md, "Return-refund master and orders").
-- A return-refund order is one customer return inspected at a platform warehouse: its goods are put
-- on that warehouse's inventory_stock row when inspected (on_hand += qty); an unsellable one is
-- also locked there (locked += qty) for the master's outbound. A master groups one platform
-- warehouse's returns of one week: collecting until week_ends_at (the platform's job then makes it
-- pendingConfirm), confirmed by the supplier (the unsellable goods leave: on_hand and locked down,
-- in transit = the unsellable orders of confirmed masters) or disputed item by item (decided by the
-- job at decide_due_at, then confirmed), done when the job delivers the outbound to ship_to_id
-- (on hand rises there) at done_due_at. Due times are stored.
CREATE TABLE receipt_return_masters (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  master_no text NOT NULL,
  outbound_no text NOT NULL,
  warehouse_id text NOT NULL,
  ship_to_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('collecting', 'pendingConfirm', 'disputed', 'confirmed', 'done')),
  currency text NOT NULL,
  week_starts_at timestamptz NOT NULL,
  week_ends_at timestamptz NOT NULL,
  decide_due_at timestamptz,
  confirmed_at timestamptz,
  done_due_at timestamptz,
  done_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version int NOT NULL DEFAULT 1,
  UNIQUE (tenant_id, master_no),
  UNIQUE (id, tenant_id),
  FOREIGN KEY (warehouse_id, tenant_id) REFERENCES warehouses (id, tenant_id),
  FOREIGN KEY (ship_to_id, tenant_id) REFERENCES warehouses (id, tenant_id)
);
CREATE INDEX receipt_return_masters_created_idx ON receipt_return_masters (tenant_id, created_at, id);
CREATE INDEX receipt_return_masters_week_idx ON receipt_return_masters (week_ends_at) WHERE status = 'collecting';
CREATE INDEX receipt_return_masters_decide_idx ON receipt_return_masters (decide_due_at) WHERE status = 'disputed';
CREATE INDEX receipt_return_masters_done_idx ON receipt_return_masters (done_due_at) WHERE status = 'confirmed';

CREATE TABLE receipt_return_orders (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  master_id text NOT NULL,
  return_no text NOT NULL,
  order_ref text NOT NULL,
  sku_id text NOT NULL,
  qty int NOT NULL CHECK (qty > 0),
  customer_reason text NOT NULL CHECK (customer_reason IN ('NOT_AS_DESCRIBED', 'DEFECTIVE', 'CHANGED_MIND', 'ARRIVED_DAMAGED')),
  inspection text NOT NULL CHECK (inspection IN ('sellable', 'damagedByCustomer', 'damagedInTransit', 'defective')),
  -- who compensates (damagedInTransit: the platform; defective: the supplier, unless a dispute is upheld)
  payer text CHECK (payer IN ('platform', 'supplier')),
  unit_price numeric(18,5) NOT NULL,
  dispute text NOT NULL DEFAULT 'none' CHECK (dispute IN ('none', 'disputed', 'upheld', 'rejected')),
  dispute_reason text NOT NULL DEFAULT '',
  returned_at timestamptz NOT NULL,
  inspected_at timestamptz NOT NULL,
  UNIQUE (tenant_id, return_no),
  FOREIGN KEY (master_id, tenant_id) REFERENCES receipt_return_masters (id, tenant_id),
  FOREIGN KEY (sku_id, tenant_id) REFERENCES skus (id, tenant_id),
  CHECK ((payer IS NULL) = (inspection IN ('sellable', 'damagedByCustomer'))),
  CHECK (dispute = 'none' OR inspection = 'defective')
);
CREATE INDEX receipt_return_orders_created_idx ON receipt_return_orders (tenant_id, returned_at, id);
CREATE INDEX receipt_return_orders_master_idx ON receipt_return_orders (master_id);
