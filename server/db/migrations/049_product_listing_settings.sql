-- Listing settings and the supplier agreement (docs/domain/products.md, "Listing settings,
-- agreement and subscriptions"): per platform, the platform's supplier agreement (one current
-- version with its text in both languages; static, not tenant-owned), each supplier's acceptances
-- of it (who, when, which version), and the supplier's listing defaults on that platform.
CREATE TABLE product_supplier_agreements (
  platform_code text PRIMARY KEY REFERENCES platforms (code),
  version int NOT NULL CHECK (version >= 1),
  text_en text NOT NULL,
  text_zh text NOT NULL
);
INSERT INTO product_supplier_agreements (platform_code, version, text_en, text_zh)
SELECT code, 1,
  'Supplier agreement of ' || name || ': the supplier keeps its listings truthful (title, images, attributes), ships every order from the named warehouse within the handling days it sets, honours the supply prices it proposes, and accepts the platform''s sale prices and its rules on returns and penalties.',
  name_zh || '供应商协议：供应商须保证商品信息真实（标题、图片、属性），在其设定的备货天数内从指定仓库发出每一个订单，遵守其报出的供货价，并接受平台的销售价及退货与处罚规则。'
  FROM platforms
ON CONFLICT (platform_code) DO NOTHING;

CREATE TABLE product_agreement_acceptances (
  tenant_id text NOT NULL REFERENCES tenants (id),
  platform_code text NOT NULL REFERENCES platforms (code),
  version int NOT NULL,
  accepted_at timestamptz NOT NULL,
  accepted_by_name text NOT NULL,
  PRIMARY KEY (tenant_id, platform_code, version)
);

CREATE TABLE product_listing_settings (
  tenant_id text NOT NULL REFERENCES tenants (id),
  platform_code text NOT NULL REFERENCES platforms (code),
  handling_days int NOT NULL CHECK (handling_days BETWEEN 1 AND 30),
  warehouse_id text,
  auto_apply_formula boolean NOT NULL,
  version int NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL,
  updated_by_name text NOT NULL,
  PRIMARY KEY (tenant_id, platform_code),
  FOREIGN KEY (warehouse_id, tenant_id) REFERENCES warehouses (id, tenant_id)
);
