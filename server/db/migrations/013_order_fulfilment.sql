-- Order fulfilment (docs/domain/orders.md, "The order"): the supplier acknowledges an order, ships
-- it in one or more shipments (carrier and tracking number each), cancels what it cannot ship
-- (part cancel, with a reason), and corrects the logistics of what shipped; every step is logged.
-- Inventory stock is not touched yet (see the design's "Stock" note).

ALTER TABLE orders ADD COLUMN carrier_code text NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN acknowledged_at timestamptz;

-- order_lines gets the composite key shipment lines point at
ALTER TABLE order_lines ADD CONSTRAINT order_lines_id_tenant UNIQUE (id, tenant_id);

CREATE TABLE order_shipments (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  order_id text NOT NULL,
  shipment_no int NOT NULL CHECK (shipment_no >= 1),
  carrier_code text NOT NULL,
  tracking_no text NOT NULL,
  shipped_at timestamptz NOT NULL,
  -- null: shipped before this portal recorded who (the seed)
  shipped_by_name text,
  UNIQUE (id, tenant_id),
  UNIQUE (order_id, shipment_no),
  FOREIGN KEY (order_id, tenant_id) REFERENCES orders (id, tenant_id) ON DELETE CASCADE
);

CREATE TABLE order_shipment_lines (
  shipment_id text NOT NULL,
  line_id text NOT NULL,
  tenant_id text NOT NULL,
  qty int NOT NULL CHECK (qty >= 1),
  PRIMARY KEY (shipment_id, line_id),
  FOREIGN KEY (shipment_id, tenant_id) REFERENCES order_shipments (id, tenant_id) ON DELETE CASCADE,
  FOREIGN KEY (line_id, tenant_id) REFERENCES order_lines (id, tenant_id) ON DELETE CASCADE
);

-- what happened to an order, in both portal languages (shown in the reader's)
CREATE TABLE order_status_logs (
  id text PRIMARY KEY,
  -- the order of steps taken in the same instant
  seq bigint GENERATED ALWAYS AS IDENTITY,
  tenant_id text NOT NULL,
  order_id text NOT NULL,
  action text NOT NULL,
  from_status text,
  to_status text NOT NULL,
  -- null: the platform (push, delivery) or the seed
  actor_name text,
  at timestamptz NOT NULL,
  note_en text NOT NULL DEFAULT '',
  note_zh text NOT NULL DEFAULT '',
  FOREIGN KEY (order_id, tenant_id) REFERENCES orders (id, tenant_id) ON DELETE CASCADE
);
CREATE INDEX order_status_logs_order_idx ON order_status_logs (order_id, at, seq);
