-- Label applications by upload (docs/domain/products.md "Slice (built): label applications by
-- upload"): an application made by confirming a tagApply import names that import, so an apply
-- batch that finds the product and tag's open application knows whether this same import made it
-- (its rows are part of it) or another file or the form did meanwhile (its rows are refused).
ALTER TABLE product_tag_applications ADD COLUMN import_id text;
CREATE INDEX product_tag_import_idx ON product_tag_applications (import_id) WHERE import_id IS NOT NULL;
