// Database layer: migrations apply once (also when two start together), the seed is
// deterministic and re-runnable, transactions roll back, and the same SQL works on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../server/db/migrate';
import { seed, seedUsers } from '../../server/db/seed';
import { verifyPassword } from '../../server/auth/password';
import { DEMO_PASSWORD } from '../../server/config';
import { createTestDb, type TestDb } from './test-db';

const seededTables = async (t: TestDb) => ({
  tenants: await t.db.query('SELECT * FROM tenants ORDER BY id'),
  roles: await t.db.query('SELECT * FROM roles ORDER BY id'),
  users: await t.db.query('SELECT * FROM users ORDER BY id'),
});

describe('database', () => {
  let a: TestDb;
  let b: TestDb;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestDb(), createTestDb()]);
  });
  afterAll(async () => {
    await Promise.all([a?.dispose(), b?.dispose()]);
  });

  it('applies every migration once and nothing on a second run', async () => {
    const files = loadMigrations();
    expect(files.length).toBeGreaterThan(0);
    expect(await migrate(a.db)).toEqual(files.map((m) => m.version));
    expect(await migrate(a.db)).toEqual([]);
    const recorded = await a.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(recorded.map((r) => r.version)).toEqual(files.map((m) => m.version));
  });

  it('lets two migrators race without applying anything twice', async () => {
    const [x, y] = await Promise.all([migrate(b.db), migrate(b.db)]);
    expect([...x, ...y].sort()).toEqual(loadMigrations().map((m) => m.version));
  });

  it('seeds the same rows in two fresh databases and adds nothing when run again', async () => {
    await seed(a.db);
    await seed(b.db);
    const first = await seededTables(a);
    expect(JSON.stringify(first)).toEqual(JSON.stringify(await seededTables(b)));
    await seed(a.db);
    expect(JSON.stringify(await seededTables(a))).toEqual(JSON.stringify(first));
    expect(first.users).toHaveLength(seedUsers.length);
    expect(first.tenants.map((t) => t.name)).toEqual(expect.arrayContaining(['Harbor Supplies Co.', 'Pacific Trading Ltd.']));
    // three full seeds (thousands of skus, stock rows) on PGlite: tens of seconds on a loaded machine
  }, 180_000);

  it('keeps what users changed when the seed runs again', async () => {
    await a.db.query("UPDATE users SET lang = 'zh-CN' WHERE account = 'supplier1'");
    await seed(a.db);
    expect((await a.db.one<{ lang: string }>("SELECT lang FROM users WHERE account = 'supplier1'")).lang).toBe('zh-CN');
    await a.db.query("UPDATE users SET lang = 'en' WHERE account = 'supplier1'");
  });

  it('stores scrypt hashes that verify only the demo password', async () => {
    const { password_hash } = await a.db.one<{ password_hash: string }>("SELECT password_hash FROM users WHERE account = 'supplier1'");
    expect(password_hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword(DEMO_PASSWORD, password_hash)).toBe(true);
    expect(await verifyPassword('demo12345', password_hash)).toBe(false);
    const salts = (await a.db.query<{ password_hash: string }>('SELECT password_hash FROM users')).map((r) => r.password_hash.split('$')[4]);
    expect(new Set(salts).size).toBe(salts.length);
  });

  it('gives the demo users their roles: admin with every key, viewer with none, newhire without terms', async () => {
    const rows = await a.db.query<{ account: string; permission_keys: string[]; groups: string[]; terms_accepted_version: string | null; signed_flag: string }>(
      'SELECT u.account, r.permission_keys, r.groups, u.terms_accepted_version, u.signed_flag FROM users u JOIN roles r ON r.id = u.role_id',
    );
    const by = Object.fromEntries(rows.map((r) => [r.account, r]));
    expect(by.supplier1.permission_keys.length).toBeGreaterThan(0);
    expect(by.supplier1.signed_flag).toBe('1');
    expect(by.viewer1.permission_keys).toEqual([]);
    expect(by.viewer1.groups.length).toBeGreaterThan(0);
    expect(by.newhire1.terms_accepted_version).toBeNull();
  });

  it('rolls a transaction back when its function throws, and supports nested savepoints', async () => {
    await a.db.exec('CREATE TABLE tx_probe (n int)');
    await expect(
      a.db.transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe VALUES (1)');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await a.db.transaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe VALUES (2)');
      await tx.transaction(async (inner) => inner.query('INSERT INTO tx_probe VALUES (3)')).catch(() => undefined);
      await expect(
        tx.transaction(async (inner) => {
          await inner.query('INSERT INTO tx_probe VALUES (4)');
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
    });
    const rows = await a.db.query<{ n: number }>('SELECT n FROM tx_probe ORDER BY n');
    expect(rows.map((r) => r.n)).toEqual([2, 3]);
    await a.db.exec('DROP TABLE tx_probe');
  });

  it('serialises concurrent transactions on one connection', async () => {
    await a.db.exec('CREATE TABLE counter (n int); INSERT INTO counter VALUES (0)');
    await Promise.all(
      Array.from({ length: 10 }, () =>
        a.db.transaction(async (tx) => {
          const { n } = await tx.one<{ n: number }>('SELECT n FROM counter FOR UPDATE');
          await tx.query('UPDATE counter SET n = $1', [n + 1]);
        }),
      ),
    );
    expect((await a.db.one<{ n: number }>('SELECT n FROM counter')).n).toBe(10);
    await a.db.exec('DROP TABLE counter');
  });
});
