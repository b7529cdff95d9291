-- Bulk imports (docs/domain/imports.md): an uploaded file, the rows read from it with what each
-- would do and what is wrong with it, and how far applying it got.
--
-- Idempotent confirm: a row is applied in the same transaction that sets its applied_batch, one
-- transaction per batch; a runner that dies mid-batch leaves that batch unapplied and unmarked,
-- and the next runner (or a second confirm) applies exactly the rows still unmarked.

CREATE TABLE imports (
  id text PRIMARY KEY,
  -- creation order: the tie-breaker of the records list's keyset (created_at, seq)
  seq bigserial NOT NULL UNIQUE,
  tenant_id text NOT NULL REFERENCES tenants (id),
  user_id text NOT NULL REFERENCES users (id),
  user_name text NOT NULL,
  import_type text NOT NULL,
  file_name text NOT NULL,
  file_size integer NOT NULL CHECK (file_size >= 0),
  -- the uploaded bytes as received (downloaded again from the records list)
  file_bytes bytea NOT NULL,
  time_zone text NOT NULL,
  lang text NOT NULL CHECK (lang IN ('en', 'zh-CN')),
  preview boolean NOT NULL,
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'reading', 'review', 'applying', 'done', 'failed', 'cancelled')),
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  total integer NOT NULL DEFAULT 0,
  applied integer NOT NULL DEFAULT 0,
  -- why the file could not be read, in both languages: { en, zh }
  failure jsonb,
  -- the runner holding a reading or applying import, and when it last showed it is alive
  worker text,
  heartbeat timestamptz,
  created_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE INDEX imports_tenant_idx ON imports (tenant_id, created_at, seq);
CREATE INDEX imports_work_idx ON imports (created_at, seq) WHERE status IN ('queued', 'reading', 'applying');

CREATE TABLE import_rows (
  id text PRIMARY KEY,
  import_id text NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
  tenant_id text NOT NULL REFERENCES tenants (id),
  row_number integer NOT NULL CHECK (row_number > 1),
  -- cell text by template column key
  cells jsonb NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'unchanged', 'error')),
  -- [{ column, en, zh }]: every problem of the row in both languages
  errors jsonb NOT NULL DEFAULT '[]',
  -- what makes two rows the same target (a warehouse code): a later duplicate is an error
  row_key text,
  dropped boolean NOT NULL DEFAULT false,
  -- the batch whose transaction applied the row; null until then
  applied_batch integer,
  UNIQUE (import_id, row_number)
);
CREATE INDEX import_rows_action_idx ON import_rows (import_id, action, row_number);
