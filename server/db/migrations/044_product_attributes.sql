-- Extended attributes of a product (docs/domain/products.md, "Product master list and extended
-- attributes"): the leaf of the platform's category tree the supplier chose for it and a value per
-- attribute, with how many required ones still have none (kept, so the product list shows and
-- filters it without reading every product's values). A product without a row has chosen no leaf:
-- its top category's required attributes are all missing (product_top_required).
CREATE TABLE product_attributes (
  product_id text PRIMARY KEY,
  tenant_id text NOT NULL,
  category_code text NOT NULL REFERENCES product_categories (code),
  attribute_values jsonb NOT NULL DEFAULT '{}',
  missing int NOT NULL CHECK (missing >= 0),
  version int NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL,
  updated_by_name text NOT NULL DEFAULT '',
  FOREIGN KEY (product_id, tenant_id) REFERENCES products (id, tenant_id) ON DELETE CASCADE
);
CREATE INDEX product_attributes_tenant_idx ON product_attributes (tenant_id, missing);

-- the required attributes of each top category by its English name (products.category holds it)
CREATE VIEW product_top_required AS
  SELECT c.name_en, count(a.code) FILTER (WHERE a.required)::int AS required
    FROM product_categories c LEFT JOIN product_category_attributes a ON a.category_code = c.code
   WHERE c.parent_code IS NULL
   GROUP BY c.name_en;
