-- Finance, slice 2 (docs/domain/finance.md, "Invoices", issue 21): the supplier's invoice against one
-- confirmed settlement, and its uploaded file (bytes in file parts, server/db/file-parts.ts).
-- Money is numeric(18,2), and without tax + tax = with tax on every row. One live invoice per
-- settlement and one live use of an invoice number per tenant (a cancelled one frees both), so
-- two submits racing cannot both pass the "number used" check.

CREATE TABLE finance_invoice_files (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  file_name text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('application/pdf', 'image/png', 'image/jpeg', 'image/webp')),
  size int NOT NULL CHECK (size > 0),
  created_by_name text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (id, tenant_id)
);

CREATE TABLE finance_invoices (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  number text NOT NULL,
  settlement_id text NOT NULL,
  invoice_no text NOT NULL CHECK (length(invoice_no) BETWEEN 1 AND 40),
  invoice_date date NOT NULL,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  amount_no_tax numeric(18,2) NOT NULL,
  tax numeric(18,2) NOT NULL,
  amount numeric(18,2) NOT NULL,
  file_id text,
  status text NOT NULL CHECK (status IN ('draft', 'submitted', 'approved', 'rejected', 'cancelled')),
  reject_code text,
  reject_reason_en text,
  reject_reason_zh text,
  -- a repeated create with the same key answers the invoice it made
  request_key text NOT NULL,
  created_by_name text NOT NULL,
  created_at timestamptz NOT NULL,
  submitted_at timestamptz,
  decided_at timestamptz,
  version int NOT NULL DEFAULT 1,
  UNIQUE (id, tenant_id),
  UNIQUE (tenant_id, number),
  UNIQUE (tenant_id, request_key),
  CHECK (amount_no_tax + tax = amount),
  CHECK ((status = 'rejected') = (reject_code IS NOT NULL)),
  FOREIGN KEY (settlement_id, tenant_id) REFERENCES finance_settlements (id, tenant_id),
  FOREIGN KEY (file_id, tenant_id) REFERENCES finance_invoice_files (id, tenant_id)
);
CREATE UNIQUE INDEX finance_invoices_live_settlement ON finance_invoices (settlement_id) WHERE status <> 'cancelled';
CREATE UNIQUE INDEX finance_invoices_live_no ON finance_invoices (tenant_id, invoice_no) WHERE status <> 'cancelled';
CREATE INDEX finance_invoices_time_idx ON finance_invoices (tenant_id, created_at, id);
CREATE INDEX finance_invoices_due_idx ON finance_invoices (status, submitted_at);
