// server/main.ts's SEED setting: "off" migrates and serves without the demo data (no demo account
// can sign in), "on" (the default) seeds it, anything else stops the start with a clear message.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn, startServer } from '../soak/server-process';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'wharf-seed-setting-'));
  dirs.push(dir);
  return join(dir, 'db');
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('SEED at start-up', () => {
  it('off: the database is migrated but holds no demo accounts', async () => {
    const server = await startServer({ DATA_DIR: freshDir(), DATABASE_URL: '', SEED: 'off' });
    try {
      expect(server.output()).toContain('not seeded: SEED=off');
      await expect(signIn(server.url, 'supplier1')).rejects.toThrow(/sign-in of supplier1/);
      // the schema is there: the sign-in page (which reads nothing) and a refused sign-in both answer
      expect((await fetch(`${server.url}/gateway/login`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('on: the demo accounts sign in', async () => {
    const server = await startServer({ DATA_DIR: freshDir(), DATABASE_URL: '', SEED: 'on', SEED_ORDERS_PER_TENANT: '50' });
    try {
      expect(server.output()).not.toContain('not seeded');
      const client = await signIn(server.url, 'supplier1');
      expect(client.cookie).toMatch(/^wharf_sid=/);
    } finally {
      await server.stop();
    }
  }, 180_000);

  it('anything else: the server does not start, and says why', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, DATA_DIR: freshDir(), DATABASE_URL: '', SEED: 'yes', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('SEED must be "on" or "off", got "yes"');
  }, 90_000);
});
