// A tenant's templates of an import type: the fields it picked from the business field groups
// (required fields are always in, first in the type's order; unknown keys are refused). Without a
// saved template, a template has every field in the type's order.
import type { ImportColumn, ImportTemplate, ImportType } from '../../src/contract';
import type { Db } from '../db/db';
import type { ImportDefinition } from './definition';

export const DEFAULT_TEMPLATE_TYPE = 'default';

interface TemplateRow {
  fields: string[];
  updated_at: Date;
  updated_by_name: string;
}

export function fieldGroupsOf(definition: ImportDefinition) {
  const groups = definition.fieldGroups ?? [{ key: 'fields', title: { en: 'Fields', zh: '字段' }, fields: definition.columns.map((c) => c.key) }];
  return groups.map((g) => ({ key: g.key, title: g.title, fields: g.fields.map((k) => definition.columns.find((c) => c.key === k)!) }));
}

/** The chosen keys as the template's columns: required ones first where they are missing. */
export function templateColumns(definition: ImportDefinition, keys: readonly string[]): ImportColumn[] {
  const chosen = new Set(keys);
  const required = definition.columns.filter((c) => c.required && !chosen.has(c.key));
  const picked = keys.map((k) => definition.columns.find((c) => c.key === k)).filter((c): c is ImportColumn => c !== undefined);
  return [...required, ...picked];
}

export async function currentTemplateOf(db: Db, tenantId: string, definition: ImportDefinition, templateType = DEFAULT_TEMPLATE_TYPE): Promise<ImportTemplate> {
  const row = await db.maybe<TemplateRow>(
    'SELECT fields, updated_at, updated_by_name FROM import_templates WHERE tenant_id = $1 AND import_type = $2 AND template_type = $3',
    [tenantId, definition.type, templateType],
  );
  const fields = row ? templateColumns(definition, row.fields).map((c) => c.key) : definition.columns.map((c) => c.key);
  return { importType: definition.type as ImportType, templateType, fields, updatedAt: row?.updated_at.toISOString() ?? null, updatedBy: row?.updated_by_name ?? null };
}

export async function saveTemplate(
  db: Db,
  who: { tenantId: string; userId: string; userName: string },
  definition: ImportDefinition,
  templateType: string,
  keys: readonly string[],
  now: Date,
): Promise<ImportTemplate> {
  const fields = templateColumns(definition, [...new Set(keys)]).map((c) => c.key);
  await db.query(
    `INSERT INTO import_templates (tenant_id, import_type, template_type, fields, updated_at, updated_by, updated_by_name)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)
     ON CONFLICT (tenant_id, import_type, template_type) DO UPDATE SET fields = EXCLUDED.fields, updated_at = EXCLUDED.updated_at,
       updated_by = EXCLUDED.updated_by, updated_by_name = EXCLUDED.updated_by_name`,
    [who.tenantId, definition.type, templateType, JSON.stringify(fields), now, who.userId, who.userName],
  );
  return currentTemplateOf(db, who.tenantId, definition, templateType);
}
