// Serves the built SPA: its files as they are (/assets/* are content-hashed, so cached for a
// year), and index.html for every other GET outside /back/ and /gateway/, so client-side routes
// (and the SPA's own /404) work on reload. Without a build, a short note says how to make one.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Context, Hono } from 'hono';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.csv': 'text/csv; charset=utf-8',
};

export const NO_BUILD_TEXT = 'Wharf: no front-end build found. Run `npm run build`, then restart the server.\n';

const isServerPath = (path: string) => path === '/back' || path.startsWith('/back/') || path === '/gateway' || path.startsWith('/gateway/');

/** The file under root that a URL path names, or undefined (never a path outside root). */
function fileFor(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = resolve(root, `.${decoded}`);
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

async function sendFile(c: Context, file: string, cacheControl: string): Promise<Response> {
  const body = await readFile(file);
  const headers = {
    'Content-Type': contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
  };
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(new Uint8Array(body), 200, headers);
}

export function mountStaticSpa(app: Hono, staticDir: string | undefined): void {
  const root = staticDir ? resolve(staticDir) : undefined;
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const path = c.req.path;
    if (isServerPath(path)) return next();
    if (!root || !existsSync(join(root, 'index.html'))) {
      return c.text(NO_BUILD_TEXT, 200, { 'Cache-Control': 'no-store' });
    }
    const file = path === '/' ? undefined : fileFor(root, path);
    if (file) {
      const immutable = path.startsWith('/assets/');
      return sendFile(c, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    // A missing hashed asset is a real 404 (an HTML answer would confuse the browser's loader).
    if (path.startsWith('/assets/')) return c.text('Not found\n', 404);
    return sendFile(c, join(root, 'index.html'), 'no-cache');
  });
}
