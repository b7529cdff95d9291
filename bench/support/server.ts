// The real server (server/main.ts) in a child process for the benchmarks that measure it from the
// outside: on a PGlite data directory or a PostgreSQL URL, serving a build from dist/<variant>,
// with the demo accounts; sign-in goes through the gateway form like a browser's.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface RunningServer {
  url: string;
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** A free loopback port (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export interface ServerOptions {
  dataDir?: string;
  databaseUrl?: string;
  variant?: string;
  env?: Record<string, string>;
  /** Start-up can include migrating and seeding a fresh database. */
  timeoutMs?: number;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const variant = options.variant ?? 'tof';
  if (!existsSync(`dist/${variant}/index.html`)) throw new Error(`no build in dist/${variant}: run VARIANT=${variant} npm run build`);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      VARIANT: variant,
      DATA_DIR: options.dataDir ?? '',
      DATABASE_URL: options.databaseUrl ?? '',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 300_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${stderr}`);
    try {
      const r = await fetch(`${url}/gateway/login.css`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer within ${options.timeoutMs ?? 300_000} ms:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 8000).unref();
      }),
  };
}

/** Signs in through POST /gateway/login (the form a browser sends) and returns the Cookie header. */
export async function signIn(url: string, account = 'supplier1', password = 'demo1234'): Promise<string> {
  const r = await fetch(`${url}/gateway/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: url },
    body: new URLSearchParams({ account, password, returnTo: '/dashboard' }).toString(),
  });
  const cookies = r.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (r.status !== 303 || !cookies.length) throw new Error(`sign-in as ${account} answered ${r.status}`);
  return cookies.join('; ');
}

/** A PostgreSQL cluster of this run's own (port and directory), or undefined when not installed. */
export async function startPg(): Promise<{ url: string; stop: () => void } | undefined> {
  const env = { ...process.env, WHARF_PG_PORT: String(await freePort()), WHARF_PG_DIR: join(tmpdir(), `wharf-bench-pg-${process.pid}`) };
  const run = (arg: string) => spawnSync(process.execPath, ['scripts/pg-cluster.mjs', arg], { env, encoding: 'utf8' });
  const started = run('start');
  if (started.status !== 0) {
    console.log(`PostgreSQL not measured: ${(started.stderr || started.stdout).trim()}`);
    return undefined;
  }
  const base = run('url').stdout.trim();
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query('CREATE DATABASE wharf_bench');
  await admin.end();
  return { url: base.replace(/\/postgres$/, '/wharf_bench'), stop: () => void run('stop') };
}
