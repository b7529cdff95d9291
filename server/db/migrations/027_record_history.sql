-- The history of the record-with-actions kit (server/back/record-actions.ts, decision 019): one
-- row per action applied to a record of any kind (an order exception resolved, a difference
-- accepted or disputed, ...): who, when, from which status to which, and the note given. Written
-- in the action's own transaction, so a refused or failed action leaves no row.
CREATE TABLE record_history (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  record_kind text NOT NULL,
  record_id text NOT NULL,
  action text NOT NULL,
  from_status text NOT NULL,
  to_status text NOT NULL,
  note text NOT NULL DEFAULT '',
  actor_id text,
  actor_name text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX record_history_record_idx ON record_history (tenant_id, record_kind, record_id, at);
