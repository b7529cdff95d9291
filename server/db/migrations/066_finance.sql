-- Finance, slice 1 (docs/domain/finance.md, issue 21): transactions and settlements.
-- A transaction is one money event of a supplier (immutable once written, signed: positive is owed
-- to the supplier), with its cause (the order and line shipped, the return or refund request). It
-- belongs to the settlement of its channel (cart) and month. A settlement's totals are never
-- stored: they are the sums of its transactions and adjustments (server/finance/totals.ts), so
-- they cannot drift. A disputed line gets a dispute row; the platform job decides it, and a won
-- dispute adds an adjustment row (the opposite amount), never an edit of the transaction.
-- Money is numeric(18,2); each row keeps without tax + tax = with tax.

CREATE TABLE finance_settlements (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  number text NOT NULL,
  cart_id text NOT NULL,
  -- the month settled: [period_start, period_end)
  period text NOT NULL CHECK (period ~ '^[0-9]{4}-[0-9]{2}$'),
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  status text NOT NULL CHECK (status IN ('open', 'pendingConfirm', 'disputed', 'confirmed')),
  confirm_deadline timestamptz,
  confirmed_at timestamptz,
  confirmed_by_name text,
  -- confirmed by the job when the window closed unanswered
  auto_confirmed boolean NOT NULL DEFAULT false,
  version int NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  UNIQUE (id, tenant_id),
  UNIQUE (tenant_id, number),
  UNIQUE (tenant_id, cart_id, period),
  CHECK (period_start < period_end),
  CHECK ((status = 'open') = (confirm_deadline IS NULL)),
  CHECK ((status = 'confirmed') = (confirmed_at IS NOT NULL)),
  FOREIGN KEY (cart_id, tenant_id) REFERENCES carts (id, tenant_id)
);
CREATE INDEX finance_settlements_period_idx ON finance_settlements (tenant_id, period_start, id);
CREATE INDEX finance_settlements_status_idx ON finance_settlements (tenant_id, status, period_start, id);
CREATE INDEX finance_settlements_due_idx ON finance_settlements (status, period_end);

CREATE TABLE finance_transactions (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  number text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('sale', 'return', 'refund')),
  settlement_id text NOT NULL,
  cart_id text NOT NULL,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  occurred_at timestamptz NOT NULL,
  -- the cause: the order always; the order line for sales (and the shipment), the request for returns and refunds
  order_id text NOT NULL,
  order_line_id text,
  shipment_id text,
  request_id text,
  -- one transaction per cause: a cause written twice (a repeated call, a re-run seed) adds nothing
  cause_key text NOT NULL,
  sku_id text,
  qty int NOT NULL DEFAULT 0,
  unit_price numeric(18,2),
  tax_rate numeric(6,4) NOT NULL,
  amount_no_tax numeric(18,2) NOT NULL,
  tax numeric(18,2) NOT NULL,
  amount numeric(18,2) NOT NULL,
  UNIQUE (id, tenant_id),
  UNIQUE (tenant_id, number),
  UNIQUE (tenant_id, cause_key),
  CHECK (amount_no_tax + tax = amount),
  CHECK ((kind = 'sale') = (amount >= 0)),
  FOREIGN KEY (settlement_id, tenant_id) REFERENCES finance_settlements (id, tenant_id),
  FOREIGN KEY (order_id, tenant_id) REFERENCES orders (id, tenant_id)
);
CREATE INDEX finance_transactions_time_idx ON finance_transactions (tenant_id, occurred_at, id);
CREATE INDEX finance_transactions_settlement_idx ON finance_transactions (settlement_id, kind);
CREATE INDEX finance_transactions_order_idx ON finance_transactions (tenant_id, order_id);

CREATE TABLE finance_disputes (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  settlement_id text NOT NULL,
  transaction_id text NOT NULL,
  reason text NOT NULL CHECK (reason IN ('PRICE_NOT_IN_FORCE', 'QUANTITY_RECEIVED_WRONG', 'PENALTY_NOT_MY_FAULT', 'DUPLICATE_LINE', 'OTHER')),
  note text NOT NULL DEFAULT '',
  status text NOT NULL CHECK (status IN ('open', 'won', 'refused')),
  decide_due_at timestamptz NOT NULL,
  decided_at timestamptz,
  decision_en text NOT NULL DEFAULT '',
  decision_zh text NOT NULL DEFAULT '',
  by_name text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (id, tenant_id),
  -- a line is disputed once
  UNIQUE (transaction_id),
  CHECK (reason <> 'OTHER' OR note <> ''),
  CHECK ((status = 'open') = (decided_at IS NULL)),
  FOREIGN KEY (settlement_id, tenant_id) REFERENCES finance_settlements (id, tenant_id),
  FOREIGN KEY (transaction_id, tenant_id) REFERENCES finance_transactions (id, tenant_id)
);
CREATE INDEX finance_disputes_settlement_idx ON finance_disputes (settlement_id, status);
CREATE INDEX finance_disputes_due_idx ON finance_disputes (status, decide_due_at);

CREATE TABLE finance_adjustments (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  settlement_id text NOT NULL,
  transaction_id text NOT NULL,
  dispute_id text NOT NULL UNIQUE,
  reason text NOT NULL,
  amount_no_tax numeric(18,2) NOT NULL,
  tax numeric(18,2) NOT NULL,
  amount numeric(18,2) NOT NULL,
  at timestamptz NOT NULL,
  CHECK (amount_no_tax + tax = amount),
  FOREIGN KEY (settlement_id, tenant_id) REFERENCES finance_settlements (id, tenant_id),
  FOREIGN KEY (transaction_id, tenant_id) REFERENCES finance_transactions (id, tenant_id),
  FOREIGN KEY (dispute_id, tenant_id) REFERENCES finance_disputes (id, tenant_id)
);
CREATE INDEX finance_adjustments_settlement_idx ON finance_adjustments (settlement_id);
