-- Outbounds (docs/domain/receipts.md, "Outbounds"): the platform's notice that goods leave its
-- warehouse back to the supplier. Issuing it locks each line in the platform warehouse's
-- inventory_stock row; the supplier may lower a line (update sku: the difference released), close
-- it (all released: the goods stay) or confirm it to a ship-to warehouse (stock leaves: on_hand and
-- locked down, in transit = the lines of confirmed and reversed outbounds); the platform's job then
-- delivers it (on hand rises at the ship-to) or reverses it (the carrier brought it back), and the
-- supplier's confirm reverse puts it back on the platform warehouse's shelf. Due times are stored.
CREATE TABLE receipt_outbounds (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  outbound_no text NOT NULL,
  warehouse_id text NOT NULL,
  ship_to_id text,
  status text NOT NULL CHECK (status IN ('notified', 'confirmed', 'closed', 'delivered', 'reversed', 'returnedToShelf')),
  cause text NOT NULL CHECK (cause IN ('SLOW_MOVING', 'EXPIRED', 'RECALL')),
  reverse_reason text CHECK (reverse_reason IN ('ADDRESS_UNREACHABLE', 'REFUSED_AT_DOOR', 'DAMAGED_IN_TRANSIT')),
  close_reason text NOT NULL DEFAULT '',
  answer_by timestamptz NOT NULL,
  confirmed_at timestamptz,
  done_due_at timestamptz,
  done_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version int NOT NULL DEFAULT 1,
  UNIQUE (tenant_id, outbound_no),
  UNIQUE (id, tenant_id),
  FOREIGN KEY (warehouse_id, tenant_id) REFERENCES warehouses (id, tenant_id),
  FOREIGN KEY (ship_to_id, tenant_id) REFERENCES warehouses (id, tenant_id),
  CHECK ((status IN ('reversed', 'returnedToShelf')) = (reverse_reason IS NOT NULL))
);
CREATE INDEX receipt_outbounds_created_idx ON receipt_outbounds (tenant_id, created_at, id);
CREATE INDEX receipt_outbounds_done_idx ON receipt_outbounds (done_due_at) WHERE status = 'confirmed';

CREATE TABLE receipt_outbound_lines (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  outbound_id text NOT NULL,
  sku_id text NOT NULL,
  -- what the platform notified (the most the supplier may take) and what it takes (lowered by update sku)
  notified_qty int NOT NULL CHECK (notified_qty > 0),
  qty int NOT NULL CHECK (qty >= 0 AND qty <= notified_qty),
  UNIQUE (outbound_id, sku_id),
  FOREIGN KEY (outbound_id, tenant_id) REFERENCES receipt_outbounds (id, tenant_id),
  FOREIGN KEY (sku_id, tenant_id) REFERENCES skus (id, tenant_id)
);
