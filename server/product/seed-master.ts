// Demo extended attributes (docs/domain/products.md, "Product master list and extended
// attributes"): per supplier tenant every third product has chosen a subcategory of its category
// (the first, or the second for every sixth) with a value per attribute: a select's first allowed
// value, a number in the middle of the range the platform accepts, a text from the product's name.
// Every ninth of them leaves its last required attribute empty, so the list's "attributes missing"
// and the status counts have real work. Re-running adds nothing.
import type { Category, CategoryAttribute } from '../../src/contract/product';
import { missingAttributes } from '../../src/contract/product';
import type { SeedContext } from '../db/seed-context';
import { loadCategories } from './categories';
import { leavesOf } from './master';

const TEXTS: Record<string, string> = { material: 'Cotton blend', color: 'Natural', dimensions: '30 x 20 x 10 cm', capacity: '40 L', bluetooth: '5.3', compatibleModel: 'Universal', lid: 'Snap lid', inkColor: 'Blue' };

function valueFor(a: CategoryAttribute): string {
  if (a.type === 'select') return a.options[0]?.value ?? '';
  if (a.type === 'number') return String(a.min !== null && a.max !== null ? Math.round((a.min + a.max) / 2) : (a.min ?? 1));
  return TEXTS[a.code] ?? 'Standard';
}

export function seededValues(leaf: Category, g: number): Record<string, string> {
  const values = Object.fromEntries(leaf.attributes.map((a) => [a.code, valueFor(a)] as const).filter(([, v]) => v !== ''));
  if (g % 27 === 0) {
    const last = [...leaf.attributes].reverse().find((a) => a.required);
    if (last) delete values[last.code];
  }
  return values;
}

export async function seedProductAttributes({ db, tenants, tenantIds }: SeedContext): Promise<void> {
  const categories = await loadCategories(db);
  for (const tenant of tenants.filter((t) => t.kind === 'supplier')) {
    const tenantId = tenantIds[tenant.key];
    if (await db.maybe('SELECT 1 FROM product_attributes WHERE tenant_id = $1 LIMIT 1', [tenantId])) continue;
    const products = await db.query<{ id: string; category: string; updated_at: Date | string }>(
      `SELECT id, category, updated_at FROM products WHERE tenant_id = $1 AND id ~ '-[0-9]{6}$' AND right(id, 6)::int % 3 = 0 ORDER BY id`,
      [tenantId],
    );
    const rows = products.flatMap((p) => {
      const g = Number(p.id.slice(-6));
      const { leaves } = leavesOf(categories, p.category);
      const leaf = leaves[g % 6 === 0 && leaves.length > 1 ? 1 : 0];
      if (!leaf) return [];
      const values = seededValues(leaf, g);
      return [{ id: p.id, code: leaf.code, v: values, m: missingAttributes(leaf.attributes, values).length, at: new Date(p.updated_at).toISOString() }];
    });
    for (let i = 0; i < rows.length; i += 5000) {
      const chunk = rows.slice(i, i + 5000);
      await db.query(
        `INSERT INTO product_attributes (product_id, tenant_id, category_code, attribute_values, missing, version, updated_at, updated_by_name)
         SELECT r.id, $1, r.code, r.v, r.m, 1, r.at, ''
           FROM jsonb_to_recordset($2::jsonb) AS r(id text, code text, v jsonb, m int, at timestamptz)
         ON CONFLICT (product_id) DO NOTHING`,
        [tenantId, JSON.stringify(chunk)],
      );
    }
  }
}
