-- Receipts and their differences, slice 2 of docs/domain/receipts.md. A receipt is the platform
-- warehouse's count of one inbound (WR<yymmdd><n>), written by the receiving step with one line per
-- inbound line (shipped, received good, damaged, the carton declared and the weight found) and its
-- differences (short, over, damaged, wrongSku). A difference is answered by the supplier within its
-- window (stored: answer_opens_at, answer_closes_at) with attempts left: accepted, or disputed with a
-- note and evidence (photos attached to a carton or the line); the platform's job decides a dispute
-- (upheld: the receipt line and the platform stock corrected; refused: open again while attempts are
-- left, else closedLost) and closes the unanswered ones when their window closes (closedLost).
-- The inbound lines keep their received columns (slice 1 reads them); an upheld short moves both.
CREATE TABLE receipts (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  receipt_no text NOT NULL,
  inbound_id text NOT NULL,
  warehouse_id text NOT NULL,
  received_at timestamptz NOT NULL,
  version int NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL,
  UNIQUE (tenant_id, receipt_no),
  UNIQUE (id, tenant_id),
  UNIQUE (inbound_id),
  FOREIGN KEY (inbound_id, tenant_id) REFERENCES receipt_inbounds (id, tenant_id),
  FOREIGN KEY (warehouse_id, tenant_id) REFERENCES warehouses (id, tenant_id)
);
CREATE INDEX receipts_received_idx ON receipts (tenant_id, received_at, id);
-- the batches of a sku in a platform warehouse (inventory.ts reads them newest first)
CREATE INDEX receipts_warehouse_idx ON receipts (tenant_id, warehouse_id, received_at);

CREATE TABLE receipt_lines (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  receipt_id text NOT NULL,
  line_no int NOT NULL,
  inbound_line_id text NOT NULL REFERENCES receipt_inbound_lines (id),
  sku_id text NOT NULL,
  shipped int NOT NULL CHECK (shipped > 0),
  received_good int NOT NULL CHECK (received_good >= 0),
  received_damaged int NOT NULL CHECK (received_damaged >= 0),
  unit_price numeric(18, 5) NOT NULL,
  currency text NOT NULL,
  carton_no text NOT NULL,
  declared_kg numeric(8, 2) NOT NULL,
  found_kg numeric(8, 2) NOT NULL,
  UNIQUE (receipt_id, line_no),
  FOREIGN KEY (receipt_id, tenant_id) REFERENCES receipts (id, tenant_id),
  FOREIGN KEY (sku_id, tenant_id) REFERENCES skus (id, tenant_id)
);
CREATE INDEX receipt_lines_sku_idx ON receipt_lines (tenant_id, sku_id);

CREATE TABLE receipt_differences (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  receipt_id text NOT NULL,
  line_id text NOT NULL REFERENCES receipt_lines (id),
  type text NOT NULL CHECK (type IN ('short', 'over', 'damaged', 'wrongSku')),
  -- the line's sku, or for wrongSku the sku found in the carton
  sku_id text NOT NULL,
  qty int NOT NULL CHECK (qty > 0),
  status text NOT NULL CHECK (status IN ('open', 'accepted', 'disputed', 'upheld', 'closedLost')),
  answer_opens_at timestamptz NOT NULL,
  answer_closes_at timestamptz NOT NULL,
  attempts_left int NOT NULL CHECK (attempts_left >= 0),
  dispute_note text NOT NULL DEFAULT '',
  damage_on_arrival boolean NOT NULL DEFAULT false,
  -- the platform decides a dispute once this has passed (RECEIPT_REVIEW_SECONDS after disputing)
  decide_due_at timestamptz,
  decision_code text,
  decided_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version int NOT NULL DEFAULT 1,
  UNIQUE (id, tenant_id),
  FOREIGN KEY (receipt_id, tenant_id) REFERENCES receipts (id, tenant_id),
  FOREIGN KEY (sku_id, tenant_id) REFERENCES skus (id, tenant_id),
  CHECK ((status = 'disputed') = (decide_due_at IS NOT NULL))
);
CREATE INDEX receipt_differences_receipt_idx ON receipt_differences (receipt_id);
CREATE INDEX receipt_differences_open_idx ON receipt_differences (tenant_id, status, answer_closes_at, id);
CREATE INDEX receipt_differences_due_idx ON receipt_differences (decide_due_at) WHERE status = 'disputed';
CREATE INDEX receipt_differences_window_idx ON receipt_differences (answer_closes_at) WHERE status = 'open';

-- photos proving a dispute, each on the carton or on the line it proves
CREATE TABLE receipt_difference_evidence (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  difference_id text NOT NULL,
  image_id text NOT NULL REFERENCES images (id),
  target text NOT NULL CHECK (target IN ('carton', 'line')),
  created_at timestamptz NOT NULL,
  UNIQUE (difference_id, image_id),
  FOREIGN KEY (difference_id, tenant_id) REFERENCES receipt_differences (id, tenant_id)
);
CREATE INDEX receipt_difference_evidence_idx ON receipt_difference_evidence (difference_id);
