-- New-product applications (docs/domain/products.md, "New-product application"): the platform's
-- category tree with the attributes each category requires (platform reference data like
-- `platforms`: no tenant), and the supplier's batches of new items, each reviewed by the platform's
-- job (server/product/new-product-decisions.ts). An approved item becomes a platform product
-- (products, product_skus of 034).
CREATE TABLE product_categories (
  code text PRIMARY KEY,
  parent_code text REFERENCES product_categories (code),
  name_en text NOT NULL,
  name_zh text NOT NULL,
  sort int NOT NULL
);

-- a category's own attributes; a leaf requires its parent's and its own
CREATE TABLE product_category_attributes (
  category_code text NOT NULL REFERENCES product_categories (code),
  code text NOT NULL,
  name_en text NOT NULL,
  name_zh text NOT NULL,
  type text NOT NULL CHECK (type IN ('text', 'number', 'select')),
  -- select: [{"value": "...", "en": "...", "zh": "..."}]
  options jsonb NOT NULL DEFAULT '[]',
  unit text NOT NULL DEFAULT '',
  required boolean NOT NULL,
  -- number: the range the platform accepts (the review returns a value outside it)
  min_value numeric,
  max_value numeric,
  sort int NOT NULL,
  PRIMARY KEY (category_code, code)
);

INSERT INTO product_categories (code, parent_code, name_en, name_zh, sort) VALUES
  ('KT', NULL, 'Kitchen', '厨房用品', 1), ('KT-DRINK', 'KT', 'Drinkware', '水具', 1), ('KT-COOK', 'KT', 'Cookware', '锅具', 2), ('KT-STORE', 'KT', 'Food storage', '食品收纳', 3),
  ('HM', NULL, 'Home', '家居', 2), ('HM-BED', 'HM', 'Bedding and bath', '床品与浴巾', 1), ('HM-DECOR', 'HM', 'Decor', '家居装饰', 2), ('HM-LIGHT', 'HM', 'Lighting', '灯具', 3),
  ('OD', NULL, 'Outdoor', '户外', 3), ('OD-CAMP', 'OD', 'Camping', '露营', 1), ('OD-FIT', 'OD', 'Fitness', '健身', 2),
  ('EL', NULL, 'Electronics', '电子产品', 4), ('EL-CHG', 'EL', 'Chargers and cables', '充电与线材', 1), ('EL-AUDIO', 'EL', 'Audio', '音频设备', 2), ('EL-ACC', 'EL', 'Phone and laptop accessories', '手机电脑配件', 3),
  ('PT', NULL, 'Pet', '宠物用品', 5), ('PT-TOY', 'PT', 'Toys and grooming', '玩具与护理', 1), ('PT-FEED', 'PT', 'Feeding', '喂食用品', 2),
  ('AP', NULL, 'Apparel', '服装', 6), ('AP-TOP', 'AP', 'Tops and outerwear', '上装与外套', 1), ('AP-ACC', 'AP', 'Socks and accessories', '袜子与配饰', 2),
  ('BT', NULL, 'Beauty', '美妆', 7), ('BT-TOOL', 'BT', 'Beauty tools', '美妆工具', 1), ('BT-BAG', 'BT', 'Toiletry bags', '洗漱包', 2),
  ('BB', NULL, 'Baby', '母婴', 8), ('BB-FEED', 'BB', 'Feeding', '喂养用品', 1),
  ('TY', NULL, 'Toys', '玩具', 9), ('TY-BLOCK', 'TY', 'Building toys', '积木', 1),
  ('OF', NULL, 'Office', '办公用品', 10), ('OF-WRITE', 'OF', 'Writing', '书写工具', 1), ('OF-DESK', 'OF', 'Desk accessories', '桌面用品', 2),
  ('GD', NULL, 'Garden', '园艺', 11), ('GD-PLANT', 'GD', 'Planters', '花盆', 1), ('GD-LIGHT', 'GD', 'Garden lighting', '庭院灯', 2);

INSERT INTO product_category_attributes (category_code, code, name_en, name_zh, type, options, unit, required, min_value, max_value, sort) VALUES
  ('KT', 'material', 'Material', '材质', 'select', '[{"value":"stainless","en":"Stainless steel","zh":"不锈钢"},{"value":"glass","en":"Glass","zh":"玻璃"},{"value":"ceramic","en":"Ceramic","zh":"陶瓷"},{"value":"silicone","en":"Silicone","zh":"硅胶"},{"value":"bamboo","en":"Bamboo","zh":"竹"},{"value":"castIron","en":"Cast iron","zh":"铸铁"},{"value":"aluminium","en":"Aluminium","zh":"铝"}]', '', true, NULL, NULL, 1),
  ('KT', 'foodContact', 'Food contact certificate', '食品接触认证', 'select', '[{"value":"fda","en":"FDA","zh":"FDA"},{"value":"lfgb","en":"LFGB","zh":"LFGB"},{"value":"gb4806","en":"GB 4806","zh":"GB 4806"}]', '', true, NULL, NULL, 2),
  ('KT-DRINK', 'capacity', 'Capacity', '容量', 'number', '[]', 'ml', true, 100, 3000, 1),
  ('KT-DRINK', 'insulated', 'Insulated', '保温', 'select', '[{"value":"yes","en":"Yes","zh":"是"},{"value":"no","en":"No","zh":"否"}]', '', false, NULL, NULL, 2),
  ('KT-COOK', 'diameter', 'Diameter', '直径', 'number', '[]', 'cm', true, 10, 50, 1),
  ('KT-COOK', 'induction', 'Induction ready', '适用电磁炉', 'select', '[{"value":"yes","en":"Yes","zh":"是"},{"value":"no","en":"No","zh":"否"}]', '', true, NULL, NULL, 2),
  ('KT-STORE', 'pieces', 'Pieces', '件数', 'number', '[]', 'pcs', true, 1, 50, 1),
  ('KT-STORE', 'lid', 'Lid', '盖子', 'text', '[]', '', false, NULL, NULL, 2),
  ('HM', 'material', 'Material', '材质', 'text', '[]', '', true, NULL, NULL, 1),
  ('HM-BED', 'size', 'Bed size', '床尺寸', 'select', '[{"value":"twin","en":"Twin","zh":"单人"},{"value":"full","en":"Full","zh":"双人"},{"value":"queen","en":"Queen","zh":"大号双人"},{"value":"king","en":"King","zh":"特大双人"},{"value":"na","en":"Not a bed item","zh":"非床品"}]', '', true, NULL, NULL, 1),
  ('HM-BED', 'threadCount', 'Thread count', '支数', 'number', '[]', '', false, 100, 1000, 2),
  ('HM-DECOR', 'color', 'Colour', '颜色', 'text', '[]', '', true, NULL, NULL, 1),
  ('HM-DECOR', 'dimensions', 'Dimensions', '尺寸', 'text', '[]', '', false, NULL, NULL, 2),
  ('HM-LIGHT', 'wattage', 'Wattage', '功率', 'number', '[]', 'W', true, 1, 100, 1),
  ('HM-LIGHT', 'plug', 'Plug', '插头', 'select', '[{"value":"us","en":"US","zh":"美规"},{"value":"eu","en":"EU","zh":"欧规"},{"value":"uk","en":"UK","zh":"英规"},{"value":"usb","en":"USB","zh":"USB"}]', '', true, NULL, NULL, 2),
  ('OD', 'waterproof', 'Water resistance', '防水等级', 'select', '[{"value":"none","en":"None","zh":"无"},{"value":"ipx4","en":"IPX4","zh":"IPX4"},{"value":"ipx7","en":"IPX7","zh":"IPX7"}]', '', true, NULL, NULL, 1),
  ('OD-CAMP', 'weight', 'Net weight', '净重', 'number', '[]', 'g', true, 50, 10000, 1),
  ('OD-CAMP', 'capacity', 'Capacity', '容量', 'text', '[]', '', false, NULL, NULL, 2),
  ('OD-FIT', 'maxLoad', 'Maximum load', '最大承重', 'number', '[]', 'kg', true, 1, 200, 1),
  ('OD-FIT', 'thickness', 'Thickness', '厚度', 'number', '[]', 'mm', false, 1, 30, 2),
  ('EL', 'certification', 'Certification', '认证', 'select', '[{"value":"ce","en":"CE","zh":"CE"},{"value":"fcc","en":"FCC","zh":"FCC"},{"value":"ccc","en":"CCC","zh":"CCC"},{"value":"ukca","en":"UKCA","zh":"UKCA"}]', '', true, NULL, NULL, 1),
  ('EL-CHG', 'outputPower', 'Output power', '输出功率', 'number', '[]', 'W', true, 1, 200, 1),
  ('EL-CHG', 'connector', 'Connector', '接口', 'select', '[{"value":"usbC","en":"USB-C","zh":"USB-C"},{"value":"lightning","en":"Lightning","zh":"Lightning"},{"value":"microUsb","en":"Micro USB","zh":"Micro USB"},{"value":"qi","en":"Qi wireless","zh":"Qi 无线"}]', '', true, NULL, NULL, 2),
  ('EL-AUDIO', 'batteryLife', 'Battery life', '续航', 'number', '[]', 'h', true, 1, 100, 1),
  ('EL-AUDIO', 'bluetooth', 'Bluetooth version', '蓝牙版本', 'text', '[]', '', false, NULL, NULL, 2),
  ('EL-ACC', 'compatibleModel', 'Compatible models', '适配机型', 'text', '[]', '', true, NULL, NULL, 1),
  ('PT', 'petType', 'Pet', '适用宠物', 'select', '[{"value":"dog","en":"Dog","zh":"狗"},{"value":"cat","en":"Cat","zh":"猫"},{"value":"all","en":"Dogs and cats","zh":"猫狗通用"}]', '', true, NULL, NULL, 1),
  ('PT-TOY', 'petSize', 'Pet size', '宠物体型', 'select', '[{"value":"s","en":"Small","zh":"小型"},{"value":"m","en":"Medium","zh":"中型"},{"value":"l","en":"Large","zh":"大型"}]', '', true, NULL, NULL, 1),
  ('PT-FEED', 'capacity', 'Capacity', '容量', 'number', '[]', 'L', true, 0.2, 10, 1),
  ('AP', 'material', 'Fabric', '面料', 'text', '[]', '', true, NULL, NULL, 1),
  ('AP', 'gender', 'Gender', '适用性别', 'select', '[{"value":"men","en":"Men","zh":"男"},{"value":"women","en":"Women","zh":"女"},{"value":"unisex","en":"Unisex","zh":"中性"},{"value":"kids","en":"Kids","zh":"儿童"}]', '', true, NULL, NULL, 2),
  ('AP-TOP', 'size', 'Size', '尺码', 'select', '[{"value":"s","en":"S","zh":"S"},{"value":"m","en":"M","zh":"M"},{"value":"l","en":"L","zh":"L"},{"value":"xl","en":"XL","zh":"XL"}]', '', true, NULL, NULL, 1),
  ('AP-ACC', 'packCount', 'Pairs or pieces in a pack', '每包数量', 'number', '[]', 'pcs', false, 1, 12, 1),
  ('BT', 'material', 'Material', '材质', 'text', '[]', '', true, NULL, NULL, 1),
  ('BT-TOOL', 'pieces', 'Pieces', '件数', 'number', '[]', 'pcs', true, 1, 50, 1),
  ('BT-BAG', 'dimensions', 'Dimensions', '尺寸', 'text', '[]', '', false, NULL, NULL, 1),
  ('BB', 'ageRange', 'Age range', '适用年龄', 'select', '[{"value":"0-6m","en":"0-6 months","zh":"0-6 个月"},{"value":"6-12m","en":"6-12 months","zh":"6-12 个月"},{"value":"1-3y","en":"1-3 years","zh":"1-3 岁"}]', '', true, NULL, NULL, 1),
  ('BB', 'bpaFree', 'Free of BPA', '无双酚类物质', 'select', '[{"value":"yes","en":"Yes","zh":"是"},{"value":"no","en":"No","zh":"否"}]', '', true, NULL, NULL, 2),
  ('BB-FEED', 'capacity', 'Capacity', '容量', 'number', '[]', 'ml', true, 30, 500, 1),
  ('TY', 'ageFrom', 'From age', '适用起始年龄', 'number', '[]', 'years', true, 0, 14, 1),
  ('TY-BLOCK', 'pieces', 'Pieces', '件数', 'number', '[]', 'pcs', true, 10, 2000, 1),
  ('OF-WRITE', 'packCount', 'Pens in a pack', '每包支数', 'number', '[]', 'pcs', true, 1, 100, 1),
  ('OF-WRITE', 'inkColor', 'Ink colour', '墨水颜色', 'text', '[]', '', false, NULL, NULL, 2),
  ('OF-DESK', 'material', 'Material', '材质', 'text', '[]', '', true, NULL, NULL, 1),
  ('OF-DESK', 'maxLoad', 'Maximum load', '最大承重', 'number', '[]', 'kg', false, 1, 50, 2),
  ('GD', 'outdoorRated', 'For outdoor use', '可户外使用', 'select', '[{"value":"yes","en":"Yes","zh":"是"},{"value":"no","en":"No","zh":"否"}]', '', true, NULL, NULL, 1),
  ('GD-PLANT', 'diameter', 'Diameter', '直径', 'number', '[]', 'cm', true, 5, 60, 1),
  ('GD-LIGHT', 'solar', 'Solar powered', '太阳能供电', 'select', '[{"value":"yes","en":"Yes","zh":"是"},{"value":"no","en":"No","zh":"否"}]', '', true, NULL, NULL, 1),
  ('GD-LIGHT', 'runtime', 'Runtime', '续航时间', 'number', '[]', 'h', false, 1, 24, 2);

CREATE TABLE product_apply_batches (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  batch_code text NOT NULL,
  cart_id text NOT NULL,
  created_at timestamptz NOT NULL,
  created_by_name text NOT NULL,
  updated_at timestamptz NOT NULL,
  version int NOT NULL DEFAULT 1,
  UNIQUE (id, tenant_id),
  UNIQUE (tenant_id, batch_code),
  FOREIGN KEY (cart_id, tenant_id) REFERENCES carts (id, tenant_id)
);
CREATE INDEX product_apply_batches_created_idx ON product_apply_batches (tenant_id, created_at, id);

CREATE TABLE product_apply_items (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  batch_id text NOT NULL,
  line_no int NOT NULL,
  -- '' while a draft has none
  category_code text NOT NULL DEFAULT '',
  title text NOT NULL DEFAULT '',
  brand text NOT NULL DEFAULT '',
  sku_id text,
  supply_price numeric(18,5) CHECK (supply_price > 0),
  attributes jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL CHECK (status IN ('draft', 'inReview', 'approved', 'returned', 'rejected')),
  reason_code text CHECK (reason_code IN ('ATTRIBUTE_INVALID', 'CATEGORY_WRONG', 'DUPLICATE_PRODUCT', 'TITLE_POOR')),
  -- the fields a returned item reopens: 'title', 'categoryCode', 'attributes.<code>'
  fix_fields text[] NOT NULL DEFAULT '{}',
  review_due_at timestamptz,
  submitted_at timestamptz,
  decided_at timestamptz,
  product_id text,
  version int NOT NULL DEFAULT 1,
  UNIQUE (batch_id, line_no),
  FOREIGN KEY (batch_id, tenant_id) REFERENCES product_apply_batches (id, tenant_id) ON DELETE CASCADE,
  FOREIGN KEY (sku_id, tenant_id) REFERENCES skus (id, tenant_id),
  CHECK ((status IN ('returned', 'rejected')) = (reason_code IS NOT NULL)),
  CHECK ((status = 'approved') = (product_id IS NOT NULL))
);
CREATE INDEX product_apply_items_batch_idx ON product_apply_items (batch_id, line_no);
-- the job's work: items in review by deadline
CREATE INDEX product_apply_items_due_idx ON product_apply_items (review_due_at) WHERE status = 'inReview';
