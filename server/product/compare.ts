// The product compare (docs/domain/products.md, "Standard and same products"): our product's
// attributes against a standard product's. Ours are the product's (title, brand, category) and its
// first sku's master sku (unit, weight, barcode); the title counts as the same when ours starts
// with the standard title (ours adds the variant: size, colour, pack). The SQL below expects
// products as p, standard_products as sp and the join OUR_ATTRIBUTES_JOIN as m.
import type { CompareRow } from '../../src/contract/product';

/** Our product's first master sku as m (unit, weight_g, barcode); a product without skus has nulls. */
export const OUR_ATTRIBUTES_JOIN = `LEFT JOIN LATERAL (SELECT ms.unit, ms.weight_g, ms.barcode FROM product_skus ps
  JOIN skus ms ON ms.id = ps.sku_id AND ms.tenant_id = ps.tenant_id
  WHERE ps.product_id = p.id AND ps.tenant_id = p.tenant_id ORDER BY ps.id LIMIT 1) m ON true`;

/** How many compared attributes differ. */
export const DIFFERENCES_SQL = `((NOT starts_with(p.title, sp.title))::int + (p.brand <> sp.brand)::int + (p.category <> sp.category)::int
  + (m.unit IS DISTINCT FROM sp.unit)::int + (m.weight_g IS DISTINCT FROM sp.weight_g)::int + (m.barcode IS DISTINCT FROM sp.barcode)::int)`;

/** The columns compareRows reads. */
export const COMPARE_COLUMNS = `p.title AS our_title, p.brand AS our_brand, p.category AS our_category, m.unit AS our_unit, m.weight_g AS our_weight_g, m.barcode AS our_barcode,
  sp.title AS std_title, sp.brand AS std_brand, sp.category AS std_category, sp.unit AS std_unit, sp.weight_g AS std_weight_g, sp.barcode AS std_barcode`;

export interface CompareSource {
  our_title: string;
  our_brand: string;
  our_category: string;
  our_unit: string | null;
  our_weight_g: number | null;
  our_barcode: string | null;
  std_title: string;
  std_brand: string;
  std_category: string;
  std_unit: string;
  std_weight_g: number;
  std_barcode: string;
}

export function compareRows(r: CompareSource): CompareRow[] {
  const row = (attribute: CompareRow['attribute'], ours: string | number | null, standard: string | number, same: boolean): CompareRow => ({
    attribute,
    ours: ours === null ? '' : String(ours),
    standard: String(standard),
    same,
  });
  return [
    row('title', r.our_title, r.std_title, r.our_title.startsWith(r.std_title)),
    row('brand', r.our_brand, r.std_brand, r.our_brand === r.std_brand),
    row('category', r.our_category, r.std_category, r.our_category === r.std_category),
    row('unit', r.our_unit, r.std_unit, r.our_unit === r.std_unit),
    row('weightG', r.our_weight_g, r.std_weight_g, r.our_weight_g === r.std_weight_g),
    row('barcode', r.our_barcode, r.std_barcode, r.our_barcode === r.std_barcode),
  ];
}
