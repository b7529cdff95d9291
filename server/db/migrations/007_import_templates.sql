-- A tenant's import templates: which of an import type's fields its template has, in which order
-- (docs/domain/imports.md, "Templates"). Without a row, a template has every field.
CREATE TABLE import_templates (
  tenant_id text NOT NULL REFERENCES tenants (id),
  import_type text NOT NULL,
  template_type text NOT NULL,
  -- column keys in order
  fields jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL REFERENCES users (id),
  updated_by_name text NOT NULL,
  PRIMARY KEY (tenant_id, import_type, template_type)
);
