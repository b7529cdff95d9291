// Deterministic asset catalogue of the demo tenants (docs/domain/assets.md): each supplier gets 30
// warehouses (8 third-party), 300 carts across the platforms, 10 carriers, 14 ports, 8 trunk
// lines, 15 logistics channels (13 bound to carts), 3,000 skus, buffer and cost settings with a
// history of change records, and its asset settings. Sellers, distributors and providers get a
// few carts. Ids come from a PRNG per tenant and entity, so every run writes the same rows;
// re-running inserts nothing twice (ON CONFLICT DO NOTHING) and never overwrites user changes.
// Rows go in as multi-row INSERTs of at most 1,000 rows.
import type { TenantKind } from '../../src/contract';
import type { Db, SqlParam } from '../db/db';
import { pick, Prng, UniqueIds } from '../db/prng';

const ASSET_SEED = 'wharf-assets-v1';
const BATCH = 1000;
const DAY = 86_400_000;
/** Fixed base time: seeded rows are byte-identical between runs and machines. */
const SEEDED_AT = Date.parse('2026-01-01T00:00:00Z');
const at = (offsetMs: number) => new Date(SEEDED_AT + offsetMs);

export interface AssetSeedTenant {
  key: string;
  kind: TenantKind;
  currency: string;
}
export interface AssetSeedUser {
  account: string;
  tenant: string;
  role: string;
  displayName: string;
}

export const assetSeedSizes = {
  supplier: { warehouses: 30, carts: 300, carriers: 10, ports: 14, trunkLines: 8, logistics: 15, skus: 3000 },
  seller: { carts: 8 },
  distributor: { carts: 3 },
  provider: { carts: 2 },
} as const;

type Row = readonly SqlParam[];

/** Multi-row INSERT ... ON CONFLICT DO NOTHING in batches of at most 1,000 rows. */
export async function insertBatch(db: Db, table: string, columns: readonly string[], rows: readonly Row[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const chunk = rows.slice(start, start + BATCH);
    const params: SqlParam[] = [];
    const tuples = chunk.map((row) => {
      if (row.length !== columns.length) throw new Error(`${table}: row has ${row.length} values for ${columns.length} columns`);
      const slots = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${slots.join(', ')})`;
    });
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} ON CONFLICT DO NOTHING`, params);
  }
}

// ---- reference data ----------------------------------------------------------------------------

interface WarehouseSeed {
  code: string;
  name: string;
  type: 'own' | 'thirdParty' | 'bonded' | 'overseas' | 'platform';
  provider?: string;
  providerCode?: string;
  country: string;
  state: string;
  city: string;
  district: string;
  street: string;
  postal: string;
  currency: string;
  disabled?: boolean;
}

const w = (
  code: string, name: string, type: WarehouseSeed['type'], country: string, state: string, city: string, district: string,
  street: string, postal: string, currency: string, extra: Partial<WarehouseSeed> = {},
): WarehouseSeed => ({ code, name, type, country, state, city, district, street, postal, currency, ...extra });

export const seedWarehouses: readonly WarehouseSeed[] = [
  w('SZ-BA01', "Shenzhen Bao'an Warehouse", 'own', 'CN', 'Guangdong', 'Shenzhen', "Bao'an", '18 Fuyong Industrial Road', '518103', 'CNY'),
  w('SZ-LG01', 'Shenzhen Longgang Warehouse', 'own', 'CN', 'Guangdong', 'Shenzhen', 'Longgang', '66 Bantian Logistics Park', '518129', 'CNY'),
  w('DG-CA01', "Dongguan Chang'an Warehouse", 'own', 'CN', 'Guangdong', 'Dongguan', "Chang'an", '9 Xiaobian Road', '523860', 'CNY'),
  w('GZ-BY01', 'Guangzhou Baiyun Warehouse', 'own', 'CN', 'Guangdong', 'Guangzhou', 'Baiyun', '230 Airport Road', '510405', 'CNY'),
  w('YW-FT01', 'Yiwu Futian Warehouse', 'own', 'CN', 'Zhejiang', 'Yiwu', 'Futian', '1 International Trade City Road', '322000', 'CNY'),
  w('NB-BL01', 'Ningbo Beilun Warehouse', 'own', 'CN', 'Zhejiang', 'Ningbo', 'Beilun', '88 Port Avenue', '315800', 'CNY'),
  w('SH-PD01', 'Shanghai Pudong Warehouse', 'own', 'CN', 'Shanghai', 'Shanghai', 'Pudong', '500 Waigaoqiao Road', '200131', 'CNY'),
  w('XM-HC01', 'Xiamen Haicang Warehouse', 'own', 'CN', 'Fujian', 'Xiamen', 'Haicang', '12 Xinyang Road', '361026', 'CNY', { disabled: true }),
  w('SZ-QH-BD', 'Qianhai Bonded Warehouse', 'bonded', 'CN', 'Guangdong', 'Shenzhen', 'Nanshan', '3 Qianwan Road, Qianhai', '518066', 'CNY'),
  w('NB-BS-BD', 'Ningbo Bonded Zone Warehouse', 'bonded', 'CN', 'Zhejiang', 'Ningbo', 'Beilun', '21 Bonded Zone East Road', '315800', 'CNY'),
  w('HZ-XS-BD', 'Hangzhou Xiaoshan Bonded Warehouse', 'bonded', 'CN', 'Zhejiang', 'Hangzhou', 'Xiaoshan', '7 Airport Economic Zone Road', '311202', 'CNY'),
  w('US-LA01', 'Los Angeles Ontario Warehouse', 'overseas', 'US', 'CA', 'Ontario', 'San Bernardino County', '4100 E Mission Blvd', '91761', 'USD'),
  w('US-NJ01', 'New Jersey Edison Warehouse', 'overseas', 'US', 'NJ', 'Edison', 'Middlesex County', '250 Raritan Center Pkwy', '08837', 'USD'),
  w('US-TX01', 'Dallas Warehouse', 'overseas', 'US', 'TX', 'Dallas', 'Dallas County', '1200 Mountain Creek Pkwy', '75211', 'USD'),
  w('DE-FRA01', 'Frankfurt Warehouse', 'overseas', 'DE', 'Hesse', 'Frankfurt am Main', 'Gateway Gardens', '14 Cargo City Süd', '60549', 'EUR'),
  w('GB-BHM01', 'Birmingham Warehouse', 'overseas', 'GB', 'West Midlands', 'Birmingham', 'Minworth', 'Unit 4, Hams Hall Park', 'B46 1AL', 'GBP'),
  w('JP-TYO01', 'Tokyo Ichikawa Warehouse', 'overseas', 'JP', 'Chiba', 'Ichikawa', 'Shiohama', '2-13 Shiohama', '272-0127', 'JPY'),
  w('AU-SYD01', 'Sydney Warehouse', 'overseas', 'AU', 'NSW', 'Sydney', 'Eastern Creek', '20 Honeycomb Drive', '2766', 'AUD'),
  w('CA-TOR01', 'Toronto Mississauga Warehouse', 'overseas', 'CA', 'Ontario', 'Mississauga', 'Peel', '6800 Kitimat Road', 'L5N 5M1', 'CAD'),
  w('3PL-US-CA', 'Transpac Fulfilment - Chino', 'thirdParty', 'US', 'CA', 'Chino', 'San Bernardino County', '5900 Eucalyptus Ave', '91710', 'USD', { provider: 'Transpac Fulfilment', providerCode: 'TPF-CHN1' }),
  w('3PL-US-GA', 'Orbit 3PL - Atlanta', 'thirdParty', 'US', 'GA', 'Atlanta', 'Fulton County', '4400 Westgate Drive', '30336', 'USD', { provider: 'Orbit 3PL', providerCode: 'ORB-ATL' }),
  w('3PL-US-NJ', 'Transpac Fulfilment - Cranbury', 'thirdParty', 'US', 'NJ', 'Cranbury', 'Middlesex County', '11 Station Road', '08512', 'USD', { provider: 'Transpac Fulfilment', providerCode: 'TPF-CRB2' }),
  w('3PL-GB-MK', 'Northstar Logistics - Milton Keynes', 'thirdParty', 'GB', 'Buckinghamshire', 'Milton Keynes', 'Magna Park', '3 Fen Street', 'MK17 8EW', 'GBP', { provider: 'Northstar Logistics', providerCode: 'NSL-MK01' }),
  w('3PL-DE-LEJ', 'Northstar Logistics - Leipzig', 'thirdParty', 'DE', 'Saxony', 'Leipzig', 'Radefeld', '8 Am Exer', '04435', 'EUR', { provider: 'Northstar Logistics', providerCode: 'NSL-LEJ1' }),
  w('3PL-JP-OSA', 'Sakura Fulfilment - Osaka', 'thirdParty', 'JP', 'Osaka', 'Osaka', 'Suminoe', '1-5 Nanko-kita', '559-0034', 'JPY', { provider: 'Sakura Fulfilment', providerCode: 'SKR-OSA' }),
  w('3PL-AU-MEL', 'Southern Cross 3PL - Melbourne', 'thirdParty', 'AU', 'VIC', 'Melbourne', 'Truganina', '45 Doherty Road', '3029', 'AUD', { provider: 'Southern Cross 3PL', providerCode: 'SC3-MEL' }),
  w('3PL-CA-VAN', 'Orbit 3PL - Vancouver', 'thirdParty', 'CA', 'BC', 'Delta', 'Tilbury', '7600 Hopcott Road', 'V4G 1B7', 'CAD', { provider: 'Orbit 3PL', providerCode: 'ORB-YVR', disabled: true }),
  w('FBA-ONT8', 'Amazon FBA ONT8', 'platform', 'US', 'CA', 'Moreno Valley', 'Riverside County', '24300 Nandina Ave', '92551', 'USD'),
  w('WFS-DFW1', 'Walmart WFS Dallas', 'platform', 'US', 'TX', 'Lancaster', 'Dallas County', '2000 W Pleasant Run Road', '75146', 'USD'),
  w('FBA-LTN4', 'Amazon FBA LTN4', 'platform', 'GB', 'Bedfordshire', 'Dunstable', 'Central Bedfordshire', 'Boscombe Road', 'LU5 4FE', 'GBP'),
];

const carrierSeeds = [
  ['DHL', 'DHL Express', 'https://www.dhl.com/track?id={no}'],
  ['FEDEX', 'FedEx', 'https://www.fedex.com/track?tracknumbers={no}'],
  ['UPS', 'UPS', 'https://www.ups.com/track?tracknum={no}'],
  ['USPS', 'USPS', 'https://tools.usps.com/go/TrackConfirmAction?tLabels={no}'],
  ['YUN', 'YunExpress', 'https://www.yuntrack.com/track?id={no}'],
  ['YW', 'Yanwen', 'https://track.yw56.com.cn/en/querydel?nums={no}'],
  ['CAINIAO', 'Cainiao', 'https://global.cainiao.com/detail.htm?mailNoList={no}'],
  ['MATSON', 'Matson', 'https://www.matson.com/tracking.html?q={no}'],
  ['COSCO', 'COSCO Shipping', 'https://elines.coscoshipping.com/track?no={no}'],
  ['MAERSK', 'Maersk', 'https://www.maersk.com/tracking/{no}'],
] as const;

const portSeeds = [
  ['CNYTN', 'Yantian', 'CN', 'sea'],
  ['CNSHA', 'Shanghai', 'CN', 'sea'],
  ['CNNGB', 'Ningbo', 'CN', 'sea'],
  ['CNCAN', 'Guangzhou Baiyun Airport', 'CN', 'air'],
  ['CNSZX', 'Shenzhen Airport', 'CN', 'air'],
  ['CNXIY', "Xi'an International Port", 'CN', 'rail'],
  ['USLAX', 'Los Angeles', 'US', 'sea'],
  ['USLGB', 'Long Beach', 'US', 'sea'],
  ['USNYC', 'New York / Newark', 'US', 'sea'],
  ['USORD', "Chicago O'Hare Airport", 'US', 'air'],
  ['DEHAM', 'Hamburg', 'DE', 'sea'],
  ['DEDUI', 'Duisburg', 'DE', 'rail'],
  ['GBFXT', 'Felixstowe', 'GB', 'sea'],
  ['JPTYO', 'Tokyo', 'JP', 'sea'],
] as const;

const trunkSeeds = [
  ['YTN-LAX', 'Yantian to Los Angeles', 'CNYTN', 'USLAX', 'sea', 16],
  ['YTN-LGB', 'Yantian to Long Beach (express)', 'CNYTN', 'USLGB', 'sea', 12],
  ['SHA-NYC', 'Shanghai to New York', 'CNSHA', 'USNYC', 'sea', 32],
  ['NGB-HAM', 'Ningbo to Hamburg', 'CNNGB', 'DEHAM', 'sea', 35],
  ['XIY-DUI', "Xi'an to Duisburg (rail)", 'CNXIY', 'DEDUI', 'rail', 18],
  ['CAN-ORD', 'Guangzhou to Chicago (air)', 'CNCAN', 'USORD', 'air', 3],
  ['SHA-FXT', 'Shanghai to Felixstowe', 'CNSHA', 'GBFXT', 'sea', 33],
  ['NGB-TYO', 'Ningbo to Tokyo', 'CNNGB', 'JPTYO', 'sea', 5],
] as const;

interface LogisticsSeed {
  code: string;
  name: string;
  carrier: string;
  mode: 'express' | 'air' | 'sea' | 'rail' | 'truck';
  trunk?: string;
  days: [number, number];
  formula: string;
  divisor: number;
  minCharge: string | null;
  currency: 'CNY' | 'USD';
  additional: [string, string][];
  /** Serves these cart sites (the first matching channel is a cart's default). */
  sites: readonly string[];
  disabled?: boolean;
  /** Never bound to a cart in the seed: its binding can still change. */
  unbound?: boolean;
}

export const seedLogistics: readonly LogisticsSeed[] = [
  { code: 'USPS-GA', name: 'USPS Ground Advantage (US domestic)', carrier: 'USPS', mode: 'truck', days: [2, 5], formula: 'max(weightKg * 2.2, 1) * 4.5 + 3.2', divisor: 6000, minCharge: '4.5', currency: 'USD', additional: [['remoteArea', '3.5']], sites: ['US'] },
  { code: 'UPS-GND', name: 'UPS Ground (US domestic)', carrier: 'UPS', mode: 'truck', days: [1, 5], formula: 'ceil(chargeableKg * 2.2) * 1.35 + 9.8', divisor: 5000, minCharge: '10.5', currency: 'USD', additional: [['fuelSurcharge', '12.5'], ['oversize', '45']], sites: ['US', 'CA'] },
  { code: 'YUN-GDL', name: 'YunExpress Global Direct Line', carrier: 'YUN', mode: 'air', days: [7, 12], formula: 'weightKg * 75 + 18', divisor: 8000, minCharge: null, currency: 'CNY', additional: [['remoteArea', '25']], sites: ['US', 'GB', 'DE', 'FR', 'CA', 'AU', 'JP'] },
  { code: 'YW-ECON', name: 'Yanwen Economy Air Mail', carrier: 'YW', mode: 'air', days: [12, 25], formula: 'weightKg * 58 + 12', divisor: 8000, minCharge: null, currency: 'CNY', additional: [], sites: ['SG', 'MY', 'TH', 'PH', 'VN', 'US', 'GB'] },
  { code: 'CAINIAO-STD', name: 'Cainiao Standard Shipping', carrier: 'CAINIAO', mode: 'air', days: [10, 20], formula: 'weightKg * 66 + 15', divisor: 8000, minCharge: null, currency: 'CNY', additional: [['customsClearance', '8']], sites: ['SG', 'MY', 'TH', 'PH', 'VN', 'DE', 'FR'] },
  { code: 'DHL-EXP', name: 'DHL Express Worldwide', carrier: 'DHL', mode: 'express', days: [3, 5], formula: 'max(chargeableKg, 0.5) * 68 + 25', divisor: 5000, minCharge: '120', currency: 'CNY', additional: [['fuelSurcharge', '18.25'], ['remoteArea', '32'], ['insurance', '1.5']], sites: ['GB', 'DE', 'FR', 'JP', 'AU'] },
  { code: 'FEDEX-IP', name: 'FedEx International Priority', carrier: 'FEDEX', mode: 'express', days: [3, 6], formula: 'max(chargeableKg, 0.5) * 62 + 22', divisor: 5000, minCharge: '110', currency: 'CNY', additional: [['fuelSurcharge', '17.5'], ['insurance', '1.2']], sites: ['US', 'CA'] },
  { code: 'UPS-SAVER', name: 'UPS Worldwide Saver', carrier: 'UPS', mode: 'express', days: [3, 6], formula: 'max(chargeableKg, 0.5) * 60 + 20', divisor: 5000, minCharge: '105', currency: 'CNY', additional: [['fuelSurcharge', '16.75']], sites: ['US', 'GB', 'DE'] },
  { code: 'MATSON-CLX', name: 'Matson CLX Sea + Truck', carrier: 'MATSON', mode: 'sea', trunk: 'YTN-LGB', days: [14, 20], formula: 'max(volumeCm3 / 1000000, 0.1) * 1850 + 120', divisor: 6000, minCharge: '300', currency: 'CNY', additional: [['customsClearance', '350'], ['peakSeason', '0.8']], sites: ['US'] },
  { code: 'COSCO-LAX', name: 'COSCO Sea Freight to Los Angeles', carrier: 'COSCO', mode: 'sea', trunk: 'YTN-LAX', days: [25, 35], formula: 'max(volumeCm3 / 1000000, 0.5) * 1200 + 80', divisor: 6000, minCharge: '600', currency: 'CNY', additional: [['customsClearance', '350']], sites: ['US'] },
  { code: 'MAERSK-HAM', name: 'Maersk Sea Freight to Hamburg', carrier: 'MAERSK', mode: 'sea', trunk: 'NGB-HAM', days: [35, 45], formula: 'max(volumeCm3 / 1000000, 0.5) * 1350 + 95', divisor: 6000, minCharge: '650', currency: 'CNY', additional: [['customsClearance', '420']], sites: ['DE', 'FR'] },
  { code: 'RAIL-DUI', name: 'China-Europe Rail to Duisburg', carrier: 'COSCO', mode: 'rail', trunk: 'XIY-DUI', days: [18, 25], formula: 'max(chargeableKg, 21) * 18', divisor: 6000, minCharge: '378', currency: 'CNY', additional: [['customsClearance', '380']], sites: ['DE'] },
  { code: 'MAERSK-FXT', name: 'Maersk Sea Freight to Felixstowe', carrier: 'MAERSK', mode: 'sea', trunk: 'SHA-FXT', days: [33, 40], formula: 'max(volumeCm3 / 1000000, 0.5) * 1300 + 90', divisor: 6000, minCharge: '650', currency: 'CNY', additional: [['customsClearance', '400']], sites: ['GB'] },
  { code: 'AIR-ORD', name: 'Air Freight to Chicago', carrier: 'CAINIAO', mode: 'air', trunk: 'CAN-ORD', days: [5, 8], formula: 'max(chargeableKg, 45) * 38 + 300', divisor: 6000, minCharge: '2010', currency: 'CNY', additional: [['fuelSurcharge', '9.5']], sites: [], unbound: true },
  { code: 'SEA-NYC', name: 'Sea Freight to New York', carrier: 'COSCO', mode: 'sea', trunk: 'SHA-NYC', days: [32, 42], formula: 'max(volumeCm3 / 1000000, 0.5) * 1500 + 100', divisor: 6000, minCharge: '750', currency: 'CNY', additional: [], sites: [], unbound: true, disabled: true },
];

const platformSeeds = [
  // code, abbreviation, share of carts (percent), sites
  ['amazon', 'AMZ', 34, ['US', 'CA', 'GB', 'DE', 'FR', 'JP', 'AU']],
  ['walmart', 'WMT', 12, ['US', 'CA']],
  ['shopee', 'SHP', 10, ['SG', 'MY', 'TH', 'PH', 'VN']],
  ['tiktok', 'TTS', 12, ['US', 'GB', 'SG', 'MY', 'TH']],
  ['temu', 'TEMU', 10, ['US', 'GB', 'DE', 'FR', 'JP', 'AU']],
  ['ebay', 'EBAY', 10, ['US', 'GB', 'DE', 'AU']],
  ['lazada', 'LZD', 7, ['SG', 'MY', 'TH', 'PH', 'VN']],
  ['shopify', 'SHPF', 5, ['US', 'CA', 'GB', 'AU']],
] as const;

const platformNames: Record<string, string> = {
  amazon: 'Amazon', walmart: 'Walmart', shopee: 'Shopee', tiktok: 'TikTok Shop', temu: 'Temu', ebay: 'eBay', lazada: 'Lazada', shopify: 'Shopify',
};
/** Platform fee defaults (migration 003): commission %, fixed fee, payment fee %. */
const platformFees: Record<string, [number, number, number]> = {
  amazon: [15, 0.99, 0], walmart: [15, 0, 0], shopee: [6, 0, 2], tiktok: [8, 0.3, 0], temu: [0, 0, 0], ebay: [13.25, 0.3, 0], lazada: [5, 0, 2], shopify: [0, 0.3, 2.9],
};
const siteCurrency: Record<string, string> = { US: 'USD', CA: 'CAD', GB: 'GBP', DE: 'EUR', FR: 'EUR', JP: 'JPY', AU: 'AUD' };

const storeBrands = [
  'Harborline Home', 'Tidewater Living', 'Bayline Goods', 'Anchor & Oak', 'Seabright', 'Driftwood Co', 'Lighthouse Essentials', 'Coastal Craft',
  'Northwind Outdoor', 'Evergreen Kitchen', 'Summit Gear', 'Willow & Pine', 'Bright Nest', 'Urban Loft', 'Meadow Lane', 'Copper Kettle',
  'Blue Heron', 'Golden Hour', 'Maple Street', 'Cloud Nine Bedding', 'Ironbark Tools', 'Pebble Pets', 'Little Sprout', 'Velvet Fern',
  'Silver Birch', 'Quartz Desk', 'Sunny Paws', 'Wildflower Studio', 'Stonebridge', 'Nimbus Tech', 'Juniper Hill', 'Saltwater Supply',
];

interface ProductSeed {
  name: string;
  category: string;
  sizes: readonly string[];
  weightG: number;
  costUsd: number;
  dims: [number, number, number];
  unit?: 'pcs' | 'set' | 'pair' | 'box' | 'pack';
}
const p = (name: string, category: string, sizes: readonly string[], weightG: number, costUsd: number, dims: [number, number, number], unit?: ProductSeed['unit']): ProductSeed =>
  ({ name, category, sizes, weightG, costUsd, dims, unit });

const products: readonly ProductSeed[] = [
  p('Stainless Steel Water Bottle', 'Kitchen', ['500 ml', '750 ml', '1 L'], 320, 4.2, [8, 8, 26]),
  p('Vacuum Insulated Tumbler', 'Kitchen', ['600 ml', '900 ml'], 380, 3.8, [10, 10, 20]),
  p('Glass Food Storage Container Set', 'Kitchen', ['3-Piece', '5-Piece'], 1600, 7.5, [25, 20, 12], 'set'),
  p('Silicone Spatula Set', 'Kitchen', ['3-Piece', '6-Piece'], 260, 2.1, [30, 8, 3], 'set'),
  p('Bamboo Cutting Board', 'Kitchen', ['Small', 'Medium', 'Large'], 700, 3.4, [35, 25, 2]),
  p('Ceramic Coffee Mug', 'Kitchen', ['350 ml', '450 ml'], 360, 1.6, [12, 9, 10]),
  p('Cast Iron Skillet', 'Kitchen', ['20 cm', '26 cm', '30 cm'], 2300, 8.9, [32, 30, 6]),
  p('French Press Coffee Maker', 'Kitchen', ['600 ml', '1 L'], 650, 5.2, [16, 12, 22]),
  p('Non-Stick Frying Pan', 'Kitchen', ['24 cm', '28 cm'], 900, 6.1, [30, 28, 6]),
  p('Insulated Lunch Bag', 'Kitchen', ['Standard', 'Large'], 300, 2.7, [26, 18, 20]),
  p('Cotton Bath Towel', 'Home', ['70 x 140 cm', '90 x 180 cm'], 550, 3.9, [30, 20, 8]),
  p('Memory Foam Pillow', 'Home', ['Standard', 'Queen', 'King'], 1300, 9.5, [60, 40, 12]),
  p('Linen Throw Blanket', 'Home', ['130 x 170 cm', '150 x 200 cm'], 900, 8.2, [35, 30, 8]),
  p('Blackout Curtain Panel', 'Home', ['132 x 160 cm', '132 x 213 cm'], 1100, 6.8, [35, 28, 5]),
  p('Woven Storage Basket', 'Home', ['Small', 'Medium', 'Large'], 450, 3.1, [30, 30, 25]),
  p('Microfiber Bed Sheet Set', 'Home', ['Twin', 'Full', 'Queen', 'King'], 1200, 7.9, [35, 28, 8], 'set'),
  p('Scented Soy Candle', 'Home', ['200 g', '400 g'], 420, 2.4, [9, 9, 10]),
  p('Minimalist Wall Clock', 'Home', ['30 cm', '40 cm'], 800, 4.6, [32, 32, 5]),
  p('LED Desk Lamp', 'Home', ['Standard', 'With USB Port'], 750, 6.3, [40, 15, 10]),
  p('Camping Lantern', 'Outdoor', ['Standard', 'Rechargeable'], 380, 4.4, [12, 12, 18]),
  p('Ultralight Backpack', 'Outdoor', ['20 L', '35 L'], 450, 7.1, [45, 30, 5]),
  p('Folding Camping Chair', 'Outdoor', ['Standard', 'Oversized'], 2400, 9.8, [90, 20, 15]),
  p('Yoga Mat', 'Outdoor', ['6 mm', '8 mm'], 1100, 5.6, [62, 15, 15]),
  p('Resistance Band Set', 'Outdoor', ['Light', 'Medium', 'Heavy'], 350, 2.9, [20, 15, 6], 'set'),
  p('Insulated Picnic Blanket', 'Outdoor', ['150 x 200 cm', '200 x 200 cm'], 900, 5.9, [35, 25, 10]),
  p('Trekking Pole', 'Outdoor', ['Single', 'Pair'], 520, 6.4, [70, 10, 8]),
  p('Waterproof Dry Bag', 'Outdoor', ['10 L', '20 L', '30 L'], 280, 2.8, [30, 20, 4]),
  p('USB-C Charging Cable', 'Electronics', ['1 m', '2 m'], 60, 0.9, [12, 10, 2]),
  p('Wireless Charging Pad', 'Electronics', ['10 W', '15 W'], 150, 3.3, [12, 12, 3]),
  p('Bluetooth Earbuds', 'Electronics', ['Standard', 'Noise Cancelling'], 90, 8.5, [10, 8, 4]),
  p('Silicone Phone Case', 'Electronics', ['iPhone 15', 'iPhone 15 Pro', 'Galaxy S24'], 45, 0.8, [17, 9, 2]),
  p('Portable Power Bank', 'Electronics', ['10000 mAh', '20000 mAh'], 320, 7.2, [15, 8, 3]),
  p('Laptop Sleeve', 'Electronics', ['13 inch', '15 inch'], 280, 3.6, [38, 28, 3]),
  p('Magnetic Car Phone Mount', 'Electronics', ['Vent', 'Dashboard'], 110, 1.9, [10, 8, 6]),
  p('Pet Grooming Brush', 'Pet', ['Small', 'Large'], 150, 1.7, [20, 8, 5]),
  p('Reflective Dog Leash', 'Pet', ['1.2 m', '1.8 m'], 200, 2.2, [20, 12, 4]),
  p('Cat Scratching Post', 'Pet', ['50 cm', '80 cm'], 2100, 7.4, [35, 35, 20]),
  p('Pet Water Fountain', 'Pet', ['2 L', '3 L'], 850, 8.1, [20, 20, 16]),
  p('Rubber Dog Chew Toy', 'Pet', ['Small', 'Medium', 'Large'], 180, 1.3, [12, 8, 8]),
  p('Cotton Crew Socks 6-Pack', 'Apparel', ['Size S', 'Size M', 'Size L'], 300, 3.2, [25, 15, 5], 'pack'),
  p('Knit Beanie', 'Apparel', ['One Size'], 110, 1.8, [22, 20, 3]),
  p('Packable Rain Jacket', 'Apparel', ['Size S', 'Size M', 'Size L', 'Size XL'], 350, 9.6, [30, 25, 5]),
  p('Running Shorts', 'Apparel', ['Size S', 'Size M', 'Size L', 'Size XL'], 150, 3.7, [25, 20, 3]),
  p('Fleece Gloves', 'Apparel', ['Size S/M', 'Size L/XL'], 120, 2.3, [22, 12, 3], 'pair'),
  p('Makeup Brush Set', 'Beauty', ['12-Piece', '16-Piece'], 260, 4.1, [22, 10, 5], 'set'),
  p('Hair Claw Clip Set', 'Beauty', ['4-Piece', '8-Piece'], 120, 1.5, [15, 10, 5], 'set'),
  p('Silk Sleep Mask', 'Beauty', ['Standard'], 40, 1.9, [20, 10, 2]),
  p('Travel Toiletry Bag', 'Beauty', ['Medium', 'Large'], 300, 4.0, [26, 18, 10]),
  p('Silicone Baby Bib', 'Baby', ['Standard'], 90, 1.1, [22, 18, 2]),
  p('Wooden Building Blocks', 'Toys', ['50-Piece', '100-Piece'], 1100, 6.9, [30, 20, 10], 'set'),
  p('Baby Feeding Bottle', 'Baby', ['150 ml', '260 ml'], 120, 2.0, [8, 8, 18]),
  p('Gel Pen Set', 'Office', ['12-Pack', '24-Pack'], 200, 2.6, [18, 10, 2], 'pack'),
  p('Dotted Notebook', 'Office', ['A5', 'B5'], 330, 1.8, [22, 15, 2]),
  p('Adjustable Monitor Stand', 'Office', ['Single', 'Dual'], 1900, 9.1, [55, 25, 8]),
  p('Bamboo Desk Organizer', 'Office', ['3 Slots', '5 Slots'], 650, 4.3, [30, 15, 12]),
  p('Acrylic Photo Frame', 'Home', ['4 x 6 in', '5 x 7 in', '8 x 10 in'], 300, 1.9, [20, 15, 3]),
  p('Ceramic Plant Pot', 'Garden', ['12 cm', '16 cm', '20 cm'], 700, 2.5, [18, 18, 16]),
  p('Garden Hose Nozzle', 'Garden', ['Standard', 'Heavy Duty'], 250, 2.7, [18, 10, 6]),
  p('Solar Pathway Light', 'Garden', ['2-Pack', '6-Pack'], 600, 5.5, [30, 20, 10], 'pack'),
  p('Kids Insulated Water Bottle', 'Kitchen', ['350 ml', '500 ml'], 260, 3.1, [7, 7, 21]),
];

const palette = ['Black', 'White', 'Blue', 'Navy', 'Grey', 'Green', 'Sage', 'Pink', 'Red', 'Beige', 'Brown', 'Purple', 'Yellow', 'Orange', 'Teal', 'Charcoal'];
const packs = [[1, ''], [2, ' (Pack of 2)'], [4, ' (Pack of 4)']] as const;
const categoryCodes: Record<string, string> = {
  Kitchen: 'KT', Home: 'HM', Outdoor: 'OD', Electronics: 'EL', Pet: 'PT', Apparel: 'AP', Beauty: 'BT', Baby: 'BB', Toys: 'TY', Office: 'OF', Garden: 'GD',
};

const contactNames = ['Li Na', 'Chen Jie', 'Wang Fang', 'Zhao Lei', 'Michael Brown', 'Sarah Johnson', 'Tom Fischer', 'Emma Wilson', 'Yuki Tanaka', 'Liam Smith'];

// ---- helpers -------------------------------------------------------------------------------------

const money = (n: number) => (Math.round(n * 100) / 100).toFixed(2);
/** Yen has no minor unit: a seeded yen amount is whole (the portal shows yen as stored). */
const moneyIn = (n: number, currency: string) => (currency === 'JPY' ? String(Math.round(n)) : money(n));

function ean13(prng: Prng): string {
  let digits = '69';
  for (let i = 0; i < 10; i++) digits += String(prng.int(10));
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return digits + String((10 - (sum % 10)) % 10);
}

function tenantPrefix(key: string): string {
  return key.slice(0, 2).toUpperCase();
}

interface Changer {
  id: string;
  name: string;
}

// ---- the seeder ----------------------------------------------------------------------------------

export interface AssetSeedSummary {
  tenants: number;
  warehouses: number;
  carts: number;
  logistics: number;
  skus: number;
}

/**
 * Seeds the asset catalogue of every demo tenant. `tenantIds` and `userIds` are the ids the core
 * seed drew (by tenant key and account). A tenant whose last seeded row exists is skipped.
 */
export async function seedAssets(
  db: Db,
  tenants: readonly AssetSeedTenant[],
  users: readonly AssetSeedUser[],
  tenantIds: Record<string, string>,
  userIds: Record<string, string>,
): Promise<AssetSeedSummary> {
  const summary: AssetSeedSummary = { tenants: 0, warehouses: 0, carts: 0, logistics: 0, skus: 0 };
  for (const tenant of tenants) {
    const tenantId = tenantIds[tenant.key];
    const adminUsers = users.filter((u) => u.tenant === tenant.key && u.role === `${tenant.key}-admin`);
    const changers: Changer[] = adminUsers.map((u) => ({ id: userIds[u.account], name: u.displayName }));
    if (changers.length === 0) throw new Error(`asset seed: tenant ${tenant.key} has no administrator`);
    const plan = planTenant(tenant, tenantId, changers);
    const done = await db.maybe('SELECT 1 FROM carts WHERE id = $1', [plan.marker]);
    if (done) continue;
    await db.transaction(async (tx) => {
      for (const [table, columns, rows] of plan.inserts) await insertBatch(tx, table, columns, rows);
    });
    summary.tenants++;
    summary.warehouses += plan.counts.warehouses;
    summary.carts += plan.counts.carts;
    summary.logistics += plan.counts.logistics;
    summary.skus += plan.counts.skus;
  }
  return summary;
}

type Insert = [table: string, columns: readonly string[], rows: Row[]];

interface TenantPlan {
  inserts: Insert[];
  /** The id of the last cart written: when it exists the tenant is already seeded. */
  marker: string;
  counts: { warehouses: number; carts: number; logistics: number; skus: number };
}

/** Everything one tenant gets, as rows in insertion order (parents before children). */
export function planTenant(tenant: AssetSeedTenant, tenantId: string, changers: readonly Changer[]): TenantPlan {
  const prngOf = (entity: string) => new Prng(`${ASSET_SEED}/${tenant.key}/${entity}`);
  const inserts: Insert[] = [];
  const prefix = tenantPrefix(tenant.key);
  const fx = tenant.currency === 'CNY' ? 7.1 : tenant.currency === 'EUR' ? 0.92 : tenant.currency === 'HKD' ? 7.8 : 1;
  const supplier = tenant.kind === 'supplier';
  const changerAt = (prng: Prng) => pick(prng, changers);

  // -- carts (every kind) --
  const cartPrng = prngOf('carts');
  const cartIds = new UniqueIds(cartPrng);
  const cartCount = supplier ? assetSeedSizes.supplier.carts : assetSeedSizes[tenant.kind as 'seller' | 'distributor' | 'provider'].carts;
  const totalShare = platformSeeds.reduce((a, s) => a + s[2], 0);
  const counters = new Map<string, number>();
  const carts: { id: string; platform: string; site: string; currency: string; status: string }[] = [];
  const cartRows: Row[] = [];
  for (let i = 0; i < cartCount; i++) {
    // spread carts over platforms by their share, deterministically
    let roll = cartPrng.int(totalShare);
    const platform = platformSeeds.find((s) => (roll -= s[2]) < 0) ?? platformSeeds[0];
    const [code, abbr, , sites] = platform;
    const site = pick(cartPrng, sites);
    const key = `${abbr}-${site}`;
    const n = (counters.get(key) ?? 0) + 1;
    counters.set(key, n);
    const brand = storeBrands[(i * 7 + cartPrng.int(3)) % storeBrands.length];
    const id = cartIds.next('ct');
    const statusRoll = cartPrng.int(100);
    const status = statusRoll < 90 ? 'active' : statusRoll < 97 ? 'paused' : 'closed';
    const currency = siteCurrency[site] ?? 'USD';
    const created = at(i * 3_600_000);
    carts.push({ id, platform: code, site, currency, status });
    cartRows.push([
      id, tenantId, `${prefix}-${key}-${String(n).padStart(3, '0')}`, `${brand} - ${platformNames[code]} ${site}`, code, site, currency,
      `${abbr}${String(100000 + cartPrng.int(900000))}`, status, created, at(i * 3_600_000 + (1 + cartPrng.int(30)) * DAY),
    ]);
  }
  inserts.push(['carts', ['id', 'tenant_id', 'code', 'name', 'platform_code', 'site_country', 'currency', 'platform_shop_id', 'status', 'created_at', 'updated_at'], cartRows]);
  const marker = carts[carts.length - 1].id;

  if (!supplier) return { inserts, marker, counts: { warehouses: 0, carts: carts.length, logistics: 0, skus: 0 } };

  // -- asset settings --
  inserts.push(['asset_settings', ['tenant_id', 'default_currency', 'default_buffer_ratio', 'low_stock_threshold', 'updated_at'], [[tenantId, tenant.currency, '5.00', 20, at(0)]]]);

  // -- warehouses, buffer settings and records, cost settings --
  const whPrng = prngOf('warehouses');
  const whIds = new UniqueIds(whPrng);
  const warehouseRows: Row[] = [];
  const bufferRows: Row[] = [];
  const bufferRecordRows: Row[] = [];
  const whCostRows: Row[] = [];
  const costRecordRows: Row[] = [];
  const recordIds = new UniqueIds(prngOf('records'));
  const qtyChoices = [0, 2, 5, 10, 20, 50];
  const ratioChoices = ['0.00', '5.00', '10.00', '12.50', '15.00', '20.00'];
  seedWarehouses.forEach((wh, i) => {
    const id = whIds.next('wh');
    const created = at(i * DAY);
    warehouseRows.push([
      id, tenantId, wh.code, wh.name, wh.type, wh.provider ?? null, wh.providerCode ?? null, wh.country, wh.state, wh.city, wh.district, '',
      wh.street, wh.postal, pick(whPrng, contactNames), `+${wh.country === 'CN' ? '86 13' : '1 555'}${String(whPrng.int(100_000_000)).padStart(8, '0')}`,
      wh.currency, wh.disabled ? 'disabled' : 'active', created, at(i * DAY + 20 * DAY),
    ]);
    // buffer history: a few changes, the last one is the current setting
    const changes = 2 + whPrng.int(8);
    let qty: number | null = null;
    let ratio: string | null = null;
    let when = 25 * DAY + i * 3_600_000;
    for (let c = 0; c < changes; c++) {
      const nq = pick(whPrng, qtyChoices);
      const nr = pick(whPrng, ratioChoices);
      const who = changerAt(whPrng);
      when += (1 + whPrng.int(5)) * DAY;
      bufferRecordRows.push([recordIds.next('br'), tenantId, id, qty, nq, ratio, nr, who.id, who.name, at(when)]);
      qty = nq;
      ratio = nr;
    }
    bufferRows.push([id, tenantId, qty, ratio, 1 + changes, at(when)]);
    // warehouse costs in the warehouse's currency (not for disabled or platform warehouses)
    if (!wh.disabled && wh.type !== 'platform') {
      const f = wh.currency === 'CNY' ? 7 : wh.currency === 'JPY' ? 150 : 1;
      const values: Record<string, string | null> = {
        inbound_per_unit: moneyIn((0.15 + whPrng.int(30) / 100) * f, wh.currency),
        outbound_per_order: moneyIn((0.8 + whPrng.int(150) / 100) * f, wh.currency),
        outbound_per_extra_unit: moneyIn((0.2 + whPrng.int(40) / 100) * f, wh.currency),
        storage_per_cbm_day: moneyIn((0.3 + whPrng.int(60) / 100) * f, wh.currency),
        return_per_unit: wh.type === 'own' ? null : moneyIn((1 + whPrng.int(200) / 100) * f, wh.currency),
      };
      const who = changerAt(whPrng);
      const changedAt = at(when + DAY);
      for (const [field, value] of Object.entries(values)) {
        if (value !== null) costRecordRows.push([recordIds.next('cr'), tenantId, 'warehouse', id, field, null, value, who.id, who.name, changedAt]);
      }
      // one later price change of the outbound fee
      const old = values.outbound_per_order!;
      values.outbound_per_order = moneyIn(Number(old) * 1.08, wh.currency);
      const later = changerAt(whPrng);
      costRecordRows.push([recordIds.next('cr'), tenantId, 'warehouse', id, 'outbound_per_order', old, values.outbound_per_order, later.id, later.name, at(when + 9 * DAY)]);
      whCostRows.push([
        id, tenantId, wh.currency, values.inbound_per_unit, values.outbound_per_order, values.outbound_per_extra_unit, values.storage_per_cbm_day,
        values.return_per_unit, 2, at(when + 9 * DAY),
      ]);
    }
  });
  inserts.push([
    'warehouses',
    ['id', 'tenant_id', 'code', 'name', 'type', 'provider_name', 'provider_warehouse_code', 'country', 'state_or_province', 'city', 'district', 'area',
      'address_line1', 'postal_code', 'contact_name', 'contact_phone', 'currency', 'status', 'created_at', 'updated_at'],
    warehouseRows,
  ]);
  inserts.push(['warehouse_buffer_settings', ['warehouse_id', 'tenant_id', 'buffer_qty', 'buffer_ratio', 'version', 'updated_at'], bufferRows]);
  inserts.push(['warehouse_buffer_records', ['id', 'tenant_id', 'warehouse_id', 'old_qty', 'new_qty', 'old_ratio', 'new_ratio', 'changed_by', 'changed_by_name', 'changed_at'], bufferRecordRows]);
  inserts.push([
    'warehouse_cost_settings',
    ['warehouse_id', 'tenant_id', 'currency', 'inbound_per_unit', 'outbound_per_order', 'outbound_per_extra_unit', 'storage_per_cbm_day', 'return_per_unit', 'version', 'updated_at'],
    whCostRows,
  ]);

  // -- carriers, ports, trunk lines --
  const refPrng = prngOf('logistics-reference');
  const refIds = new UniqueIds(refPrng);
  const carrierId = new Map<string, string>();
  inserts.push([
    'carriers', ['id', 'tenant_id', 'code', 'name', 'tracking_url', 'created_at', 'updated_at'],
    carrierSeeds.map(([code, name, url], i) => {
      const id = refIds.next('cr');
      carrierId.set(code, id);
      return [id, tenantId, code, name, url, at(i * 60_000), at(i * 60_000)];
    }),
  ]);
  const portId = new Map<string, string>();
  inserts.push([
    'ports', ['id', 'tenant_id', 'code', 'name', 'country', 'port_type', 'created_at', 'updated_at'],
    portSeeds.map(([code, name, country, type], i) => {
      const id = refIds.next('pt');
      portId.set(code, id);
      return [id, tenantId, code, name, country, type, at(i * 60_000), at(i * 60_000)];
    }),
  ]);
  const trunkId = new Map<string, string>();
  inserts.push([
    'trunk_lines', ['id', 'tenant_id', 'code', 'name', 'origin_port_id', 'destination_port_id', 'mode', 'transit_days', 'created_at', 'updated_at'],
    trunkSeeds.map(([code, name, from, to, mode, days], i) => {
      const id = refIds.next('tl');
      trunkId.set(code, id);
      return [id, tenantId, code, name, portId.get(from)!, portId.get(to)!, mode, days, at(i * 60_000), at(i * 60_000)];
    }),
  ]);

  // -- logistics channels with cost settings --
  const lgPrng = prngOf('logistics');
  const lgIds = new UniqueIds(lgPrng);
  const logistics = seedLogistics.map((l) => ({ ...l, id: lgIds.next('lg') }));
  const lgCostRows: Row[] = [];
  const lgAddRows: Row[] = [];
  inserts.push([
    'logistics_channels',
    ['id', 'tenant_id', 'code', 'name', 'carrier_id', 'mode', 'trunk_line_id', 'transit_days_min', 'transit_days_max', 'status', 'created_at', 'updated_at'],
    logistics.map((l, i) => [
      l.id, tenantId, l.code, l.name, carrierId.get(l.carrier)!, l.mode, l.trunk ? trunkId.get(l.trunk)! : null, l.days[0], l.days[1],
      l.disabled ? 'disabled' : 'active', at(2 * DAY + i * 3_600_000), at(12 * DAY + i * 3_600_000),
    ]),
  ]);
  logistics.forEach((l, i) => {
    const who = changerAt(lgPrng);
    const changedAt = at(14 * DAY + i * 3_600_000);
    lgCostRows.push([l.id, tenantId, l.currency, l.formula, l.divisor, l.minCharge, 1 + (i % 3), at(14 * DAY + i * 3_600_000 + (i % 3) * 5 * DAY)]);
    costRecordRows.push([recordIds.next('cr'), tenantId, 'logistics', l.id, 'formula', null, l.formula, who.id, who.name, changedAt]);
    if (l.minCharge) costRecordRows.push([recordIds.next('cr'), tenantId, 'logistics', l.id, 'minCharge', null, l.minCharge, who.id, who.name, changedAt]);
    for (const [code, amount] of l.additional) {
      lgAddRows.push([l.id, code, amount]);
      costRecordRows.push([recordIds.next('cr'), tenantId, 'logistics', l.id, `additional.${code}`, null, amount, who.id, who.name, changedAt]);
    }
  });
  inserts.push(['logistics_cost_settings', ['logistics_id', 'tenant_id', 'currency', 'formula', 'volumetric_divisor', 'min_charge', 'version', 'updated_at'], lgCostRows]);
  inserts.push(['logistics_cost_additional', ['logistics_id', 'code', 'amount'], lgAddRows]);

  // -- which logistics each cart uses: a default for its site and sometimes one more --
  const bindPrng = prngOf('cart-logistics');
  const bindRows: Row[] = [];
  const cartCostRows: Row[] = [];
  carts.forEach((cart, i) => {
    const usable = logistics.filter((l) => !l.unbound && !l.disabled && l.sites.includes(cart.site));
    if (usable.length > 0) {
      const first = usable[bindPrng.int(usable.length)];
      bindRows.push([tenantId, cart.id, first.id, true, at(3 * DAY + i * 60_000)]);
      if (usable.length > 1 && bindPrng.int(2) === 0) {
        const second = usable.find((l) => l.id !== first.id)!;
        bindRows.push([tenantId, cart.id, second.id, false, at(3 * DAY + i * 60_000)]);
      }
    }
    // platform fees: about two carts in three have their own settings
    if (bindPrng.int(3) < 2) {
      const [commission, fixed, payment] = platformFees[cart.platform];
      const who = changerAt(bindPrng);
      const changedAt = at(20 * DAY + i * 600_000);
      const fixedFee = fixed > 0 ? moneyIn(fixed * (cart.currency === 'JPY' ? 150 : 1), cart.currency) : null;
      const values: [string, string | null][] = [
        ['commission_pct', commission > 0 ? commission.toFixed(2) : null],
        ['fixed_fee_per_order', fixedFee],
        ['payment_fee_pct', payment > 0 ? payment.toFixed(2) : null],
      ];
      for (const [field, value] of values) {
        if (value !== null) costRecordRows.push([recordIds.next('cr'), tenantId, 'cart', cart.id, field, null, value, who.id, who.name, changedAt]);
      }
      cartCostRows.push([cart.id, tenantId, cart.currency, values[0][1], values[1][1], values[2][1], 1, changedAt]);
    }
  });
  inserts.push(['cart_logistics', ['tenant_id', 'cart_id', 'logistics_id', 'is_default', 'created_at'], bindRows]);
  inserts.push(['cart_cost_settings', ['cart_id', 'tenant_id', 'currency', 'commission_pct', 'fixed_fee_per_order', 'payment_fee_pct', 'version', 'updated_at'], cartCostRows]);
  inserts.push(['cost_records', ['id', 'tenant_id', 'owner_kind', 'owner_id', 'field', 'old_value', 'new_value', 'changed_by', 'changed_by_name', 'changed_at'], costRecordRows]);

  // -- skus: product x size x colour x pack, shuffled deterministically, the first 3,000 --
  const skuPrng = prngOf('skus');
  const skuIds = new UniqueIds(skuPrng);
  const combos: { product: ProductSeed; size: string; color: string; pack: (typeof packs)[number] }[] = [];
  for (const product of products) {
    // 7 is coprime with 16, so this keeps exactly 9..13 colours, a different set per product
    const colors = palette.filter((_, idx) => (idx * 7 + product.name.length) % 16 < 9 + (product.name.length % 5));
    const packsOf = product.unit ? packs.slice(0, 1) : packs; // no 'Pack of 2' of a set or a pack
    for (const size of product.sizes) for (const color of colors) for (const pack of packsOf) combos.push({ product, size, color, pack });
  }
  for (let i = combos.length - 1; i > 0; i--) {
    const j = skuPrng.int(i + 1);
    [combos[i], combos[j]] = [combos[j], combos[i]];
  }
  const skuCount = assetSeedSizes.supplier.skus;
  if (combos.length < skuCount) throw new Error(`asset seed: only ${combos.length} sku combinations for ${skuCount} skus`);
  const skuRows: Row[] = combos.slice(0, skuCount).map((c, i) => {
    const [count, suffix] = c.pack;
    const sizeIndex = c.product.sizes.indexOf(c.size);
    const factor = 1 + sizeIndex * 0.25;
    const weight = Math.round(c.product.weightG * factor * count);
    const cost = c.product.costUsd * factor * count * (0.9 + skuPrng.int(21) / 100) * fx;
    const [l, wd, h] = c.product.dims;
    const sizeLabel = c.size === 'Standard' || c.size === 'One Size' ? '' : ` ${c.size}`;
    return [
      skuIds.next('sk'), tenantId, `${prefix}-${categoryCodes[c.product.category]}${String(10001 + i)}-${c.color.slice(0, 3).toUpperCase()}`,
      `${c.product.name}${sizeLabel} - ${c.color}${suffix}`, ean13(skuPrng), c.product.category, count > 1 ? 'pack' : (c.product.unit ?? 'pcs'), weight,
      (l * factor).toFixed(1), wd.toFixed(1), (h * (count > 1 ? count / 2 + 0.5 : 1)).toFixed(1), money(cost), tenant.currency,
      skuPrng.int(100) < 97 ? 'active' : 'discontinued', at(i * 120_000), at(i * 120_000),
    ];
  });
  inserts.push([
    'skus',
    ['id', 'tenant_id', 'sku', 'name', 'barcode', 'category', 'unit', 'weight_g', 'length_cm', 'width_cm', 'height_cm', 'purchase_cost', 'currency', 'status', 'created_at', 'updated_at'],
    skuRows,
  ]);

  // parents before children (the whole tenant is written in one transaction, so the marker cart
  // exists only when everything was written)
  const order = ['asset_settings', 'warehouses', 'warehouse_buffer_settings', 'warehouse_buffer_records', 'warehouse_cost_settings', 'carriers', 'ports',
    'trunk_lines', 'logistics_channels', 'logistics_cost_settings', 'logistics_cost_additional', 'carts', 'cart_logistics', 'cart_cost_settings', 'cost_records', 'skus'];
  inserts.sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]));
  return { inserts, marker, counts: { warehouses: seedWarehouses.length, carts: carts.length, logistics: logistics.length, skus: skuRows.length } };
}
