// SPU transfer: a product's listing text in the other language of the platform's sites (spec
// section 6: "a product spu-transfer authorization flag decides whether a translate option is
// shown"; section 7 "spu-transfer auth"). docs/domain/products.md, "SPU transfer".
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { PRODUCT_PATH } from './platform';

const P = PRODUCT_PATH;

export const translationLanguages = ['en', 'zh-CN'] as const;
export const translationLanguageSchema = z.enum(translationLanguages);
export type TranslationLanguage = z.infer<typeof translationLanguageSchema>;

export const TRANSLATION_TITLE_MAX = 200;
export const TRANSLATION_DESCRIPTION_MAX = 2000;

export const TranslationErrorCode = {
  denied: 'PRODUCT_SPU_TRANSFER_DENIED',
  invalid: 'PRODUCT_TRANSLATION_INVALID',
  stale: 'PRODUCT_TRANSLATION_STALE',
} as const;

/** Whether the supplier may transfer its products (SPUs) to the platform's other sites. */
export const spuTransferAuthSchema = z.object({
  authorized: z.boolean(),
  /** When the platform granted it; null while not granted. */
  grantedAt: z.string().nullable(),
});
export type SpuTransferAuth = z.infer<typeof spuTransferAuthSchema>;

export const productTranslationSchema = z.object({
  lang: translationLanguageSchema,
  title: z.string(),
  description: z.string(),
  version: z.number().int().min(1),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type ProductTranslation = z.infer<typeof productTranslationSchema>;

export const productTranslationsSchema = z.object({
  /** The product's own title and language, which the translations render in the other one. */
  source: z.object({ title: z.string() }),
  items: z.array(productTranslationSchema),
});
export type ProductTranslations = z.infer<typeof productTranslationsSchema>;

export const getSpuTransferAuth = endpoint({
  id: 'product.spuTransferAuth',
  method: 'GET',
  path: `${P}/spu-transfer/auth`,
  summary: 'Whether the supplier may transfer and translate its products',
  response: spuTransferAuthSchema,
});

const productId = z.strictObject({ id: z.string().min(1).max(64) });

export const getProductTranslations = endpoint({
  id: 'product.translations',
  method: 'GET',
  path: `${P}/platform/{id}/translations`,
  summary: "A product's translated listing texts",
  params: productId,
  response: productTranslationsSchema,
});

export const saveProductTranslation = endpoint({
  id: 'product.translationSave',
  method: 'PUT',
  path: `${P}/platform/{id}/translations`,
  summary: "Save a product's listing text in one language",
  params: productId,
  body: z.strictObject({
    lang: translationLanguageSchema,
    title: z.string().max(TRANSLATION_TITLE_MAX * 2),
    description: z.string().max(TRANSLATION_DESCRIPTION_MAX * 2),
    /** The version read; 0 for a language not translated yet. */
    version: z.number().int().min(0),
  }),
  response: productTranslationsSchema,
});

export const translationEndpoints = [getSpuTransferAuth, getProductTranslations, saveProductTranslation] as const;

const HAN = /\p{Script=Han}/u;
const LATIN_WORD = /[A-Za-z]{2,}/;

/**
 * The problems of a translation's values, by field (the server refuses them; the form shows them
 * before sending). A Chinese title needs Chinese characters; an English one none.
 */
export function translationProblems(v: { lang: TranslationLanguage; title: string; description: string }): { field: 'title' | 'description'; problem: 'required' | 'tooLong' | 'wrongLanguage' }[] {
  const out: { field: 'title' | 'description'; problem: 'required' | 'tooLong' | 'wrongLanguage' }[] = [];
  const title = v.title.trim();
  if (!title) out.push({ field: 'title', problem: 'required' });
  else if (title.length > TRANSLATION_TITLE_MAX) out.push({ field: 'title', problem: 'tooLong' });
  else if (v.lang === 'zh-CN' ? !HAN.test(title) : HAN.test(title) || !LATIN_WORD.test(title)) out.push({ field: 'title', problem: 'wrongLanguage' });
  if (v.description.trim().length > TRANSLATION_DESCRIPTION_MAX) out.push({ field: 'description', problem: 'tooLong' });
  return out;
}
