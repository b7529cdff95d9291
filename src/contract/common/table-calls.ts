// The "Table and theme" calls of spec section 7: column and condition customisation and saved
// themes, per user and bizType, stored on the server (shapes in ../kernel/table.ts).
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { bizTypeSchema, columnDefinitionSchema, columnSettingSchema, conditionDefinitionSchema, themeSchema } from '../kernel/table';

const bizTypeBody = z.strictObject({ bizType: bizTypeSchema });

export const getAllTableColumns = endpoint({
  id: 'theme.getAllTableColumns',
  changes: 'nothing',
  method: 'POST',
  path: '/common/app/theme/table/getAllTableColumns',
  summary: 'Every column a table of this bizType can show (titles in the user language)',
  body: bizTypeBody,
  response: z.array(columnDefinitionSchema),
});

export const getDefaultTableColumns = endpoint({
  id: 'theme.getDefaultTableColumns',
  changes: 'nothing',
  method: 'POST',
  path: '/common/app/theme/table/getDefaultTableColumns',
  summary: "The user's columns for this bizType (the server default until customised)",
  body: bizTypeBody,
  response: z.object({ columns: z.array(columnSettingSchema), customised: z.boolean() }),
});

export const transformThemeTable = endpoint({
  id: 'theme.transformThemeTable',
  changes: 'own',
  method: 'POST',
  path: '/common/app/theme/table/transformThemeTable',
  summary: "Stores the user's columns (order, widths, visibility) for this bizType; reset = true restores the default",
  body: z.strictObject({ bizType: bizTypeSchema, columns: z.array(columnSettingSchema).max(200), reset: z.boolean().optional() }),
  response: z.object({ columns: z.array(columnSettingSchema), customised: z.boolean() }),
});

export const getDefaultCondition = endpoint({
  id: 'theme.getDefaultCondition',
  method: 'GET',
  path: '/common/app/theme/search/getDefaultCondition/{bizType}',
  summary: 'The search conditions shown in the search bar for this bizType',
  params: z.strictObject({ bizType: bizTypeSchema }),
  response: z.array(z.string()),
});

export const getConditionList = endpoint({
  id: 'theme.getConditionList',
  method: 'GET',
  path: '/common/app/theme/search/getConditionList/{bizType}',
  summary: 'Every search condition of this bizType (labels in the user language)',
  params: z.strictObject({ bizType: bizTypeSchema }),
  response: z.array(conditionDefinitionSchema),
});

export const listThemes = endpoint({
  id: 'theme.list',
  method: 'GET',
  path: '/common/app/themes',
  summary: "The user's saved themes (named views) of this bizType",
  query: z.strictObject({ bizType: bizTypeSchema }),
  response: z.array(themeSchema),
});

export const saveTheme = endpoint({
  id: 'theme.save',
  changes: 'own',
  method: 'POST',
  path: '/common/app/theme',
  summary: 'Creates (no id) or updates (id: rename, new conditions/columns, default flag) a theme',
  body: z.strictObject({
    id: z.string().max(64).optional(),
    bizType: bizTypeSchema,
    name: z.string().trim().min(1).max(60),
    isDefault: z.boolean().default(false),
    conditions: z.record(z.string().max(64), z.unknown()).default({}),
    columns: z.array(columnSettingSchema).max(200).default([]),
  }),
  response: themeSchema,
});

export const deleteTheme = endpoint({
  id: 'theme.delete',
  changes: 'own',
  method: 'DELETE',
  path: '/common/app/theme',
  summary: 'Deletes one of the user’s themes',
  query: z.strictObject({ id: z.string().min(1).max(64) }),
  response: z.object({ id: z.string() }),
});

export const tableEndpoints = [getAllTableColumns, getDefaultTableColumns, transformThemeTable, getDefaultCondition, getConditionList, listThemes, saveTheme, deleteTheme] as const;
