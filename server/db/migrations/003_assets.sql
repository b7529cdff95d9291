-- Assets (docs/domain/assets.md): sales platforms, warehouses, carts (shops), logistics channels
-- with their carriers, ports and trunk lines, buffer and cost settings with their change records,
-- the tenant's asset settings and the sku catalogue the inventory domain hangs off.
--
-- Conventions: ids are text; every tenant-owned table has tenant_id and UNIQUE (id, tenant_id) so
-- other tables can reference (x_id, tenant_id) together and never point at another tenant's row;
-- rows users edit carry `version` (optimistic concurrency: an update names the version it read);
-- rows that history refers to are soft-deleted (deleted_at) and their code is free again.
-- Money and fees are numeric(18,5) (spec section 5: up to 5 decimals), weights grams, sizes cm.
-- Keyset searches sort on (tenant_id, column, id): one index per sortable column.

-- ---- platforms (static, not tenant-owned) ---------------------------------------------------

CREATE TABLE platforms (
  code text PRIMARY KEY,
  name text NOT NULL,
  name_zh text NOT NULL,
  -- ISO 3166-1 alpha-2 codes of the sites (marketplaces) a shop can sell on
  site_countries text[] NOT NULL,
  -- settlement currency the platform pays suppliers in
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- defaults a new cart's cost settings start from (percent 0..100, amount in `currency`)
  default_commission_pct numeric(7,2) NOT NULL,
  default_fixed_fee numeric(18,5) NOT NULL,
  default_payment_fee_pct numeric(7,2) NOT NULL,
  sort_order int NOT NULL
);

INSERT INTO platforms (code, name, name_zh, site_countries, currency, default_commission_pct, default_fixed_fee, default_payment_fee_pct, sort_order) VALUES
  ('amazon',  'Amazon',      '亚马逊',      '{US,CA,GB,DE,FR,JP,AU}', 'USD', 15.00, 0.99, 0.00, 1),
  ('walmart', 'Walmart',     '沃尔玛',      '{US,CA}',                'USD', 15.00, 0.00, 0.00, 2),
  ('shopee',  'Shopee',      '虾皮',        '{SG,MY,TH,PH,VN}',       'USD',  6.00, 0.00, 2.00, 3),
  ('tiktok',  'TikTok Shop', 'TikTok 小店', '{US,GB,SG,MY,TH}',       'USD',  8.00, 0.30, 0.00, 4),
  ('temu',    'Temu',        'Temu',        '{US,GB,DE,FR,JP,AU}',    'CNY',  0.00, 0.00, 0.00, 5),
  ('ebay',    'eBay',        '易贝',        '{US,GB,DE,AU}',          'USD', 13.25, 0.30, 0.00, 6),
  ('lazada',  'Lazada',      '来赞达',      '{SG,MY,TH,PH,VN}',       'USD',  5.00, 0.00, 2.00, 7),
  ('shopify', 'Shopify',     'Shopify',     '{US,CA,GB,AU}',          'USD',  0.00, 0.30, 2.90, 8);

-- ---- warehouses -----------------------------------------------------------------------------

CREATE TABLE warehouses (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  code text NOT NULL CHECK (code ~ '^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  -- 'own' is the value of the warehouseType option dictionary for a self-operated warehouse
  type text NOT NULL CHECK (type IN ('own', 'thirdParty', 'bonded', 'overseas', 'platform')),
  -- the 3PL operating a thirdParty warehouse, and that provider's own code for it
  provider_name text,
  provider_warehouse_code text,
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  state_or_province text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  district text NOT NULL DEFAULT '',
  area text NOT NULL DEFAULT '',
  address_line1 text NOT NULL DEFAULT '',
  postal_code text NOT NULL DEFAULT '',
  contact_name text NOT NULL DEFAULT '',
  contact_phone text NOT NULL DEFAULT '',
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  remark text NOT NULL DEFAULT '',
  version int NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  created_by text,
  updated_at timestamptz NOT NULL,
  updated_by text,
  deleted_at timestamptz,
  UNIQUE (id, tenant_id),
  CHECK (type <> 'thirdParty' OR coalesce(provider_name, '') <> '')
);
CREATE UNIQUE INDEX warehouses_code_uq ON warehouses (tenant_id, code) WHERE deleted_at IS NULL;
CREATE INDEX warehouses_code_idx ON warehouses (tenant_id, code, id);
CREATE INDEX warehouses_name_idx ON warehouses (tenant_id, name, id);
CREATE INDEX warehouses_type_idx ON warehouses (tenant_id, type, id);
CREATE INDEX warehouses_country_idx ON warehouses (tenant_id, country, id);
CREATE INDEX warehouses_status_idx ON warehouses (tenant_id, status, id);
CREATE INDEX warehouses_created_idx ON warehouses (tenant_id, created_at, id);
CREATE INDEX warehouses_updated_idx ON warehouses (tenant_id, updated_at, id);
CREATE INDEX warehouses_provider_idx ON warehouses (tenant_id, provider_name, id) WHERE type = 'thirdParty';

-- Buffer (safety stock held back from what the platforms are told): per warehouse, a fixed
-- quantity per sku and a ratio (percent of available stock, 2 decimals); the larger applies.
CREATE TABLE warehouse_buffer_settings (
  warehouse_id text PRIMARY KEY,
  tenant_id text NOT NULL,
  buffer_qty int NOT NULL DEFAULT 0 CHECK (buffer_qty >= 0),
  buffer_ratio numeric(5,2) NOT NULL DEFAULT 0 CHECK (buffer_ratio BETWEEN 0 AND 100),
  version int NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL,
  updated_by text,
  FOREIGN KEY (warehouse_id, tenant_id) REFERENCES warehouses (id, tenant_id)
);

-- One row per saved change of the buffer settings: who, when, old -> new.
CREATE TABLE warehouse_buffer_records (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  warehouse_id text NOT NULL,
  old_qty int,
  new_qty int NOT NULL,
  old_ratio numeric(5,2),
  new_ratio numeric(5,2) NOT NULL,
  changed_by text,
  changed_by_name text NOT NULL,
  changed_at timestamptz NOT NULL,
  FOREIGN KEY (warehouse_id, tenant_id) REFERENCES warehouses (id, tenant_id)
);
CREATE INDEX warehouse_buffer_records_idx ON warehouse_buffer_records (tenant_id, warehouse_id, changed_at, id);

-- Warehouse costs (what the warehouse charges the supplier), amounts in `currency`; null = not charged.
CREATE TABLE warehouse_cost_settings (
  warehouse_id text PRIMARY KEY,
  tenant_id text NOT NULL,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  inbound_per_unit numeric(18,5) CHECK (inbound_per_unit > 0),
  outbound_per_order numeric(18,5) CHECK (outbound_per_order > 0),
  outbound_per_extra_unit numeric(18,5) CHECK (outbound_per_extra_unit > 0),
  storage_per_cbm_day numeric(18,5) CHECK (storage_per_cbm_day > 0),
  return_per_unit numeric(18,5) CHECK (return_per_unit > 0),
  version int NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL,
  updated_by text,
  FOREIGN KEY (warehouse_id, tenant_id) REFERENCES warehouses (id, tenant_id)
);

-- ---- carts (shops on a platform site) -------------------------------------------------------

CREATE TABLE carts (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  code text NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  platform_code text NOT NULL REFERENCES platforms (code),
  site_country text NOT NULL CHECK (site_country ~ '^[A-Z]{2}$'),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- the shop's id on the platform (seller id, shop id)
  platform_shop_id text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'closed')),
  remark text NOT NULL DEFAULT '',
  version int NOT NULL DEFAULT 1,
  -- the per-cart logistics choice has its own version so editing it never conflicts with the cart form
  logistics_version int NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by text,
  UNIQUE (id, tenant_id),
  UNIQUE (tenant_id, code)
);
CREATE INDEX carts_code_idx ON carts (tenant_id, code, id);
CREATE INDEX carts_name_idx ON carts (tenant_id, name, id);
CREATE INDEX carts_platform_idx ON carts (tenant_id, platform_code, id);
CREATE INDEX carts_site_idx ON carts (tenant_id, site_country, id);
CREATE INDEX carts_status_idx ON carts (tenant_id, status, id);
CREATE INDEX carts_created_idx ON carts (tenant_id, created_at, id);
CREATE INDEX carts_updated_idx ON carts (tenant_id, updated_at, id);

-- Platform fees of a cart (percent 0..100 with up to 5 decimals; fixed fee in `currency`).
CREATE TABLE cart_cost_settings (
  cart_id text PRIMARY KEY,
  tenant_id text NOT NULL,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  commission_pct numeric(10,5) CHECK (commission_pct > 0 AND commission_pct <= 100),
  fixed_fee_per_order numeric(18,5) CHECK (fixed_fee_per_order > 0),
  payment_fee_pct numeric(10,5) CHECK (payment_fee_pct > 0 AND payment_fee_pct <= 100),
  version int NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL,
  updated_by text,
  FOREIGN KEY (cart_id, tenant_id) REFERENCES carts (id, tenant_id)
);

-- ---- logistics reference lists ----------------------------------------------------------------

CREATE TABLE carriers (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  code text NOT NULL CHECK (code ~ '^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  tracking_url text NOT NULL DEFAULT '',
  version int NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  deleted_at timestamptz,
  UNIQUE (id, tenant_id)
);
CREATE UNIQUE INDEX carriers_code_uq ON carriers (tenant_id, code) WHERE deleted_at IS NULL;

CREATE TABLE ports (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  -- UN/LOCODE style: CNSZX, USLAX
  code text NOT NULL CHECK (code ~ '^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  port_type text NOT NULL CHECK (port_type IN ('sea', 'air', 'rail', 'land')),
  version int NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  deleted_at timestamptz,
  UNIQUE (id, tenant_id)
);
CREATE UNIQUE INDEX ports_code_uq ON ports (tenant_id, code) WHERE deleted_at IS NULL;

CREATE TABLE trunk_lines (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  code text NOT NULL CHECK (code ~ '^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  origin_port_id text NOT NULL,
  destination_port_id text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('express', 'air', 'sea', 'rail', 'truck')),
  transit_days int NOT NULL CHECK (transit_days BETWEEN 0 AND 365),
  version int NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  deleted_at timestamptz,
  UNIQUE (id, tenant_id),
  FOREIGN KEY (origin_port_id, tenant_id) REFERENCES ports (id, tenant_id),
  FOREIGN KEY (destination_port_id, tenant_id) REFERENCES ports (id, tenant_id),
  CHECK (origin_port_id <> destination_port_id)
);
CREATE UNIQUE INDEX trunk_lines_code_uq ON trunk_lines (tenant_id, code) WHERE deleted_at IS NULL;

-- ---- logistics channels -------------------------------------------------------------------------

CREATE TABLE logistics_channels (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  code text NOT NULL CHECK (code ~ '^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  carrier_id text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('express', 'air', 'sea', 'rail', 'truck')),
  trunk_line_id text,
  transit_days_min int NOT NULL DEFAULT 0 CHECK (transit_days_min BETWEEN 0 AND 365),
  transit_days_max int NOT NULL DEFAULT 0 CHECK (transit_days_max BETWEEN 0 AND 365),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  remark text NOT NULL DEFAULT '',
  version int NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  created_by text,
  updated_at timestamptz NOT NULL,
  updated_by text,
  deleted_at timestamptz,
  UNIQUE (id, tenant_id),
  FOREIGN KEY (carrier_id, tenant_id) REFERENCES carriers (id, tenant_id),
  FOREIGN KEY (trunk_line_id, tenant_id) REFERENCES trunk_lines (id, tenant_id),
  CHECK (transit_days_min <= transit_days_max)
);
CREATE UNIQUE INDEX logistics_code_uq ON logistics_channels (tenant_id, code) WHERE deleted_at IS NULL;
CREATE INDEX logistics_code_idx ON logistics_channels (tenant_id, code, id);
CREATE INDEX logistics_name_idx ON logistics_channels (tenant_id, name, id);
CREATE INDEX logistics_mode_idx ON logistics_channels (tenant_id, mode, id);
CREATE INDEX logistics_status_idx ON logistics_channels (tenant_id, status, id);
CREATE INDEX logistics_created_idx ON logistics_channels (tenant_id, created_at, id);
CREATE INDEX logistics_updated_idx ON logistics_channels (tenant_id, updated_at, id);
CREATE INDEX logistics_carrier_idx ON logistics_channels (carrier_id);
CREATE INDEX logistics_trunk_idx ON logistics_channels (trunk_line_id);

-- Which logistics channels a cart ships with (at most one default per cart).
CREATE TABLE cart_logistics (
  tenant_id text NOT NULL,
  cart_id text NOT NULL,
  logistics_id text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (cart_id, logistics_id),
  FOREIGN KEY (cart_id, tenant_id) REFERENCES carts (id, tenant_id),
  FOREIGN KEY (logistics_id, tenant_id) REFERENCES logistics_channels (id, tenant_id)
);
CREATE INDEX cart_logistics_logistics_idx ON cart_logistics (logistics_id);
CREATE UNIQUE INDEX cart_logistics_default_uq ON cart_logistics (cart_id) WHERE is_default;

-- Additional charges a logistics channel can add on top of its formula (static catalogue).
CREATE TABLE logistics_additional_cost_definitions (
  code text PRIMARY KEY,
  name text NOT NULL,
  name_zh text NOT NULL,
  -- perParcel: amount per parcel; perKg: amount per chargeable kg;
  -- percentOfBase: percent of the formula result; percentOfDeclared: percent of the declared value
  unit text NOT NULL CHECK (unit IN ('perParcel', 'perKg', 'percentOfBase', 'percentOfDeclared')),
  sort_order int NOT NULL
);
INSERT INTO logistics_additional_cost_definitions (code, name, name_zh, unit, sort_order) VALUES
  ('fuelSurcharge',    'Fuel surcharge',        '燃油附加费',   'percentOfBase',     1),
  ('remoteArea',       'Remote area surcharge', '偏远地区附加费', 'perParcel',         2),
  ('customsClearance', 'Customs clearance fee', '清关费',       'perParcel',         3),
  ('insurance',        'Insurance',             '保险费',       'percentOfDeclared', 4),
  ('oversize',         'Oversize surcharge',    '超尺寸附加费',  'perParcel',         5),
  ('peakSeason',       'Peak season surcharge', '旺季附加费',    'perKg',             6);

-- Cost of a logistics channel: a formula over weightKg, volumeCm3, chargeableKg, declaredValue,
-- lengthCm, widthCm, heightCm (evaluated by a safe evaluator, never eval), a minimum charge and
-- additional charges.
CREATE TABLE logistics_cost_settings (
  logistics_id text PRIMARY KEY,
  tenant_id text NOT NULL,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  formula text NOT NULL CHECK (length(formula) BETWEEN 1 AND 500),
  -- volumetric divisor (cm3 per kg), usually 5000 or 6000
  volumetric_divisor int NOT NULL DEFAULT 6000 CHECK (volumetric_divisor > 0),
  min_charge numeric(18,5) CHECK (min_charge > 0),
  version int NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL,
  updated_by text,
  FOREIGN KEY (logistics_id, tenant_id) REFERENCES logistics_channels (id, tenant_id)
);

CREATE TABLE logistics_cost_additional (
  logistics_id text NOT NULL REFERENCES logistics_cost_settings (logistics_id),
  code text NOT NULL REFERENCES logistics_additional_cost_definitions (code),
  amount numeric(18,5) NOT NULL CHECK (amount > 0),
  PRIMARY KEY (logistics_id, code)
);

-- One row per changed field of a warehouse, cart or logistics cost setting: who, when, old -> new.
CREATE TABLE cost_records (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  owner_kind text NOT NULL CHECK (owner_kind IN ('warehouse', 'cart', 'logistics')),
  owner_id text NOT NULL,
  field text NOT NULL,
  old_value text,
  new_value text,
  changed_by text,
  changed_by_name text NOT NULL,
  changed_at timestamptz NOT NULL
);
CREATE INDEX cost_records_idx ON cost_records (tenant_id, owner_kind, owner_id, changed_at, id);

-- ---- tenant asset settings (the /asset/setting screen) ---------------------------------------

CREATE TABLE asset_settings (
  tenant_id text PRIMARY KEY REFERENCES tenants (id),
  default_currency text NOT NULL CHECK (default_currency ~ '^[A-Z]{3}$'),
  default_buffer_ratio numeric(5,2) NOT NULL DEFAULT 0 CHECK (default_buffer_ratio BETWEEN 0 AND 100),
  low_stock_threshold int NOT NULL DEFAULT 10 CHECK (low_stock_threshold >= 0),
  version int NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL,
  updated_by text
);

-- ---- skus (the supplier's product catalogue, what stock and costs are kept for) ----------------

CREATE TABLE skus (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  sku text NOT NULL CHECK (sku ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'),
  name text NOT NULL,
  barcode text NOT NULL DEFAULT '',
  category text NOT NULL DEFAULT '',
  unit text NOT NULL DEFAULT 'pcs' CHECK (unit IN ('pcs', 'set', 'pair', 'box', 'pack')),
  weight_g int NOT NULL CHECK (weight_g > 0),
  length_cm numeric(8,1) NOT NULL DEFAULT 0,
  width_cm numeric(8,1) NOT NULL DEFAULT 0,
  height_cm numeric(8,1) NOT NULL DEFAULT 0,
  purchase_cost numeric(18,5) NOT NULL CHECK (purchase_cost > 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'discontinued')),
  version int NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (id, tenant_id),
  UNIQUE (tenant_id, sku)
);
CREATE INDEX skus_sku_idx ON skus (tenant_id, sku, id);
CREATE INDEX skus_name_idx ON skus (tenant_id, name, id);
CREATE INDEX skus_category_idx ON skus (tenant_id, category, id);
CREATE INDEX skus_barcode_idx ON skus (tenant_id, barcode);
