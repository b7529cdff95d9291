-- Uploaded images (checked by content; served back with their type) and upload configurations
-- per tenant, confKey and application id.
CREATE TABLE images (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  img_type text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
  file_name text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  width integer,
  height integer,
  bytes bytea NOT NULL,
  created_by text NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  deleted_at timestamptz
);
CREATE INDEX images_tenant_idx ON images (tenant_id, created_at);

CREATE TABLE upload_configs (
  tenant_id text NOT NULL REFERENCES tenants (id),
  conf_key text NOT NULL,
  app_id text NOT NULL,
  max_bytes integer NOT NULL,
  accept jsonb NOT NULL,
  preview boolean NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL REFERENCES users (id),
  PRIMARY KEY (tenant_id, conf_key, app_id)
);
