-- The list platform: per-user table settings (columns) and saved themes (named views) per
-- bizType, and export jobs (the export centre). All rows carry tenant and user: every query is
-- scoped by both.

CREATE TABLE table_settings (
  tenant_id text NOT NULL REFERENCES tenants (id),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  biz_type text NOT NULL,
  -- [{ key, width, visible }] in display order
  columns jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, biz_type)
);
CREATE INDEX table_settings_tenant_idx ON table_settings (tenant_id, user_id);

CREATE TABLE themes (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  biz_type text NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  is_default boolean NOT NULL DEFAULT false,
  conditions jsonb NOT NULL DEFAULT '{}',
  columns jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- one name per user and table (case-insensitive), at most one default per user and table
CREATE UNIQUE INDEX themes_name_idx ON themes (tenant_id, user_id, biz_type, lower(name));
CREATE UNIQUE INDEX themes_default_idx ON themes (tenant_id, user_id, biz_type) WHERE is_default;

CREATE TABLE export_jobs (
  id text PRIMARY KEY,
  -- creation order: the tie-breaker of the job list's keyset (created_at, seq)
  seq bigserial NOT NULL UNIQUE,
  tenant_id text NOT NULL REFERENCES tenants (id),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  biz_type text NOT NULL,
  -- the table's name and the file name, in the requester's language at the time of the request
  title text NOT NULL,
  file_name text NOT NULL,
  lang text NOT NULL CHECK (lang IN ('en', 'zh-CN')),
  -- { conditions, sort } as validated by export.start, and the column keys in order
  query jsonb NOT NULL,
  columns jsonb NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'succeeded', 'failed')),
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  rows_done integer NOT NULL DEFAULT 0,
  rows_total integer,
  row_count integer NOT NULL DEFAULT 0,
  error text,
  -- the runner that holds a running job, and when it last showed it is alive
  worker text,
  heartbeat timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  -- where the finished file is (written by the runner only)
  file_path text,
  created_at timestamptz NOT NULL,
  started_at timestamptz,
  finished_at timestamptz
);
-- the job list (newest first, keyset on created_at, id) and the runner's queue
CREATE INDEX export_jobs_owner_idx ON export_jobs (tenant_id, user_id, created_at, seq);
CREATE INDEX export_jobs_queue_idx ON export_jobs (created_at, seq) WHERE status = 'queued';
CREATE INDEX export_jobs_running_idx ON export_jobs (heartbeat) WHERE status = 'running';
