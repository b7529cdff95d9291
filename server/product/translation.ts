// SPU transfer (src/contract/product/translation.ts; docs/domain/products.md "SPU transfer"): the
// platform's grant, and a product's listing text in the other language. Only a granted supplier
// may save a translation; a save checks the values (each problem named), the version read (0 for
// a language not translated yet) and writes in one statement, so two tabs never both win.
import {
  getProductTranslations,
  getSpuTransferAuth,
  saveProductTranslation,
  translationProblems,
  TranslationErrorCode,
  TRANSLATION_DESCRIPTION_MAX,
  TRANSLATION_TITLE_MAX,
  type ProductTranslations,
  type SpuTransferAuth,
} from '../../src/contract/product';
import type { Language } from '../../src/contract';
import type { Db } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { ApiError } from '../http/api-error';
import { notFound } from '../inventory';
import { bi, fillBi, textOf, type Bi } from '../separate';

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

async function authOf(db: Db, tenantId: string): Promise<SpuTransferAuth> {
  const row = await db.maybe<{ granted_at: Date | string }>('SELECT granted_at FROM product_spu_transfer WHERE tenant_id = $1', [tenantId]);
  return { authorized: !!row, grantedAt: row ? iso(row.granted_at) : null };
}

async function translationsOf(db: Db, user: { lang: Language; tenant: { id: string } }, productId: string): Promise<ProductTranslations> {
  const product = await db.maybe<{ title: string }>('SELECT title FROM products WHERE id = $1 AND tenant_id = $2', [productId, user.tenant.id]);
  if (!product) throw notFound(user.lang);
  const rows = await db.query<{ lang: 'en' | 'zh-CN'; title: string; description: string; version: number; updated_at: Date | string; updated_by_name: string }>(
    'SELECT lang, title, description, version, updated_at, updated_by_name FROM product_translations WHERE product_id = $1 AND tenant_id = $2 ORDER BY lang',
    [productId, user.tenant.id],
  );
  return {
    source: { title: product.title },
    items: rows.map((r) => ({ lang: r.lang, title: r.title, description: r.description, version: r.version, updatedAt: iso(r.updated_at), updatedBy: r.updated_by_name })),
  };
}

const problemTexts: Record<string, Bi> = {
  'title.required': bi('Enter the title.', '请填写标题。'),
  'title.tooLong': fillBi(bi('The title is longer than {n} characters.', '标题超过 {n} 个字符。'), { n: String(TRANSLATION_TITLE_MAX) }),
  'title.wrongLanguage': bi('The title is not in the language chosen.', '标题与所选语言不符。'),
  'description.tooLong': fillBi(bi('The description is longer than {n} characters.', '描述超过 {n} 个字符。'), { n: String(TRANSLATION_DESCRIPTION_MAX) }),
};

export const translationHandlers: readonly HandlerEntry[] = [
  defineHandler(getSpuTransferAuth, ({ db, user }) => authOf(db, user.tenant.id)),

  defineHandler(getProductTranslations, ({ db, user, params }) => translationsOf(db, user, params.id)),

  defineHandler(saveProductTranslation, async ({ db, user, params, body, now }) => {
    await db.transaction(async (tx) => {
      const product = await tx.maybe('SELECT 1 FROM products WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [params.id, user.tenant.id]);
      if (!product) throw notFound(user.lang);
      if (!(await authOf(tx, user.tenant.id)).authorized)
        throw new ApiError(TranslationErrorCode.denied, textOf(bi('Your company is not authorised to transfer products to other sites, so it cannot translate them.', '贵司尚未获得商品跨站转移授权，无法翻译商品。'), user.lang), 403);
      const problems = translationProblems(body);
      if (problems.length)
        throw new ApiError(TranslationErrorCode.invalid, problems.map((p) => textOf(problemTexts[`${p.field}.${p.problem}`]!, user.lang)).join(' '), 400, { fields: problems.map((p) => p.field) });
      const current = await tx.maybe<{ version: number; title: string; description: string }>('SELECT version, title, description FROM product_translations WHERE product_id = $1 AND lang = $2', [params.id, body.lang]);
      const title = body.title.trim();
      const description = body.description.trim();
      // the same save sent again (a double click, a retry after a lost answer) changes nothing
      if (current && current.version === body.version + 1 && current.title === title && current.description === description) return;
      if ((current?.version ?? 0) !== body.version)
        throw new ApiError(TranslationErrorCode.stale, textOf(bi('This translation was changed by someone else. Reload it and try again.', '该翻译已被他人修改，请刷新后重试。'), user.lang), 409);
      await tx.query(
        `INSERT INTO product_translations (tenant_id, product_id, lang, title, description, version, updated_at, updated_by_name)
         VALUES ($1, $2, $3, $4, $5, 1, $6, $7)
         ON CONFLICT (product_id, lang) DO UPDATE SET title = $4, description = $5, version = product_translations.version + 1, updated_at = $6, updated_by_name = $7`,
        [user.tenant.id, params.id, body.lang, title, description, now, user.displayName],
      );
    });
    return translationsOf(db, user, params.id);
  }),
];

/** The demo's grant: the first supplier may transfer its products (the second shows the portal without the option). */
export async function seedSpuTransfer(db: Db, tenantId: string, at: Date): Promise<void> {
  await db.query('INSERT INTO product_spu_transfer (tenant_id, granted_at) VALUES ($1, $2) ON CONFLICT (tenant_id) DO NOTHING', [tenantId, at]);
}
