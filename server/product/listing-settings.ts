// Listing settings and the supplier agreement (src/contract/product/listing-settings.ts;
// docs/domain/products.md "Listing settings, agreement and subscriptions"): the supplier's listing
// defaults per platform (defaults shown until first saved: 3 handling days, no warehouse, the
// formula applied), its active own warehouses to ship from, and the platform's supplier agreement,
// checked and accepted (who, when, which version; a repeat answers itself). Saving the settings is
// refused until the platform's current agreement is accepted; the agreement row is read FOR SHARE
// in the save's transaction so an agreement version change cannot slip between check and write.
import type { Language } from '../../src/contract';
import {
  acceptAgreement,
  checkAgreement,
  getListingSettings,
  getListingWarehouses,
  handlingDaysProblem,
  LISTING_LIMITS,
  ListingErrorCode,
  saveListingSettings,
  type AgreementState,
  type ListingSettings,
} from '../../src/contract/product';
import { defineHandler, type HandlerEntry } from '../back/handler';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { notFound } from '../inventory';
import { bi, fillBi, textOf } from '../separate';

type Caller = { lang: Language; displayName: string; tenant: { id: string } };
const iso = (v: unknown) => (v == null ? null : v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

interface AgreementRow {
  platform_code: string;
  version: number;
  text_en: string;
  text_zh: string;
  accepted_at: Date | string | null;
  accepted_by_name: string | null;
}

async function agreementOf(db: Db, user: Caller, platformCode: string, lock = false): Promise<AgreementState> {
  const row = await db.maybe<AgreementRow>(
    `SELECT a.platform_code, a.version, a.text_en, a.text_zh, x.accepted_at, x.accepted_by_name
       FROM product_supplier_agreements a
       LEFT JOIN product_agreement_acceptances x ON x.platform_code = a.platform_code AND x.version = a.version AND x.tenant_id = $2
      WHERE a.platform_code = $1${lock ? ' FOR SHARE OF a' : ''}`,
    [platformCode, user.tenant.id],
  );
  if (!row) throw notFound(user.lang);
  return {
    platformCode: row.platform_code,
    version: row.version,
    text: user.lang === 'zh-CN' ? row.text_zh : row.text_en,
    accepted: row.accepted_at != null,
    acceptedAt: iso(row.accepted_at),
    acceptedBy: row.accepted_by_name,
  };
}

interface SettingsRow {
  code: string;
  name: string;
  name_zh: string;
  handling_days: number | null;
  warehouse_id: string | null;
  warehouse_name: string | null;
  auto_apply_formula: boolean | null;
  version: number | null;
  updated_at: Date | string | null;
  updated_by_name: string | null;
}

async function settingsOf(db: Db, user: Caller, platformCode: string): Promise<ListingSettings> {
  const row = await db.maybe<SettingsRow>(
    `SELECT p.code, p.name, p.name_zh, s.handling_days, s.warehouse_id, w.name AS warehouse_name, s.auto_apply_formula, s.version, s.updated_at, s.updated_by_name
       FROM platforms p
       LEFT JOIN product_listing_settings s ON s.platform_code = p.code AND s.tenant_id = $2
       LEFT JOIN warehouses w ON w.id = s.warehouse_id AND w.tenant_id = $2
      WHERE p.code = $1`,
    [platformCode, user.tenant.id],
  );
  if (!row) throw notFound(user.lang);
  return {
    platformCode: row.code,
    platformName: user.lang === 'zh-CN' ? row.name_zh : row.name,
    handlingDays: row.handling_days ?? LISTING_LIMITS.handlingDaysDefault,
    warehouseId: row.warehouse_id,
    warehouseName: row.warehouse_name,
    autoApplyFormula: row.auto_apply_formula ?? true,
    version: row.version ?? 0,
    updatedAt: iso(row.updated_at),
    updatedBy: row.updated_by_name,
  };
}

const staleError = (lang: Language) =>
  new ApiError(ListingErrorCode.stale, textOf(bi('These listing settings were changed by someone else. Reload them and try again. Nothing was changed.', '这些上架设置已被他人修改，请刷新后重试。本次操作未做任何更改。'), lang), 409);

interface SaveBody {
  platformCode: string;
  handlingDays: number;
  warehouseId: string | null;
  autoApplyFormula: boolean;
  version: number;
}

async function save(db: Db, user: Caller, body: SaveBody, now: Date): Promise<ListingSettings> {
  const tenantId = user.tenant.id;
  const dayProblem = handlingDaysProblem(String(body.handlingDays));
  return db.transaction(async (tx) => {
    const agreement = await agreementOf(tx, user, body.platformCode, true);
    if (!agreement.accepted)
      throw new ApiError(
        ListingErrorCode.agreement,
        textOf(bi("Accept the platform's supplier agreement before changing your listing settings. Nothing was changed.", '修改上架设置前，请先接受平台的供应商协议。本次操作未做任何更改。'), user.lang),
        409,
        { version: agreement.version },
      );
    if (dayProblem)
      throw new ApiError(
        ListingErrorCode.invalid,
        textOf(fillBi(bi('Handling days are a whole number from {min} to {max}.', '备货天数须为 {min} 到 {max} 之间的整数。'), { min: String(LISTING_LIMITS.handlingDaysMin), max: String(LISTING_LIMITS.handlingDaysMax) }), user.lang),
        400,
        { fields: ['handlingDays'] },
      );
    if (body.warehouseId) {
      // another tenant's warehouse is not found; one of the tenant's that is not an active own one is refused by name
      const w = await tx.maybe<{ usable: boolean }>("SELECT (type = 'own' AND status = 'active') AS usable FROM warehouses WHERE id = $1 AND tenant_id = $2 AND deleted_at IS NULL", [body.warehouseId, tenantId]);
      if (!w) throw notFound(user.lang);
      if (!w.usable)
        throw new ApiError(ListingErrorCode.warehouse, textOf(bi('Pick one of your active own warehouses to ship from. Nothing was changed.', '请选择一个启用中的自营仓库作为发货仓。本次操作未做任何更改。'), user.lang), 400, { fields: ['warehouseId'] });
    }
    const current = await tx.maybe<{ version: number; handling_days: number; warehouse_id: string | null; auto_apply_formula: boolean }>(
      'SELECT version, handling_days, warehouse_id, auto_apply_formula FROM product_listing_settings WHERE tenant_id = $1 AND platform_code = $2 FOR UPDATE',
      [tenantId, body.platformCode],
    );
    const same = current && current.handling_days === body.handlingDays && current.warehouse_id === body.warehouseId && current.auto_apply_formula === body.autoApplyFormula;
    // the same save sent again (a double click, a retry after a lost answer) changes nothing
    if (current && same && current.version === body.version + 1) return settingsOf(tx, user, body.platformCode);
    if ((current?.version ?? 0) !== body.version) throw staleError(user.lang);
    if (current)
      await tx.query(
        'UPDATE product_listing_settings SET handling_days = $3, warehouse_id = $4, auto_apply_formula = $5, version = version + 1, updated_at = $6, updated_by_name = $7 WHERE tenant_id = $1 AND platform_code = $2',
        [tenantId, body.platformCode, body.handlingDays, body.warehouseId, body.autoApplyFormula, now, user.displayName],
      );
    else
      await tx.query(
        'INSERT INTO product_listing_settings (tenant_id, platform_code, handling_days, warehouse_id, auto_apply_formula, version, updated_at, updated_by_name) VALUES ($1, $2, $3, $4, $5, 1, $6, $7)',
        [tenantId, body.platformCode, body.handlingDays, body.warehouseId, body.autoApplyFormula, now, user.displayName],
      );
    return settingsOf(tx, user, body.platformCode);
  });
}

async function accept(db: Db, user: Caller, body: { platformCode: string; version: number }, now: Date): Promise<AgreementState> {
  return db.transaction(async (tx) => {
    const agreement = await agreementOf(tx, user, body.platformCode, true);
    if (agreement.version !== body.version)
      throw new ApiError(
        ListingErrorCode.stale,
        textOf(bi("The platform's supplier agreement has a new version. Read it again and accept it. Nothing was changed.", '平台的供应商协议已有新版本，请重新阅读后再接受。本次操作未做任何更改。'), user.lang),
        409,
      );
    // accepting again keeps the first acceptance (who and when)
    await tx.query(
      'INSERT INTO product_agreement_acceptances (tenant_id, platform_code, version, accepted_at, accepted_by_name) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
      [user.tenant.id, body.platformCode, body.version, now, user.displayName],
    );
    return agreementOf(tx, user, body.platformCode);
  });
}

export const listingSettingsHandlers: readonly HandlerEntry[] = [
  defineHandler(getListingSettings, ({ db, user, query }) => settingsOf(db, user, query.platformCode)),
  defineHandler(saveListingSettings, ({ db, user, body, now }) => save(db, user, body, now)),
  defineHandler(getListingWarehouses, async ({ db, user }) => ({
    items: await db.query<{ id: string; code: string; name: string; country: string }>(
      "SELECT id, code, name, country FROM warehouses WHERE tenant_id = $1 AND type = 'own' AND status = 'active' AND deleted_at IS NULL ORDER BY code",
      [user.tenant.id],
    ),
  })),
  defineHandler(checkAgreement, ({ db, user, query }) => agreementOf(db, user, query.platformCode)),
  defineHandler(acceptAgreement, ({ db, user, body, now }) => accept(db, user, body, now)),
];
