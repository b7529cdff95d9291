// The tax codes and conversions (src/contract/common/tax.ts; docs/domain/common.md, "Tax
// conversions"): the rate is the caller's tenant's for the code asked (its default when none is),
// a code of another tenant or none at all is refused in the caller's language, and the arithmetic
// is the contract's convertTax (exact decimals, 2-decimal rounding half away from zero).
import { convertTax, getNoTaxMoney, getTaxMoney, getTaxRates, TaxErrorCode, type Language, type TaxDirection, type TaxRate } from '../../src/contract';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/db';
import type { SeedContext } from '../db/seed-context';
import { ApiError } from '../http/api-error';
import { defineHandler, type HandlerEntry } from '../back/handler';

interface RateRow {
  tax_code: string;
  rate: string;
  name_en: string;
  name_zh: string;
  is_default: boolean;
}

const rateOut = (r: RateRow, lang: Language): TaxRate => ({ taxCode: r.tax_code, rate: Number(r.rate), name: lang === 'zh-CN' ? r.name_zh : r.name_en, isDefault: r.is_default });

const unknownCode = (code: string | undefined, lang: Language) =>
  new ApiError(
    TaxErrorCode.unknownCode,
    code === undefined
      ? lang === 'zh-CN'
        ? '您的公司尚未设置默认税码。'
        : 'Your company has no default tax code.'
      : lang === 'zh-CN'
        ? `税码 ${code} 不是贵公司的税码。`
        : `Tax code ${code} is not one of your company's tax codes.`,
    400,
    { field: 'taxCode' },
  );

async function rateOf(db: Db, user: SessionUser, code: string | undefined): Promise<RateRow> {
  const row = await db.maybe<RateRow>(
    `SELECT tax_code, rate::text AS rate, name_en, name_zh, is_default FROM tax_rates WHERE tenant_id = $1 AND ${code === undefined ? 'is_default' : 'tax_code = $2'}`,
    code === undefined ? [user.tenant.id] : [user.tenant.id, code],
  );
  if (!row) throw unknownCode(code, user.lang);
  return row;
}

const conversion = (direction: TaxDirection) => async ({ db, user, body }: { db: Db; user: SessionUser; body: { taxCode?: string; amounts: number[] } }) => {
  const rate = await rateOf(db, user, body.taxCode);
  return { taxCode: rate.tax_code, rate: Number(rate.rate), items: body.amounts.map((a) => convertTax(a, Number(rate.rate), direction)) };
};

export const taxHandlers: HandlerEntry[] = [
  defineHandler(getTaxRates, async ({ db, user }) =>
    (await db.query<RateRow>('SELECT tax_code, rate::text AS rate, name_en, name_zh, is_default FROM tax_rates WHERE tenant_id = $1 ORDER BY is_default DESC, rate DESC, tax_code', [user.tenant.id])).map((r) =>
      rateOut(r, user.lang),
    ),
  ),
  defineHandler(getTaxMoney, conversion('addTax')),
  defineHandler(getNoTaxMoney, conversion('removeTax')),
];

type SeedRate = [code: string, rate: string, en: string, zh: string, isDefault: boolean];
/** A general VAT taxpayer's codes. */
const generalRates: SeedRate[] = [
  ['VAT13', '0.1300', 'VAT 13% (goods)', '增值税 13%（货物）', true],
  ['VAT9', '0.0900', 'VAT 9% (transport, agricultural goods)', '增值税 9%（运输、农产品）', false],
  ['VAT6', '0.0600', 'VAT 6% (services)', '增值税 6%（服务）', false],
  ['VAT0', '0.0000', 'Zero-rated (exports)', '零税率（出口）', false],
];
/** A small-scale taxpayer's codes (levy rates). */
const smallScaleRates: SeedRate[] = [
  ['VAT3', '0.0300', 'Levy 3% (small-scale taxpayer)', '征收率 3%（小规模纳税人）', true],
  ['VAT1', '0.0100', 'Levy 1% (reduced)', '征收率 1%（减按）', false],
  ['VAT0', '0.0000', 'Zero-rated (exports)', '零税率（出口）', false],
];
/** Tenants registered as small-scale taxpayers; every other tenant is a general taxpayer. */
const smallScaleTenants = new Set(['pacific']);

/** Every demo tenant's tax codes (re-running adds nothing). */
export async function seedTaxRates({ db, tenants, tenantIds }: SeedContext): Promise<void> {
  for (const tenant of tenants) {
    for (const [code, rate, en, zh, isDefault] of smallScaleTenants.has(tenant.key) ? smallScaleRates : generalRates) {
      await db.query(
        'INSERT INTO tax_rates (tenant_id, tax_code, rate, name_en, name_zh, is_default) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING',
        [tenantIds[tenant.key], code, rate, en, zh, isDefault],
      );
    }
  }
}
