-- What the rows of an import would do, kept on the import itself (issue 15): the record answer
-- (polled every second while a file is read, and listed 20 at a time in the records list) counted
-- all of an import's rows each time, 80 ms of the embedded database's thread for 100,000 rows.
-- The runner adds each checked chunk's counts in the chunk's transaction; fixing, dropping and
-- refusing a row move one count to another in theirs. Counted rows are those not dropped.
ALTER TABLE imports
  ADD COLUMN count_create integer NOT NULL DEFAULT 0,
  ADD COLUMN count_update integer NOT NULL DEFAULT 0,
  ADD COLUMN count_unchanged integer NOT NULL DEFAULT 0,
  ADD COLUMN count_error integer NOT NULL DEFAULT 0,
  ADD COLUMN count_dropped integer NOT NULL DEFAULT 0;

UPDATE imports i SET
  count_create = c.n_create, count_update = c.n_update, count_unchanged = c.n_unchanged, count_error = c.n_error, count_dropped = c.n_dropped
  FROM (SELECT import_id,
               count(*) FILTER (WHERE NOT dropped AND action = 'create')::int AS n_create,
               count(*) FILTER (WHERE NOT dropped AND action = 'update')::int AS n_update,
               count(*) FILTER (WHERE NOT dropped AND action = 'unchanged')::int AS n_unchanged,
               count(*) FILTER (WHERE NOT dropped AND action = 'error')::int AS n_error,
               count(*) FILTER (WHERE dropped)::int AS n_dropped
          FROM import_rows GROUP BY import_id) c
 WHERE c.import_id = i.id;
