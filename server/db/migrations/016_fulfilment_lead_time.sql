-- Fulfilment lead time (docs/domain/orders.md, "Fulfilment lead time (built)"): each shop (cart)
-- of a supplier promises a number of days to ship (1..30). cart_lead_times holds the approved
-- value; a change is a request: draft (the supplier edits it) -> submitted (pending the platform's
-- approval; the supplier may revert it to draft) -> approved (its days become the shop's lead time)
-- or rejected (with the platform's reason). At most one open (draft or submitted) request per shop.
CREATE TABLE cart_lead_times (
  cart_id text NOT NULL,
  tenant_id text NOT NULL,
  days int NOT NULL CHECK (days BETWEEN 1 AND 30),
  approved_at timestamptz NOT NULL,
  PRIMARY KEY (cart_id),
  FOREIGN KEY (cart_id, tenant_id) REFERENCES carts (id, tenant_id) ON DELETE CASCADE
);

CREATE TABLE lead_time_requests (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  cart_id text NOT NULL,
  days int NOT NULL CHECK (days BETWEEN 1 AND 30),
  remark text NOT NULL DEFAULT '' CHECK (length(remark) <= 200),
  status text NOT NULL CHECK (status IN ('draft', 'submitted', 'approved', 'rejected')),
  reject_reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by_name text NOT NULL DEFAULT '',
  submitted_at timestamptz,
  decided_at timestamptz,
  version int NOT NULL DEFAULT 1,
  UNIQUE (id, tenant_id),
  CHECK ((status IN ('approved', 'rejected')) = (decided_at IS NOT NULL)),
  FOREIGN KEY (cart_id, tenant_id) REFERENCES carts (id, tenant_id) ON DELETE CASCADE
);
-- one open request per shop
CREATE UNIQUE INDEX lead_time_requests_open_idx ON lead_time_requests (cart_id) WHERE status IN ('draft', 'submitted');
CREATE INDEX lead_time_requests_updated_idx ON lead_time_requests (tenant_id, updated_at, id);
CREATE INDEX lead_time_requests_status_idx ON lead_time_requests (tenant_id, status, updated_at, id);
