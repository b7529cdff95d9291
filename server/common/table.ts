// Handlers of "Table and theme" (src/contract/kernel/table.ts): column and condition definitions of a
// registered list in the user's language, the user's column setting per bizType, and saved
// themes. Every row is scoped by tenant AND user; an unknown bizType is SYS_NOT_FOUND.
import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  deleteTheme,
  getAllTableColumns,
  getConditionList,
  getDefaultCondition,
  getDefaultTableColumns,
  listThemes,
  saveTheme,
  transformThemeTable,
  type ColumnSetting,
  type Language,
  type TableDefinition,
  type Theme,
} from '../../src/contract';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { msg } from '../http/messages';
import { ListErrorCode, listMsg } from '../lists/messages';
import { getList, textIn } from '../lists/registry';
import { checkColumnSettings, checkConditions, defaultColumnSettings, storedColumnsSchema } from '../lists/validate';
import { defineHandler, type HandlerEntry } from '../back/handler';

interface ThemeRow {
  id: string;
  biz_type: string;
  name: string;
  is_default: boolean;
  conditions: Record<string, unknown>;
  columns: ColumnSetting[];
  updated_at: Date;
}

const themeOf = (row: ThemeRow): Theme => ({
  id: row.id,
  bizType: row.biz_type,
  name: row.name,
  isDefault: row.is_default,
  conditions: row.conditions ?? {},
  columns: row.columns ?? [],
  updatedAt: new Date(row.updated_at).toISOString(),
});

const notFound = (lang: Language) => new ApiError(ErrorCode.notFound, msg(ErrorCode.notFound, lang), 404);

/** The user's saved columns, without keys the definition no longer has; undefined when none. */
async function savedColumns(db: Db, user: SessionUser, table: TableDefinition): Promise<ColumnSetting[] | undefined> {
  const row = await db.maybe<{ columns: unknown }>('SELECT columns FROM table_settings WHERE tenant_id = $1 AND user_id = $2 AND biz_type = $3', [
    user.tenant.id,
    user.id,
    table.bizType,
  ]);
  if (!row) return undefined;
  const parsed = storedColumnsSchema.safeParse(row.columns);
  if (!parsed.success) return undefined;
  const known = new Set(table.columns.map((c) => c.key));
  return parsed.data.filter((c) => known.has(c.key));
}

const newThemeId = () => `th_${randomBytes(8).toString('hex')}`;

/** The unique index that refused a write (23505), if that is what happened. */
const uniqueViolation = (error: unknown): string | undefined => {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23505' ? String(e.constraint ?? '') : undefined;
};

export const tableHandlers: HandlerEntry[] = [
  defineHandler(getAllTableColumns, async ({ user, body }) => {
    const { table } = getList(body.bizType, user.lang);
    return table.columns.map((c) => ({
      key: c.key,
      title: textIn(c.title, user.lang),
      kind: c.kind,
      width: c.width,
      sortable: c.sortable,
      defaultVisible: c.defaultVisible,
      ...(c.optionName ? { optionName: c.optionName } : {}),
      ...(c.currencyKey ? { currencyKey: c.currencyKey } : {}),
    }));
  }),

  defineHandler(getDefaultTableColumns, async ({ db, user, body }) => {
    const { table } = getList(body.bizType, user.lang);
    const saved = await savedColumns(db, user, table);
    return saved ? { columns: saved, customised: true } : { columns: defaultColumnSettings(table), customised: false };
  }),

  defineHandler(transformThemeTable, async ({ db, user, body, now }) => {
    const { table } = getList(body.bizType, user.lang);
    if (body.reset) {
      await db.query('DELETE FROM table_settings WHERE tenant_id = $1 AND user_id = $2 AND biz_type = $3', [user.tenant.id, user.id, table.bizType]);
      return { columns: defaultColumnSettings(table), customised: false };
    }
    const columns = checkColumnSettings(table, body.columns, user.lang);
    if (!columns.some((c) => c.visible)) {
      throw new ApiError(ErrorCode.invalid, msg(ErrorCode.invalid, user.lang), 400, { field: 'columns' });
    }
    await db.query(
      `INSERT INTO table_settings (tenant_id, user_id, biz_type, columns, updated_at) VALUES ($1, $2, $3, $4::jsonb, $5)
       ON CONFLICT (user_id, biz_type) DO UPDATE SET columns = EXCLUDED.columns, updated_at = EXCLUDED.updated_at
       WHERE table_settings.tenant_id = EXCLUDED.tenant_id`,
      [user.tenant.id, user.id, table.bizType, JSON.stringify(columns), now],
    );
    return { columns, customised: true };
  }),

  defineHandler(getDefaultCondition, async ({ user, params }) => {
    const { table } = getList(params.bizType, user.lang);
    return table.conditions.filter((c) => c.defaultVisible).map((c) => c.key);
  }),

  defineHandler(getConditionList, async ({ user, params }) => {
    const { table } = getList(params.bizType, user.lang);
    return table.conditions.map((c) => ({
      key: c.key,
      label: textIn(c.label, user.lang),
      kind: c.kind,
      defaultVisible: c.defaultVisible,
      ...(c.optionName ? { optionName: c.optionName } : {}),
      ...(c.lookup ? { lookup: c.lookup } : {}),
    }));
  }),

  defineHandler(listThemes, async ({ db, user, query }) => {
    const { table } = getList(query.bizType, user.lang);
    const rows = await db.query<ThemeRow>(
      `SELECT id, biz_type, name, is_default, conditions, columns, updated_at FROM themes
       WHERE tenant_id = $1 AND user_id = $2 AND biz_type = $3
       ORDER BY is_default DESC, lower(name), name, id`,
      [user.tenant.id, user.id, table.bizType],
    );
    return rows.map(themeOf);
  }),

  defineHandler(saveTheme, async ({ db, user, body, now }) => {
    const list = getList(body.bizType, user.lang);
    const conditions = checkConditions(list, body.conditions, user.lang);
    const columns = checkColumnSettings(list.table, body.columns, user.lang);
    const owner = [user.tenant.id, user.id, list.table.bizType] as const;
    try {
      return await db.transaction(async (tx) => {
        if (body.id !== undefined) {
          const mine = await tx.maybe('SELECT id FROM themes WHERE id = $1 AND tenant_id = $2 AND user_id = $3 AND biz_type = $4 FOR UPDATE', [body.id, ...owner]);
          if (!mine) throw notFound(user.lang);
        }
        const taken = await tx.maybe(
          'SELECT id FROM themes WHERE tenant_id = $1 AND user_id = $2 AND biz_type = $3 AND lower(name) = lower($4) AND id <> $5',
          [...owner, body.name, body.id ?? ''],
        );
        if (taken) throw new ApiError(ListErrorCode.themeNameTaken, listMsg('themeNameTaken', user.lang, { name: body.name }), 409, { field: 'name' });
        if (body.isDefault) {
          await tx.query('UPDATE themes SET is_default = false, updated_at = $4 WHERE tenant_id = $1 AND user_id = $2 AND biz_type = $3 AND is_default AND id <> $5', [
            ...owner,
            now,
            body.id ?? '',
          ]);
        }
        const values = [body.name, body.isDefault, JSON.stringify(conditions), JSON.stringify(columns), now] as const;
        const row =
          body.id === undefined
            ? await tx.one<ThemeRow>(
                `INSERT INTO themes (id, tenant_id, user_id, biz_type, name, is_default, conditions, columns, created_at, updated_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $9)
                 RETURNING id, biz_type, name, is_default, conditions, columns, updated_at`,
                [newThemeId(), ...owner, ...values],
              )
            : await tx.one<ThemeRow>(
                `UPDATE themes SET name = $5, is_default = $6, conditions = $7::jsonb, columns = $8::jsonb, updated_at = $9
                 WHERE id = $1 AND tenant_id = $2 AND user_id = $3 AND biz_type = $4
                 RETURNING id, biz_type, name, is_default, conditions, columns, updated_at`,
                [body.id, ...owner, ...values],
              );
        return themeOf(row);
      });
    } catch (error) {
      // two saves racing past the name check: the unique index decides
      const index = uniqueViolation(error);
      if (index === undefined) throw error;
      if (index === 'themes_name_idx') throw new ApiError(ListErrorCode.themeNameTaken, listMsg('themeNameTaken', user.lang, { name: body.name }), 409, { field: 'name' });
      throw new ApiError(ErrorCode.conflict, listMsg('concurrentChange', user.lang), 409);
    }
  }),

  defineHandler(deleteTheme, async ({ db, user, query }) => {
    const row = await db.maybe<{ id: string }>('DELETE FROM themes WHERE id = $1 AND tenant_id = $2 AND user_id = $3 RETURNING id', [
      query.id,
      user.tenant.id,
      user.id,
    ]);
    if (!row) throw notFound(user.lang);
    return { id: row.id };
  }),
];
