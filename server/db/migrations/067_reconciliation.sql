-- Reconciliation bills (docs/domain/finance.md "Reconciliation"): a logistics provider's cost bill of
-- one month, its lines as imported, and the result of matching them against the tenant's shipments
-- (order_shipments) priced by the provider's cost setting (logistics_cost_settings). Money is
-- numeric(18,2); a bill's totals are the sums of its result lines, written with them.
CREATE TABLE reconciliation_bills (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  bill_no text NOT NULL,
  logistics_id text NOT NULL,
  provider_code text NOT NULL,
  provider_name text NOT NULL,
  carrier_code text NOT NULL,
  type text NOT NULL CHECK (type IN ('logisticsCost')),
  period text NOT NULL CHECK (period ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  status text NOT NULL CHECK (status IN ('draft', 'imported', 'matched', 'submitted', 'closed')),
  currency text NOT NULL,
  line_count int NOT NULL DEFAULT 0,
  difference_count int NOT NULL DEFAULT 0,
  open_count int NOT NULL DEFAULT 0,
  billed_total numeric(18, 2) NOT NULL DEFAULT 0,
  expected_total numeric(18, 2) NOT NULL DEFAULT 0,
  difference_total numeric(18, 2) NOT NULL DEFAULT 0,
  accepted_total numeric(18, 2) NOT NULL DEFAULT 0,
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  created_by_name text NOT NULL,
  submitted_at timestamptz,
  closed_at timestamptz,
  version int NOT NULL DEFAULT 1,
  UNIQUE (id, tenant_id),
  UNIQUE (tenant_id, bill_no),
  UNIQUE (tenant_id, logistics_id, type, period),
  FOREIGN KEY (logistics_id, tenant_id) REFERENCES logistics_channels (id, tenant_id),
  CHECK ((status IN ('submitted', 'closed')) = (submitted_at IS NOT NULL)),
  CHECK ((status = 'closed') = (closed_at IS NOT NULL))
);
CREATE INDEX reconciliation_bills_created_idx ON reconciliation_bills (tenant_id, created_at, id);
CREATE INDEX reconciliation_bills_submitted_idx ON reconciliation_bills (status, submitted_at) WHERE status = 'submitted';

-- one row per billed line (line_no from 1, in the file's order) and per shipment the bill misses
-- (billed columns null); the class and expected amount are rewritten each time the bill is matched
CREATE TABLE reconciliation_lines (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  bill_id text NOT NULL,
  line_no int NOT NULL,
  tracking_no text NOT NULL,
  ship_date date,
  fee_code text NOT NULL,
  billed_weight numeric(12, 3),
  unit_rate numeric(18, 5),
  billed_amount numeric(18, 2),
  shipment_id text,
  order_no text NOT NULL DEFAULT '',
  shipment_weight numeric(12, 3),
  expected_amount numeric(18, 2),
  difference numeric(18, 2) NOT NULL DEFAULT 0,
  result_class text NOT NULL CHECK (result_class IN ('matched', 'WEIGHT', 'RATE', 'ACCESSORIAL', 'DUPLICATE', 'MISSING_SHIPMENT', 'missingInBill')),
  -- decision: none for matched lines, else open until accepted or disputed (status of the kit)
  status text NOT NULL CHECK (status IN ('none', 'open', 'accepted', 'disputed')),
  decision_note text NOT NULL DEFAULT '',
  decided_by_name text,
  version int NOT NULL DEFAULT 1,
  UNIQUE (bill_id, line_no),
  FOREIGN KEY (bill_id, tenant_id) REFERENCES reconciliation_bills (id, tenant_id) ON DELETE CASCADE,
  CHECK ((result_class = 'matched') = (status = 'none'))
);
CREATE INDEX reconciliation_lines_bill_idx ON reconciliation_lines (tenant_id, bill_id, line_no);
