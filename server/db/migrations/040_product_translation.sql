-- SPU transfer (docs/domain/products.md, "SPU transfer"): the platform's grant that lets a
-- supplier transfer its products to the platform's other sites, and each product's listing text
-- in the other language.
CREATE TABLE product_spu_transfer (
  tenant_id text PRIMARY KEY REFERENCES tenants (id),
  granted_at timestamptz NOT NULL
);

CREATE TABLE product_translations (
  tenant_id text NOT NULL,
  product_id text NOT NULL,
  lang text NOT NULL CHECK (lang IN ('en', 'zh-CN')),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  version int NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL,
  updated_by_name text NOT NULL,
  PRIMARY KEY (product_id, lang),
  FOREIGN KEY (product_id, tenant_id) REFERENCES products (id, tenant_id)
);
