-- Brand authorizations and shoppers' reviews (docs/domain/products.md, "Brand authorization",
-- "Review"). An authorization proves the supplier may sell a brand for a period; the platform's
-- job grants or refuses a submitted one and expires a granted one whose valid-to passed. A review
-- is a shopper's rating and text on a platform product, with images (the images table), one final
-- reply and a report the platform decides.
CREATE TABLE product_brand_auths (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  auth_no text NOT NULL,
  brand_code text NOT NULL,
  brand_name text NOT NULL,
  auth_type text NOT NULL CHECK (auth_type IN ('owner', 'licensed')),
  trademark_no text NOT NULL,
  registrant text NOT NULL,
  licensor text NOT NULL DEFAULT '',
  valid_from date NOT NULL,
  valid_to date NOT NULL,
  status text NOT NULL CHECK (status IN ('draft', 'submitted', 'granted', 'refused', 'expired', 'revoked')),
  refusal_code text CHECK (refusal_code IN ('TRADEMARK_NO_MISMATCH', 'REGISTRANT_MISMATCH', 'DOCUMENT_EXPIRED', 'CLASS_MISMATCH', 'CHAIN_INCOMPLETE')),
  revoke_reason text NOT NULL DEFAULT '',
  submitted_at timestamptz,
  review_due_at timestamptz,
  decided_at timestamptz,
  created_at timestamptz NOT NULL,
  created_by_name text NOT NULL,
  version int NOT NULL DEFAULT 1,
  UNIQUE (tenant_id, auth_no),
  CHECK (valid_to >= valid_from),
  CHECK ((status = 'refused') = (refusal_code IS NOT NULL))
);
CREATE INDEX product_brand_auths_created_idx ON product_brand_auths (tenant_id, created_at, id);
CREATE INDEX product_brand_auths_brand_idx ON product_brand_auths (tenant_id, brand_code, created_at);
-- the job's work: submitted ones by review deadline, granted ones by valid-to
CREATE INDEX product_brand_auths_due_idx ON product_brand_auths (review_due_at) WHERE status = 'submitted';
CREATE INDEX product_brand_auths_expiry_idx ON product_brand_auths (valid_to) WHERE status = 'granted';

CREATE TABLE product_reviews (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  review_no text NOT NULL,
  product_id text NOT NULL,
  rating int NOT NULL CHECK (rating BETWEEN 1 AND 5),
  body text NOT NULL,
  image_ids text[] NOT NULL DEFAULT '{}',
  shopper text NOT NULL,
  reviewed_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('new', 'replied', 'reported', 'removed', 'kept')),
  reply text NOT NULL DEFAULT '',
  replied_at timestamptz,
  replied_by_name text NOT NULL DEFAULT '',
  report_reason text CHECK (report_reason IN ('ABUSIVE_LANGUAGE', 'NOT_ABOUT_PRODUCT', 'PERSONAL_INFO')),
  report_note text NOT NULL DEFAULT '',
  reported_at timestamptz,
  decided_at timestamptz,
  version int NOT NULL DEFAULT 1,
  UNIQUE (tenant_id, review_no),
  FOREIGN KEY (product_id, tenant_id) REFERENCES products (id, tenant_id) ON DELETE CASCADE,
  -- the reply is final: once written it stays
  CHECK ((reply = '') = (replied_at IS NULL))
);
CREATE INDEX product_reviews_reviewed_idx ON product_reviews (tenant_id, reviewed_at, id);
CREATE INDEX product_reviews_rating_idx ON product_reviews (tenant_id, rating, reviewed_at, id);
CREATE INDEX product_reviews_product_idx ON product_reviews (product_id);

-- A brand authorization's evidence documents (a PDF or an image, checked by content; the bytes in
-- file_parts under the document's id). Uploaded first (auth_id null), then attached when the
-- authorization is added.
CREATE TABLE product_brand_documents (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  auth_id text REFERENCES product_brand_auths (id),
  file_name text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('application/pdf', 'image/png', 'image/jpeg', 'image/webp')),
  size int NOT NULL CHECK (size > 0),
  created_by_name text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX product_brand_documents_auth_idx ON product_brand_documents (auth_id);
