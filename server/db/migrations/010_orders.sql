-- Orders, first slice (docs/domain/orders.md): the order the platform pushes to the supplier per
-- shop (cart), with its platform ids, state, deadlines, shipping warehouse, receiver and
-- logistics fields, and its lines. Requests (cancel, return, refund), appointments and abnormal
-- records come with later slices; this slice does not touch inventory_stock (no lock at push).
--
-- Conventions as in 003/004/009: text ids, tenant_id on every row, composite foreign keys so no
-- row can point at another tenant's row, `version` for optimistic concurrency.

CREATE TABLE orders (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  cart_id text NOT NULL,
  -- the platform's ids: the seller's order, the shop's order on the marketplace, ours at the supplier
  seller_order_id text NOT NULL,
  shop_order_id text NOT NULL,
  supplier_order_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('pendingAcknowledge', 'awaitingShipment', 'partShipped', 'shipped', 'delivered', 'completed', 'returning', 'cancelled')),
  order_time timestamptz NOT NULL,
  cart_order_time timestamptz NOT NULL,
  ship_deadline timestamptz NOT NULL,
  arrive_deadline timestamptz NOT NULL,
  shipped_at timestamptz,
  delivered_at timestamptz,
  warehouse_id text NOT NULL,
  delivery_mode text NOT NULL CHECK (delivery_mode IN ('express', 'standard', 'economy', 'pickup')),
  supply_type text NOT NULL CHECK (supply_type IN ('stock', 'dropship', 'consignment')),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  receiver_name text NOT NULL,
  receiver_phone text NOT NULL DEFAULT '',
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  state_or_province text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  district text NOT NULL DEFAULT '',
  area text NOT NULL DEFAULT '',
  address_line1 text NOT NULL DEFAULT '',
  postal_code text NOT NULL DEFAULT '',
  tracking_no text NOT NULL DEFAULT '',
  package_no text NOT NULL DEFAULT '',
  appointment_form_no text NOT NULL DEFAULT '',
  handover_order_code text NOT NULL DEFAULT '',
  waybill_apply_status text NOT NULL DEFAULT 'notApplied' CHECK (waybill_apply_status IN ('notApplied', 'applying', 'applied', 'failed')),
  tag text NOT NULL DEFAULT '',
  abnormal boolean NOT NULL DEFAULT false,
  version int NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (id, tenant_id),
  UNIQUE (tenant_id, supplier_order_id),
  CHECK (order_time <= ship_deadline AND ship_deadline <= arrive_deadline),
  -- shipped at is set once anything shipped; delivered at once delivered (or later)
  CHECK ((status IN ('pendingAcknowledge', 'awaitingShipment', 'cancelled')) OR shipped_at IS NOT NULL),
  CHECK ((status IN ('delivered', 'completed', 'returning')) = (delivered_at IS NOT NULL)),
  FOREIGN KEY (cart_id, tenant_id) REFERENCES carts (id, tenant_id),
  FOREIGN KEY (warehouse_id, tenant_id) REFERENCES warehouses (id, tenant_id)
);
-- keyset sorts (tenant first, the id as tie-breaker)
CREATE INDEX orders_order_time_idx ON orders (tenant_id, order_time, id);
CREATE INDEX orders_ship_deadline_idx ON orders (tenant_id, ship_deadline, id);
CREATE INDEX orders_supplier_order_idx ON orders (tenant_id, supplier_order_id, id);
-- filters
CREATE INDEX orders_status_idx ON orders (tenant_id, status, order_time, id);
CREATE INDEX orders_seller_order_idx ON orders (tenant_id, seller_order_id);
CREATE INDEX orders_shop_order_idx ON orders (tenant_id, shop_order_id);
CREATE INDEX orders_tracking_idx ON orders (tenant_id, tracking_no) WHERE tracking_no <> '';
CREATE INDEX orders_cart_idx ON orders (tenant_id, cart_id, order_time, id);
-- the delay filters look at what is not shipped / not delivered by deadline
CREATE INDEX orders_open_ship_idx ON orders (tenant_id, ship_deadline) WHERE status IN ('pendingAcknowledge', 'awaitingShipment', 'partShipped');
CREATE INDEX orders_open_arrive_idx ON orders (tenant_id, arrive_deadline) WHERE status IN ('pendingAcknowledge', 'awaitingShipment', 'partShipped', 'shipped');

CREATE TABLE order_lines (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  order_id text NOT NULL,
  line_no int NOT NULL CHECK (line_no >= 1),
  sku_id text NOT NULL,
  supply_type text NOT NULL CHECK (supply_type IN ('stock', 'dropship', 'consignment')),
  qty int NOT NULL CHECK (qty >= 1),
  shipped_qty int NOT NULL DEFAULT 0 CHECK (shipped_qty >= 0),
  cancelled_qty int NOT NULL DEFAULT 0 CHECK (cancelled_qty >= 0),
  unit_price numeric(18,2) NOT NULL CHECK (unit_price >= 0),
  UNIQUE (order_id, line_no),
  CHECK (shipped_qty + cancelled_qty <= qty),
  FOREIGN KEY (order_id, tenant_id) REFERENCES orders (id, tenant_id) ON DELETE CASCADE,
  FOREIGN KEY (sku_id, tenant_id) REFERENCES skus (id, tenant_id)
);
CREATE INDEX order_lines_order_idx ON order_lines (order_id);
CREATE INDEX order_lines_sku_idx ON order_lines (tenant_id, sku_id);
