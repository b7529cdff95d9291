-- The platform's decisions on reported reviews and its performance review of approved fulfilment
-- labels (docs/domain/products.md, "Review", "Fulfilment tag"; the jobs in
-- server/product/review-decisions.ts and tag-performance.ts).
--
-- A reported review is decided once its review time has passed (review_due_at); decision_code is
-- the platform's finding: a removal code, or NO_RULE_BROKEN when it keeps the review.
ALTER TABLE product_reviews ADD COLUMN review_due_at timestamptz;
ALTER TABLE product_reviews ADD COLUMN decision_code text CHECK (decision_code IN ('ABUSIVE_LANGUAGE', 'NOT_ABOUT_PRODUCT', 'PERSONAL_INFO', 'NO_RULE_BROKEN'));
-- reports already waiting in a database made before this migration are due at once
UPDATE product_reviews SET review_due_at = coalesce(reported_at, reviewed_at) WHERE status = 'reported';
CREATE INDEX product_reviews_due_idx ON product_reviews (review_due_at) WHERE status = 'reported';

-- An approved label's next performance review (null: one review period after its approval).
ALTER TABLE product_tag_applications ADD COLUMN performance_due_at timestamptz;
CREATE INDEX product_tag_performance_idx ON product_tag_applications (tenant_id, id) WHERE status = 'approved';
-- a label the platform revokes carries its code (PERFORMANCE_BELOW); a rejected one always has one
ALTER TABLE product_tag_applications DROP CONSTRAINT product_tag_applications_check;
ALTER TABLE product_tag_applications ADD CONSTRAINT product_tag_applications_code_check
  CHECK ((status <> 'rejected' OR decision_code IS NOT NULL) AND (status IN ('rejected', 'revoked') OR decision_code IS NULL));
