-- Order exceptions (docs/domain/orders.md, "Abnormal"): an order the platform or the supplier
-- flags (address unverifiable, stock short, carrier rejected, customs hold) carries an open record
-- until the supplier resolves it with a note. orders.abnormal is true while any record of the order
-- is open (the order search's orderAbnormalRecords filter).
CREATE TABLE order_abnormal_records (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  order_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('addressUnverifiable', 'stockShort', 'carrierRejected', 'customsHold')),
  status text NOT NULL CHECK (status IN ('open', 'resolved')),
  raised_at timestamptz NOT NULL,
  resolution text NOT NULL DEFAULT '',
  resolved_at timestamptz,
  resolved_by_name text,
  version int NOT NULL DEFAULT 1,
  UNIQUE (id, tenant_id),
  CHECK ((status = 'resolved') = (resolved_at IS NOT NULL)),
  FOREIGN KEY (order_id, tenant_id) REFERENCES orders (id, tenant_id) ON DELETE CASCADE
);
CREATE INDEX order_abnormal_raised_idx ON order_abnormal_records (tenant_id, raised_at, id);
CREATE INDEX order_abnormal_status_idx ON order_abnormal_records (tenant_id, status, raised_at, id);
CREATE INDEX order_abnormal_order_idx ON order_abnormal_records (order_id);
