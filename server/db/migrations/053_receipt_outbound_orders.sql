-- Outbound orders (docs/domain/receipts.md, "Outbound orders"): the supplier asks to take goods out
-- of a platform warehouse, back to one of its own warehouses (return) or to scrap there. Submitting
-- locks each line in the platform warehouse's inventory_stock row; the platform's confirmation takes
-- it out (on_hand and locked down: in transit = the lines of confirmed orders), delivery puts it on
-- the ship-to warehouse's row, scrapping writes it off. The platform's review is stored as a due
-- time (decide_due_at, done_due_at), never derived on a screen.
CREATE TABLE receipt_outbound_orders (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  order_no text NOT NULL,
  warehouse_id text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('return', 'scrap')),
  ship_to_id text,
  status text NOT NULL CHECK (status IN ('draft', 'submitted', 'confirmed', 'rejected', 'delivered', 'scrapped', 'cancelled')),
  reject_reason text CHECK (reject_reason IN ('STOCK_IN_PROMOTION', 'UNDER_MIN_QTY', 'DUPLICATE_ORDER')),
  cancel_reason text NOT NULL DEFAULT '',
  submitted_at timestamptz,
  -- the platform decides a submitted order once this has passed, and delivers or scraps a confirmed one after done_due_at
  decide_due_at timestamptz,
  decided_at timestamptz,
  done_due_at timestamptz,
  done_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version int NOT NULL DEFAULT 1,
  UNIQUE (tenant_id, order_no),
  UNIQUE (id, tenant_id),
  FOREIGN KEY (warehouse_id, tenant_id) REFERENCES warehouses (id, tenant_id),
  FOREIGN KEY (ship_to_id, tenant_id) REFERENCES warehouses (id, tenant_id),
  CHECK ((purpose = 'return') = (ship_to_id IS NOT NULL)),
  CHECK ((status = 'rejected') = (reject_reason IS NOT NULL))
);
CREATE INDEX receipt_outbound_orders_created_idx ON receipt_outbound_orders (tenant_id, created_at, id);
CREATE INDEX receipt_outbound_orders_decide_idx ON receipt_outbound_orders (decide_due_at) WHERE status = 'submitted';
CREATE INDEX receipt_outbound_orders_done_idx ON receipt_outbound_orders (done_due_at) WHERE status = 'confirmed';

CREATE TABLE receipt_outbound_order_lines (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  order_id text NOT NULL,
  sku_id text NOT NULL,
  qty int NOT NULL CHECK (qty > 0),
  UNIQUE (order_id, sku_id),
  FOREIGN KEY (order_id, tenant_id) REFERENCES receipt_outbound_orders (id, tenant_id),
  FOREIGN KEY (sku_id, tenant_id) REFERENCES skus (id, tenant_id)
);
