-- The inbound of a replenishment order (docs/domain/receipts.md, "Slice (built): replenishment
-- inbounds"): the supplier's *Create inbound* on a confirmed order opens a receipt request for the
-- order's confirmed quantities, linked here, and its draft inbound. One request per order (a double
-- submit finds the one it made); the platform's job follows its inbounds (shipped, received).
ALTER TABLE receipt_requests ADD COLUMN replenishment_order_id text;
ALTER TABLE receipt_requests ADD CONSTRAINT receipt_requests_replenishment_fk
  FOREIGN KEY (replenishment_order_id, tenant_id) REFERENCES replenishment_orders (id, tenant_id);
CREATE UNIQUE INDEX receipt_requests_replenishment_idx ON receipt_requests (tenant_id, replenishment_order_id) WHERE replenishment_order_id IS NOT NULL;
