-- Cancel, return and refund requests of orders (docs/domain/orders.md, "Requests and their
-- audits"). One table with a kind: the three share everything but their decisions (status values
-- per kind are checked below), the return's lines and the refund's amount. At most one request of
-- each kind per order. Decisions never touch inventory_stock in this slice (the stock effects come
-- with the fulfilment work); approving a cancel cancels the order, approving a return sets it to
-- returning.
--
-- Conventions as in 009/010: text ids, tenant_id on every row, composite foreign keys so no row can
-- point at another tenant's row, `version` for optimistic concurrency.

CREATE TABLE order_requests (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  kind text NOT NULL CHECK (kind IN ('cancel', 'return', 'refund')),
  request_no text NOT NULL,
  order_id text NOT NULL,
  status text NOT NULL,
  reason text NOT NULL DEFAULT '',
  requested_at timestamptz NOT NULL,
  -- the platform's decision deadline (48 h after the request)
  decision_deadline timestamptz NOT NULL,
  decided_by text,
  decided_by_name text,
  decided_at timestamptz,
  reject_reason text NOT NULL DEFAULT '',
  -- refunds only: what the customer gets back
  amount numeric(18,2),
  currency text CHECK (currency IS NULL OR currency ~ '^[A-Z]{3}$'),
  version int NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL,
  UNIQUE (id, tenant_id),
  UNIQUE (tenant_id, request_no),
  UNIQUE (order_id, kind),
  CHECK (
    (kind = 'cancel' AND status IN ('requested', 'approved', 'rejected'))
    OR (kind = 'return' AND status IN ('requested', 'approved', 'rejected', 'received'))
    OR (kind = 'refund' AND status IN ('requested', 'confirmed', 'rejected', 'cancelled'))
  ),
  CHECK ((kind = 'refund') = (amount IS NOT NULL AND currency IS NOT NULL)),
  CHECK (amount IS NULL OR amount >= 0),
  -- decided means who and when are known (the platform decides with decided_by null)
  CHECK ((status = 'requested') = (decided_at IS NULL)),
  CHECK (status <> 'rejected' OR kind <> 'refund' OR reject_reason <> ''),
  CHECK (decision_deadline >= requested_at),
  FOREIGN KEY (order_id, tenant_id) REFERENCES orders (id, tenant_id) ON DELETE CASCADE,
  FOREIGN KEY (decided_by) REFERENCES users (id)
);
-- the three lists: keyset by request time, filtered by kind and status
CREATE INDEX order_requests_list_idx ON order_requests (tenant_id, kind, requested_at, id);
CREATE INDEX order_requests_status_idx ON order_requests (tenant_id, kind, status, requested_at, id);
CREATE INDEX order_requests_order_idx ON order_requests (order_id);

-- What a return sends back: a sku of the order with its quantity and whether it can be restocked.
-- Editable (add sku, save return) while the return is requested.
CREATE TABLE order_return_lines (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  request_id text NOT NULL,
  sku_id text NOT NULL,
  qty int NOT NULL CHECK (qty >= 1),
  restockable boolean NOT NULL DEFAULT true,
  UNIQUE (request_id, sku_id),
  FOREIGN KEY (request_id, tenant_id) REFERENCES order_requests (id, tenant_id) ON DELETE CASCADE,
  FOREIGN KEY (sku_id, tenant_id) REFERENCES skus (id, tenant_id)
);
CREATE INDEX order_return_lines_request_idx ON order_return_lines (request_id);
