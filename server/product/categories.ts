// The platform's category tree with each category's attributes (migration 036: platform reference
// data, the same for every tenant). A leaf carries its parent's attributes, then its own.
import type { Category, CategoryAttribute } from '../../src/contract/product';
import type { Db } from '../db/db';

interface AttributeRow {
  category_code: string;
  code: string;
  name_en: string;
  name_zh: string;
  type: CategoryAttribute['type'];
  options: CategoryAttribute['options'] | string;
  unit: string;
  required: boolean;
  min_value: string | null;
  max_value: string | null;
}

export async function loadCategories(db: Db): Promise<Category[]> {
  const cats = await db.query<{ code: string; parent_code: string | null; name_en: string; name_zh: string }>(
    // each top category, then its subcategories
    `SELECT c.code, c.parent_code, c.name_en, c.name_zh FROM product_categories c LEFT JOIN product_categories p ON p.code = c.parent_code
      ORDER BY COALESCE(p.sort, c.sort), c.parent_code NULLS FIRST, c.sort`,
  );
  const attrs = await db.query<AttributeRow>('SELECT * FROM product_category_attributes ORDER BY category_code, sort');
  const own = (code: string): CategoryAttribute[] =>
    attrs
      .filter((a) => a.category_code === code)
      .map((a) => ({
        code: a.code,
        nameEn: a.name_en,
        nameZh: a.name_zh,
        type: a.type,
        options: typeof a.options === 'string' ? JSON.parse(a.options) : a.options,
        unit: a.unit,
        required: a.required,
        min: a.min_value === null ? null : Number(a.min_value),
        max: a.max_value === null ? null : Number(a.max_value),
        from: code,
      }));
  const hasChildren = new Set(cats.map((c) => c.parent_code).filter(Boolean));
  return cats.map((c) => ({
    code: c.code,
    parentCode: c.parent_code,
    nameEn: c.name_en,
    nameZh: c.name_zh,
    leaf: !hasChildren.has(c.code),
    attributes: [...(c.parent_code ? own(c.parent_code) : []), ...own(c.code)],
  }));
}
