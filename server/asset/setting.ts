// The tenant's asset settings (the /asset/setting screen): default currency, default buffer ratio
// and low-stock threshold. One row per tenant, created on first save; saves follow the version
// rule of assets-warehouse.ts.
import { assetSettingGet, assetSettingSave } from '../../src/contract';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/db';
import { checkRatio, checkWholeNumber, decOrZero, isUniqueViolation, isoOrNull, sameDecimal } from './common';
import { staleVersion } from './messages';
import { defineHandler, type HandlerEntry } from '../back/handler';

/** Defaults before the first save: the tenant's currency, no buffer, threshold 10. */
const DEFAULT_LOW_STOCK_THRESHOLD = 10;

async function settingOut(db: Db, user: SessionUser) {
  const row = await db.maybe<{ default_currency: string; default_buffer_ratio: string; low_stock_threshold: number; version: number; updated_at: Date }>(
    'SELECT default_currency, default_buffer_ratio, low_stock_threshold, version, updated_at FROM asset_settings WHERE tenant_id = $1',
    [user.tenant.id],
  );
  if (!row) {
    return { defaultCurrency: user.tenant.currency.toUpperCase(), defaultBufferRatio: '0', lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD, version: 0, updatedAt: null };
  }
  return {
    defaultCurrency: row.default_currency,
    defaultBufferRatio: decOrZero(row.default_buffer_ratio),
    lowStockThreshold: Number(row.low_stock_threshold),
    version: row.version,
    updatedAt: isoOrNull(row.updated_at),
  };
}

export const settingHandlers: HandlerEntry[] = [
  defineHandler(assetSettingGet, async ({ db, user }) => settingOut(db, user)),

  defineHandler(assetSettingSave, async ({ db, user, body, now }) =>
    db.transaction(async (tx) => {
      const ratio = checkRatio('defaultBufferRatio', body.defaultBufferRatio, user.lang);
      const threshold = checkWholeNumber('lowStockThreshold', body.lowStockThreshold, user.lang);
      await tx.query('SELECT 1 FROM asset_settings WHERE tenant_id = $1 FOR UPDATE', [user.tenant.id]);
      const before = await settingOut(tx, user);
      const same = before.defaultCurrency === body.defaultCurrency && sameDecimal(before.defaultBufferRatio, ratio) && before.lowStockThreshold === threshold;
      if (before.version > 0 && same) return before;
      if (body.version !== before.version) throw staleVersion('setting', user.lang);
      try {
        await tx.query(
          `INSERT INTO asset_settings (tenant_id, default_currency, default_buffer_ratio, low_stock_threshold, version, updated_at, updated_by)
           VALUES ($1, $2, $3, $4, 1, $5, $6)
           ON CONFLICT (tenant_id) DO UPDATE SET default_currency = $2, default_buffer_ratio = $3, low_stock_threshold = $4,
             version = asset_settings.version + 1, updated_at = $5, updated_by = $6
           WHERE asset_settings.version = $7`,
          [user.tenant.id, body.defaultCurrency, ratio, threshold, now, user.id, body.version],
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw staleVersion('setting', user.lang);
        throw error;
      }
      return settingOut(tx, user);
    }),
  ),
];
