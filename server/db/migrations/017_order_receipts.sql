-- Receipt info per order (docs/domain/orders.md, "Receipt info (built)"): the supplier's purchase
-- invoice for the goods of one order, which the platform declares to customs and tax. One header
-- per order (invoice number and date, the seller's tax id, the invoice currency) with one line per
-- sku of the order (quantity, unit purchase price, HS code, country of origin). `version` is the
-- optimistic-concurrency counter of the whole receipt (header and lines).
CREATE TABLE order_receipts (
  order_id text PRIMARY KEY,
  tenant_id text NOT NULL,
  invoice_no text NOT NULL CHECK (length(invoice_no) BETWEEN 1 AND 40),
  invoice_date date NOT NULL,
  seller_tax_id text NOT NULL CHECK (length(seller_tax_id) BETWEEN 1 AND 30),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  version int NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL,
  updated_by_name text,
  UNIQUE (order_id, tenant_id),
  FOREIGN KEY (order_id, tenant_id) REFERENCES orders (id, tenant_id) ON DELETE CASCADE
);

CREATE TABLE order_receipt_lines (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  order_id text NOT NULL,
  sku text NOT NULL,
  qty int NOT NULL CHECK (qty >= 1),
  unit_price numeric(18,2) NOT NULL CHECK (unit_price >= 0),
  hs_code text NOT NULL CHECK (hs_code ~ '^[0-9]{6,10}$'),
  origin_country text NOT NULL CHECK (origin_country ~ '^[A-Z]{2}$'),
  UNIQUE (order_id, sku),
  FOREIGN KEY (order_id, tenant_id) REFERENCES order_receipts (order_id, tenant_id) ON DELETE CASCADE
);
