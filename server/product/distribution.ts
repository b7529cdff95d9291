// Distribution settings (src/contract/product/distribution.ts; docs/domain/products.md "Listing
// settings, agreement and subscriptions"): per tenant, whether its products are offered to
// distributors and the discount off the supply price. Not offered and no discount until first
// saved (version 0). A save checks the version read (stale: 409, nothing written); the same save
// sent again (a double click, a retry after a lost answer) answers the saved settings unchanged.
import type { Language } from '../../src/contract';
import { discountPercentProblem, getDistributionSettings, saveDistributionSettings, type DistributionSettings } from '../../src/contract/product';
import { defineHandler, type HandlerEntry } from '../back/handler';
import type { Db } from '../db/db';
import { distributionInvalid, distributionStale } from './distribution-messages';

type Caller = { lang: Language; displayName: string; tenant: { id: string } };
const iso = (v: Date | string | null) => (v == null ? null : new Date(v).toISOString());

interface Row {
  offered: boolean;
  discount_percent: string | null;
  version: number;
  updated_at: Date | string;
  updated_by_name: string;
}

async function settingsOf(db: Db, tenantId: string, lock = false): Promise<{ row: Row | null; settings: DistributionSettings }> {
  const row = (await db.maybe<Row>(`SELECT offered, discount_percent, version, updated_at, updated_by_name FROM product_distribution_settings WHERE tenant_id = $1${lock ? ' FOR UPDATE' : ''}`, [tenantId])) ?? null;
  return {
    row,
    settings: row
      ? { offered: row.offered, discountPercent: row.discount_percent === null ? null : Number(row.discount_percent), version: row.version, updatedAt: iso(row.updated_at), updatedBy: row.updated_by_name }
      : { offered: false, discountPercent: null, version: 0, updatedAt: null, updatedBy: null },
  };
}

async function save(db: Db, user: Caller, body: { offered: boolean; discountPercent: string | null; version: number }, now: Date): Promise<DistributionSettings> {
  const problem = discountPercentProblem(body.discountPercent, body.offered);
  if (problem) throw distributionInvalid(user.lang, problem);
  const discount = body.discountPercent === null || body.discountPercent === '' ? null : Number(body.discountPercent);
  return db.transaction(async (tx) => {
    const tenantId = user.tenant.id;
    const { row, settings } = await settingsOf(tx, tenantId, true);
    const same = row !== null && settings.offered === body.offered && settings.discountPercent === discount;
    // the same save sent again changes nothing and answers what it saved
    if (same && settings.version === body.version + 1) return settings;
    if (settings.version !== body.version) throw distributionStale(user.lang);
    if (row)
      await tx.query('UPDATE product_distribution_settings SET offered = $2, discount_percent = $3, version = version + 1, updated_at = $4, updated_by_name = $5 WHERE tenant_id = $1', [
        tenantId,
        body.offered,
        discount,
        now,
        user.displayName,
      ]);
    else
      await tx.query('INSERT INTO product_distribution_settings (tenant_id, offered, discount_percent, version, updated_at, updated_by_name) VALUES ($1, $2, $3, 1, $4, $5)', [
        tenantId,
        body.offered,
        discount,
        now,
        user.displayName,
      ]);
    return (await settingsOf(tx, tenantId)).settings;
  });
}

export const distributionHandlers: readonly HandlerEntry[] = [
  defineHandler(getDistributionSettings, async ({ db, user }) => (await settingsOf(db, user.tenant.id)).settings),
  defineHandler(saveDistributionSettings, ({ db, user, body, now }) => save(db, user, body, now)),
];
