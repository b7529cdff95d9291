-- Receipt requests and inbounds (docs/domain/receipts.md, slice 1). The platform asks for skus at
-- one of its warehouses (a request with lines); the supplier reserves per line and ships them in
-- inbounds from its own warehouses; the platform's job counts a shipped inbound (a receipt: the
-- received good and damaged quantities per line). Stock stays in inventory_stock: confirming an
-- inbound locks its lines in the ship-from warehouse, shipping takes them out (on_hand and locked
-- down: in transit = the lines of shipped inbounds), receiving puts the good quantity on the
-- platform warehouse's row. Windows are stored (opens and closes), never derived on a screen.
CREATE TABLE receipt_requests (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  request_no text NOT NULL,
  warehouse_id text NOT NULL,
  delivery_type text NOT NULL CHECK (delivery_type IN ('express', 'lessThanTruckload', 'fullTruckload', 'selfDelivery')),
  status text NOT NULL CHECK (status IN ('open', 'acknowledged', 'delayRequested', 'inTransit', 'partReceived', 'received', 'cancelled')),
  ack_opens_at timestamptz NOT NULL,
  ack_closes_at timestamptz NOT NULL,
  deliver_by timestamptz NOT NULL,
  -- the open or last delay application: the date asked for, why, and the platform's answer
  delay_to timestamptz,
  delay_reason text NOT NULL DEFAULT '',
  delay_due_at timestamptz,
  delay_decision text CHECK (delay_decision IN ('granted', 'refused')),
  delays int NOT NULL DEFAULT 0,
  cancel_reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version int NOT NULL DEFAULT 1,
  UNIQUE (tenant_id, request_no),
  UNIQUE (id, tenant_id),
  FOREIGN KEY (warehouse_id, tenant_id) REFERENCES warehouses (id, tenant_id)
);
CREATE INDEX receipt_requests_created_idx ON receipt_requests (tenant_id, created_at, id);
CREATE INDEX receipt_requests_status_idx ON receipt_requests (tenant_id, status, created_at, id);
CREATE INDEX receipt_requests_delay_idx ON receipt_requests (delay_due_at) WHERE status = 'delayRequested';

CREATE TABLE receipt_request_lines (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  request_id text NOT NULL,
  line_no int NOT NULL,
  sku_id text NOT NULL,
  requested_qty int NOT NULL CHECK (requested_qty > 0),
  reserved_qty int NOT NULL DEFAULT 0 CHECK (reserved_qty >= 0),
  backorder_qty int NOT NULL DEFAULT 0 CHECK (backorder_qty >= 0),
  refuse_reason text CHECK (refuse_reason IN ('OUT_OF_STOCK', 'DISCONTINUED', 'PRICE_CHANGED')),
  UNIQUE (request_id, line_no),
  CHECK (reserved_qty + backorder_qty <= requested_qty),
  FOREIGN KEY (request_id, tenant_id) REFERENCES receipt_requests (id, tenant_id),
  FOREIGN KEY (sku_id, tenant_id) REFERENCES skus (id, tenant_id)
);
CREATE INDEX receipt_request_lines_request_idx ON receipt_request_lines (request_id, line_no);

CREATE TABLE receipt_inbounds (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  inbound_no text NOT NULL,
  request_id text NOT NULL,
  from_warehouse_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('draft', 'confirmed', 'shipped', 'received', 'cancelled')),
  carrier_code text,
  tracking_no text NOT NULL DEFAULT '',
  ship_date date,
  shipped_at timestamptz,
  -- the platform counts a shipped inbound once this has passed (RECEIPT_REVIEW_SECONDS after shipping)
  receive_due_at timestamptz,
  received_at timestamptz,
  receipt_no text,
  cancel_reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version int NOT NULL DEFAULT 1,
  UNIQUE (tenant_id, inbound_no),
  UNIQUE (id, tenant_id),
  FOREIGN KEY (request_id, tenant_id) REFERENCES receipt_requests (id, tenant_id),
  FOREIGN KEY (from_warehouse_id, tenant_id) REFERENCES warehouses (id, tenant_id),
  CHECK ((status IN ('shipped', 'received')) = (shipped_at IS NOT NULL)),
  CHECK ((status = 'received') = (received_at IS NOT NULL))
);
CREATE INDEX receipt_inbounds_created_idx ON receipt_inbounds (tenant_id, created_at, id);
CREATE INDEX receipt_inbounds_request_idx ON receipt_inbounds (request_id);
CREATE INDEX receipt_inbounds_due_idx ON receipt_inbounds (receive_due_at) WHERE status = 'shipped';

CREATE TABLE receipt_inbound_lines (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  inbound_id text NOT NULL,
  line_no int NOT NULL,
  request_line_id text NOT NULL REFERENCES receipt_request_lines (id),
  sku_id text NOT NULL,
  qty int NOT NULL CHECK (qty > 0),
  -- the platform's count (null until received): good goes on the platform warehouse's shelf
  received_good int CHECK (received_good >= 0),
  received_damaged int CHECK (received_damaged >= 0),
  carton_weight_kg numeric(8, 2) NOT NULL,
  UNIQUE (inbound_id, line_no),
  FOREIGN KEY (inbound_id, tenant_id) REFERENCES receipt_inbounds (id, tenant_id)
);
CREATE INDEX receipt_inbound_lines_request_line_idx ON receipt_inbound_lines (request_line_id);
