-- Replenishment orders (docs/domain/receipts.md, "Replenishment"): the platform suggests an order
-- for one of its warehouses (a line per sku whose days of cover fell under 14); the supplier
-- confirms it (a quantity per line, at most 150 % of the suggestion) or cancels it with a reason;
-- a confirmed order ships (shipping) and is received (done). The version moves on with each change.
CREATE TABLE replenishment_orders (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  order_no text NOT NULL,
  warehouse_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('suggested', 'confirmed', 'cancelled', 'shipping', 'done')),
  deliver_by timestamptz NOT NULL,
  cancel_reason text NOT NULL DEFAULT '' CHECK (length(cancel_reason) <= 200),
  confirmed_at timestamptz,
  confirmed_by_name text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version int NOT NULL DEFAULT 1,
  UNIQUE (id, tenant_id),
  UNIQUE (tenant_id, order_no),
  CHECK ((status = 'cancelled') = (cancel_reason <> '')),
  CHECK ((status IN ('suggested', 'cancelled')) = (confirmed_at IS NULL)),
  FOREIGN KEY (warehouse_id, tenant_id) REFERENCES warehouses (id, tenant_id)
);
CREATE INDEX replenishment_orders_created_idx ON replenishment_orders (tenant_id, created_at, id);
CREATE INDEX replenishment_orders_status_idx ON replenishment_orders (tenant_id, status, created_at, id);

CREATE TABLE replenishment_order_lines (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  order_id text NOT NULL,
  sku_id text NOT NULL,
  suggested_qty int NOT NULL CHECK (suggested_qty >= 1),
  -- null until confirmed; at most 150 % of the suggestion
  confirmed_qty int CHECK (confirmed_qty >= 0 AND confirmed_qty * 2 <= suggested_qty * 3),
  -- the cover figures the suggestion was computed from
  on_hand int NOT NULL DEFAULT 0,
  in_transit int NOT NULL DEFAULT 0,
  sales_30d int NOT NULL DEFAULT 0,
  UNIQUE (order_id, sku_id),
  FOREIGN KEY (order_id, tenant_id) REFERENCES replenishment_orders (id, tenant_id) ON DELETE CASCADE,
  FOREIGN KEY (sku_id, tenant_id) REFERENCES skus (id, tenant_id)
);
CREATE INDEX replenishment_order_lines_order_idx ON replenishment_order_lines (order_id);

-- When the platform next reviews a warehouse's cover (deadlines are data): the job takes the due
-- ones, suggests what is under cover and sets the next review.
CREATE TABLE replenishment_reviews (
  warehouse_id text PRIMARY KEY,
  tenant_id text NOT NULL,
  next_review_at timestamptz NOT NULL,
  reviewed_at timestamptz,
  FOREIGN KEY (warehouse_id, tenant_id) REFERENCES warehouses (id, tenant_id)
);
CREATE INDEX replenishment_reviews_due_idx ON replenishment_reviews (next_review_at);
