-- Platform orders (docs/domain/orders.md, "Platform orders (built)"): purchase orders the platform
-- places on the supplier to stock its own warehouses (consignment, FBA-like replenishment). The
-- supplier decides a new one once: confirm a quantity per line (confirmed when every line is
-- confirmed in full, else partiallyConfirmed) or reject it with a reason. Delivery (received
-- quantities at the platform warehouse) and closing are the platform's. Customer orders
-- (orders, 010) are a different thing; nothing here touches inventory stock.
CREATE TABLE platform_orders (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  po_no text NOT NULL,
  warehouse_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('new', 'confirmed', 'partiallyConfirmed', 'rejected', 'delivered', 'closed')),
  ordered_at timestamptz NOT NULL,
  expected_delivery date NOT NULL,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  remark text NOT NULL DEFAULT '',
  reject_reason text NOT NULL DEFAULT '' CHECK (length(reject_reason) <= 200),
  decided_at timestamptz,
  -- null while new, or when the platform closed it without the supplier's decision
  decided_by text,
  decided_by_name text,
  version int NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL,
  UNIQUE (id, tenant_id),
  UNIQUE (tenant_id, po_no),
  CHECK ((status = 'rejected') = (reject_reason <> '')),
  CHECK (status = 'new' OR status = 'closed' OR decided_at IS NOT NULL),
  FOREIGN KEY (warehouse_id, tenant_id) REFERENCES warehouses (id, tenant_id)
);
CREATE INDEX platform_orders_ordered_idx ON platform_orders (tenant_id, ordered_at, id);
CREATE INDEX platform_orders_expected_idx ON platform_orders (tenant_id, expected_delivery, id);
CREATE INDEX platform_orders_status_idx ON platform_orders (tenant_id, status, ordered_at, id);

CREATE TABLE platform_order_lines (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  po_id text NOT NULL,
  line_no int NOT NULL CHECK (line_no >= 1),
  sku_id text NOT NULL,
  ordered_qty int NOT NULL CHECK (ordered_qty >= 1),
  -- null until the supplier confirmed
  confirmed_qty int CHECK (confirmed_qty >= 0 AND confirmed_qty <= ordered_qty),
  received_qty int NOT NULL DEFAULT 0 CHECK (received_qty >= 0),
  unit_cost numeric(18,2) NOT NULL CHECK (unit_cost >= 0),
  UNIQUE (po_id, line_no),
  CHECK (received_qty <= coalesce(confirmed_qty, 0)),
  FOREIGN KEY (po_id, tenant_id) REFERENCES platform_orders (id, tenant_id) ON DELETE CASCADE,
  FOREIGN KEY (sku_id, tenant_id) REFERENCES skus (id, tenant_id)
);
CREATE INDEX platform_order_lines_po_idx ON platform_order_lines (po_id);
CREATE INDEX platform_order_lines_sku_idx ON platform_order_lines (tenant_id, sku_id);

-- Orders the supplier uploads from its own channels (import type uploadOrder; docs/domain/orders.md,
-- "Upload order (built)"): where an order came from, the external order id unique per shop among
-- uploaded orders (a file uploaded twice creates nothing twice), and the import that created it
-- (its rows in later apply batches belong to that order).
ALTER TABLE orders ADD COLUMN source text NOT NULL DEFAULT 'platform' CHECK (source IN ('platform', 'upload'));
ALTER TABLE orders ADD COLUMN import_id text;
CREATE UNIQUE INDEX orders_upload_external_uq ON orders (tenant_id, cart_id, shop_order_id) WHERE source = 'upload';

-- FOB trade terms of an order (the fobt build's order info; docs/domain/orders.md, "Order info per
-- variant (built)"): the incoterm, the ports of loading and discharge (the tenant's ports), and the
-- booking and container numbers once the goods are booked and stuffed. An order without a row
-- has no trade terms.
CREATE TABLE order_fob_terms (
  order_id text PRIMARY KEY,
  tenant_id text NOT NULL,
  incoterm text NOT NULL CHECK (incoterm IN ('FOB', 'FCA', 'EXW')),
  port_of_loading_id text,
  port_of_discharge_id text,
  booking_no text NOT NULL DEFAULT '' CHECK (booking_no ~ '^[A-Z0-9-]{0,30}$'),
  container_no text NOT NULL DEFAULT '' CHECK (container_no = '' OR container_no ~ '^[A-Z]{4}[0-9]{7}$'),
  FOREIGN KEY (order_id, tenant_id) REFERENCES orders (id, tenant_id) ON DELETE CASCADE,
  FOREIGN KEY (port_of_loading_id, tenant_id) REFERENCES ports (id, tenant_id),
  FOREIGN KEY (port_of_discharge_id, tenant_id) REFERENCES ports (id, tenant_id)
);
