// The change log behind snapshotDb (harness.ts): a row-level trigger on every table but sessions
// appends the table's name and the row's tenant (old and new, when they differ) to _test_changes
// inside the writing transaction. Unlike a row's xmin, which VACUUM's freezing can change under a
// test, the log moves only when a row is written.
import type { Db } from '../../server/db/db';

/** Puts the change-log trigger on every table but sessions (see snapshotDb). */
export async function installChangeLog(db: Db): Promise<void> {
  const tables = (await db.query<{ table_name: string; tenant: boolean }>(
    `SELECT t.table_name, EXISTS (SELECT 1 FROM information_schema.columns c
                                   WHERE c.table_schema = t.table_schema AND c.table_name = t.table_name AND c.column_name = 'tenant_id') AS tenant
       FROM information_schema.tables t WHERE t.table_schema = current_schema() AND t.table_type = 'BASE TABLE'`,
  )).filter((r) => r.table_name !== 'sessions' && r.table_name !== '_test_changes');
  // a table without tenant_id (file_parts: 256 KB of bytes a row) is logged without turning the
  // row into JSON, which would cost more than the write itself
  const triggers = tables.map(
    ({ table_name: name, tenant }) => `CREATE TRIGGER _test_change AFTER INSERT OR UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION _test_log_change('${tenant ? 'tenant' : 'none'}');
      CREATE TRIGGER _test_truncate AFTER TRUNCATE ON "${name}" FOR EACH STATEMENT EXECUTE FUNCTION _test_log_change('none');`,
  );
  await db.exec(`
    CREATE TABLE _test_changes (t text NOT NULL, tenant_id text);
    CREATE FUNCTION _test_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        new_tenant text := CASE WHEN TG_ARGV[0] = 'tenant' AND TG_OP <> 'DELETE' THEN to_jsonb(NEW) ->> 'tenant_id' END;
        old_tenant text := CASE WHEN TG_ARGV[0] = 'tenant' AND TG_OP <> 'INSERT' THEN to_jsonb(OLD) ->> 'tenant_id' END;
      BEGIN
        INSERT INTO _test_changes VALUES (TG_TABLE_NAME, COALESCE(new_tenant, old_tenant));
        IF new_tenant IS DISTINCT FROM old_tenant AND new_tenant IS NOT NULL AND old_tenant IS NOT NULL THEN
          INSERT INTO _test_changes VALUES (TG_TABLE_NAME, old_tenant);
        END IF;
        RETURN NULL;
      END $$;
    ${triggers.join('\n')}`);
}


/** Per table, how many writes touched rows of `tenantId` (the change log must be installed). */
export async function tenantChanges(db: Db, tenantId: string): Promise<string> {
  const rows = await db.query<{ t: string; n: string }>('SELECT t, count(*)::text AS n FROM _test_changes WHERE tenant_id = $1 GROUP BY t ORDER BY t', [tenantId]);
  return rows.map((r) => `${r.t}=${r.n}`).join(' ');
}
