// The real server as a child process for the soak checks (`npm run test:soak`): started with
// `node --import tsx server/main.ts` on a free loopback port, over PGlite in a temporary DATA_DIR
// or over a PostgreSQL database of the soak run, and a small client that calls /back/ the way the
// portal does (same Origin, X-Requested-With, JSON bodies, the session cookie).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { databaseUrl, withAdmin } from '../server/test-db';

export interface ServerProcess {
  url: string;
  port: number;
  proc: ChildProcess;
  /** Everything the process printed. */
  output: () => string;
  /** SIGKILL, and waits for the exit. */
  kill9(): Promise<void>;
  /** SIGTERM (clean shutdown), and waits for the exit. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/** Starts server/main.ts and waits until it listens (migrating and seeding a new database first). */
export async function startServer(env: Record<string, string>, timeoutMs = 240_000): Promise<ServerProcess> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), SEED_ORDERS_PER_TENANT: process.env.SEED_ORDERS_PER_TENANT ?? '2000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const started = Date.now();
  while (!out.includes('listening on')) {
    if (proc.exitCode !== null || proc.signalCode !== null) throw new Error(`server exited before listening:\n${out}`);
    if (Date.now() - started > timeoutMs) {
      proc.kill('SIGKILL');
      throw new Error(`server not listening after ${timeoutMs} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const done = () => proc.exitCode !== null || proc.signalCode !== null;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    proc,
    output: () => out,
    kill9: async () => {
      if (!done()) proc.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (!done()) proc.kill('SIGTERM');
      await exited;
    },
  };
}

export interface Envelope<T = unknown> {
  code: string;
  message: string;
  data: T;
}

export interface Client {
  cookie: string;
  call<T = unknown>(method: string, path: string, body?: unknown, query?: Record<string, string>): Promise<{ status: number; envelope: Envelope<T> }>;
  raw(path: string): Promise<Response>;
  /** A multipart POST (an upload). */
  upload<T = unknown>(path: string, form: FormData): Promise<{ status: number; envelope: Envelope<T> }>;
}

/** Signs in on `base` and returns a client that calls its /back/ API. */
export async function signIn(base: string, account: string, password = 'demo1234'): Promise<Client> {
  const response = await fetch(`${base}/gateway/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account, password, returnTo: '/dashboard' }).toString(),
  });
  const match = /wharf_sid=([^;]*)/.exec(response.headers.get('Set-Cookie') ?? '');
  if (response.status !== 303 || !match) throw new Error(`sign-in of ${account} on ${base} failed: HTTP ${response.status}`);
  return clientFor(base, `wharf_sid=${match[1]}`);
}

export function clientFor(base: string, cookie: string): Client {
  return {
    cookie,
    async call<T>(method: string, path: string, body?: unknown, query?: Record<string, string>) {
      const url = new URL(`${base}/back${path}`);
      for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
      const headers: Record<string, string> = { Accept: 'application/json', Cookie: cookie };
      if (method !== 'GET') Object.assign(headers, { Origin: base, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' });
      const response = await fetch(url, { method, headers, body: method === 'GET' ? undefined : JSON.stringify(body ?? {}) });
      const text = await response.text();
      let envelope: Envelope<T>;
      try {
        envelope = JSON.parse(text) as Envelope<T>;
      } catch {
        throw new Error(`${method} ${path}: HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`);
      }
      return { status: response.status, envelope };
    },
    raw: (path: string) => fetch(`${base}/back${path}`, { headers: { Cookie: cookie } }),
    async upload<T>(path: string, form: FormData) {
      const response = await fetch(`${base}/back${path}`, { method: 'POST', headers: { Cookie: cookie, Origin: base, 'X-Requested-With': 'XMLHttpRequest' }, body: form });
      return { status: response.status, envelope: (await response.json()) as Envelope<T> };
    },
  };
}

/** A new, empty PostgreSQL database on the soak run's cluster (TEST_DATABASE_URL); dropped by the returned function. */
export async function soakDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DATABASE_URL is not set: run through `npm run test:soak` (scripts/with-pg.mjs)');
  const name = `wharf_soak_${randomBytes(5).toString('hex')}`;
  await withAdmin(admin, (c) => c.query(`CREATE DATABASE ${name}`));
  return { url: databaseUrl(admin, name), drop: () => withAdmin(admin, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined) };
}

/** Runs one query on a database (a short-lived client). */
export async function query<T = Record<string, unknown>>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `check` returns a value (not undefined), or fails after `timeoutMs`. */
export async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 60_000, everyMs = 200): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}
