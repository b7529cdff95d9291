// Builds the UI kit harness into a temporary directory and serves it from a tiny static server on
// a free loopback port. Used by e2e/ui-kit/ui-kit.spec.ts and bench/scroll-rows.ts.
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

export interface Harness {
  url(page: string): string;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const out = await mkdtemp(path.join(os.tmpdir(), 'wharf-ui-harness-'));
  execFileSync(process.execPath, [path.join(repo, 'node_modules/vite/bin/vite.js'), 'build', '-c', 'e2e/ui-kit/harness/vite.config.ts', '--logLevel', 'error'], {
    cwd: repo,
    env: { ...process.env, HARNESS_OUT: out },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server = createServer(async (req, res) => {
    const rel = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, '');
    const file = path.resolve(out, rel || 'table.html');
    if (!file.startsWith(out + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' }).end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: (page) => `http://127.0.0.1:${port}/${page}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(out, { recursive: true, force: true });
    },
  };
}
