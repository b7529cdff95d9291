// The change log behind snapshotDb (harness.ts): a row-level trigger on every table but sessions
// appends the table's name to _test_changes inside the writing transaction.
import type { Db } from '../../server/db/db';

/** Puts the change-log trigger on every table but sessions (see snapshotDb). */
export async function installChangeLog(db: Db): Promise<void> {
  const names = (await db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
  )).map((r) => r.table_name).filter((name) => name !== 'sessions' && name !== '_test_changes');
  const triggers = names.map(
    (name) => `CREATE TRIGGER _test_change AFTER INSERT OR UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION _test_log_change();
      CREATE TRIGGER _test_truncate AFTER TRUNCATE ON "${name}" FOR EACH STATEMENT EXECUTE FUNCTION _test_log_change();`,
  );
  await db.exec(`
    CREATE TABLE _test_changes (t text NOT NULL);
    CREATE FUNCTION _test_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO _test_changes VALUES (TG_TABLE_NAME); RETURN NULL; END $$;
    ${triggers.join('\n')}`);
}

