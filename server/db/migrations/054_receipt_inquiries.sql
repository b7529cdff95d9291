-- Price inquiries (docs/domain/receipts.md, "Price inquiries"): the platform asks the supplier for
-- prices on a list of skus, delivered to one of its warehouses. The supplier replies per line (a
-- quote or a decline with a reason) until reply_closes_at; the platform's job then awards each line
-- to the lowest price within the target (the other bidders' best price is the platform's, stored per
-- line when the inquiry is issued) and opens a receipt request for what the supplier won. Windows
-- are stored (opens and closes), never derived on a screen.
CREATE TABLE receipt_inquiries (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  inquiry_no text NOT NULL,
  warehouse_id text NOT NULL,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  incoterm text NOT NULL CHECK (incoterm IN ('EXW', 'FOB', 'CIF', 'DAP', 'DDP')),
  status text NOT NULL CHECK (status IN ('open', 'replied', 'expired', 'awarded', 'notAwarded')),
  reply_opens_at timestamptz NOT NULL,
  reply_closes_at timestamptz NOT NULL,
  replied_at timestamptz,
  decided_at timestamptz,
  -- the receipt request the award opened (awarded only)
  request_id text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version int NOT NULL DEFAULT 1,
  UNIQUE (tenant_id, inquiry_no),
  UNIQUE (id, tenant_id),
  CHECK (reply_closes_at > reply_opens_at),
  CHECK ((status IN ('expired', 'awarded', 'notAwarded')) = (decided_at IS NOT NULL)),
  FOREIGN KEY (warehouse_id, tenant_id) REFERENCES warehouses (id, tenant_id),
  FOREIGN KEY (request_id, tenant_id) REFERENCES receipt_requests (id, tenant_id)
);
CREATE INDEX receipt_inquiries_created_idx ON receipt_inquiries (tenant_id, created_at, id);
CREATE INDEX receipt_inquiries_due_idx ON receipt_inquiries (reply_closes_at) WHERE status IN ('open', 'replied');

CREATE TABLE receipt_inquiry_lines (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  inquiry_id text NOT NULL,
  line_no int NOT NULL,
  sku_id text NOT NULL,
  wanted_qty int NOT NULL CHECK (wanted_qty > 0),
  target_price numeric(15, 5) CHECK (target_price > 0),
  -- the platform's other bidders' best price (anonymous; null: no other bid)
  other_best_price numeric(15, 5) CHECK (other_best_price > 0),
  -- the supplier's reply: a quote (price, lead time, minimum quantity, valid until) or a decline
  unit_price numeric(15, 5) CHECK (unit_price > 0),
  lead_days int CHECK (lead_days BETWEEN 1 AND 180),
  min_qty int CHECK (min_qty >= 1 AND min_qty <= wanted_qty),
  valid_until date,
  decline_reason text CHECK (decline_reason IN ('CANNOT_SUPPLY', 'PRICE_NOT_VIABLE')),
  -- the platform's award at the deadline (null before)
  outcome text CHECK (outcome IN ('won', 'outbid', 'overTarget', 'declined', 'noReply')),
  awarded_qty int NOT NULL DEFAULT 0 CHECK (awarded_qty >= 0),
  -- the receipt request line the award opened for a won line
  request_line_id text REFERENCES receipt_request_lines (id),
  UNIQUE (inquiry_id, line_no),
  CHECK (decline_reason IS NULL OR unit_price IS NULL),
  CHECK ((unit_price IS NULL) = (lead_days IS NULL) AND (unit_price IS NULL) = (min_qty IS NULL) AND (unit_price IS NULL) = (valid_until IS NULL)),
  FOREIGN KEY (inquiry_id, tenant_id) REFERENCES receipt_inquiries (id, tenant_id),
  FOREIGN KEY (sku_id, tenant_id) REFERENCES skus (id, tenant_id)
);
CREATE INDEX receipt_inquiry_lines_inquiry_idx ON receipt_inquiry_lines (inquiry_id, line_no);
