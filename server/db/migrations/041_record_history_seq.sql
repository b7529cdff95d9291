-- A record's history in the order it was written: two actions in one moment (a fixed clock, the
-- same millisecond) have the same `at`, and the row id is random, so `ORDER BY at, id` could show
-- an unlink before the confirm it undid.
ALTER TABLE record_history ADD COLUMN seq bigserial;
CREATE INDEX record_history_seq_idx ON record_history (tenant_id, record_kind, record_id, at, seq);
