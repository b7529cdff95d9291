// Serves the built SPA: its files as they are (/assets/* are content-hashed, so cached for a
// year), and index.html for every other GET outside /back/ and /gateway/, so client-side routes
// (and the SPA's own /404) work on reload. Without a build, a short note says how to make one.
// Text files go out compressed (brotli, else gzip, as the browser accepts): the entry's JavaScript
// is ~4x smaller so, on a slow link, the first paint comes seconds sooner. Each file is compressed
// once and kept in memory (the build is a few MB and does not change under a running server).
// index.html preloads the catalog of the language the browser asks for (Accept-Language), the
// chunks of the route group the path opens and the shell's lazy overlay (the signing notice).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { chooseEncoding, type Encoding } from './accept-encoding';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
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

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.webmanifest', '.csv']);
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const compressed = new Map<string, Promise<Buffer>>();


function compressedBody(key: string, body: Buffer, encoding: Encoding): Promise<Buffer> {
  const cacheKey = `${encoding}:${key}`;
  let result = compressed.get(cacheKey);
  if (!result) {
    result = encoding === 'br' ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }) : gzipped(body, { level: 9 });
    compressed.set(cacheKey, result);
    result.catch(() => compressed.delete(cacheKey));
  }
  return result;
}

/** `key` names the body's content (file, modification time and any variant of it) for the cache. */
async function sendBody(c: Context, key: string, body: Buffer, ext: string, headers: Record<string, string>): Promise<Response> {
  const all: Record<string, string> = { 'Content-Type': contentTypes[ext] ?? 'application/octet-stream', ...headers };
  const encoding = compressible.has(ext) && body.length > 1024 ? chooseEncoding(c.req.header('Accept-Encoding')) : undefined;
  if (compressible.has(ext)) all.Vary = all.Vary ? `Accept-Encoding, ${all.Vary}` : 'Accept-Encoding';
  if (encoding) all['Content-Encoding'] = encoding;
  if (c.req.method === 'HEAD') return c.body(null, 200, all);
  return c.body(new Uint8Array(encoding ? await compressedBody(key, body, encoding) : body), 200, all);
}

async function sendFile(c: Context, file: string, cacheControl: string): Promise<Response> {
  const body = await readFile(file);
  const stat = statSync(file);
  return sendBody(c, `${file}:${stat.mtimeMs}:${stat.size}`, body, extname(file).toLowerCase(), { 'Cache-Control': cacheControl });
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** What index.html may preload, read once from the build's Vite manifest. */
interface Preloads {
  /** The language catalog chunk, by language. */
  catalogs: Record<string, string>;
  /** A route group's chunk and the chunks it imports that the entry does not, by group. */
  groups: Record<string, string[]>;
  /** The shell's lazy overlay (the signing notice and react-aria's modal), on every page. */
  shell: string[];
}

/** The chunks `key` imports, itself included, following static imports through the manifest. */
function closure(manifest: Record<string, ManifestChunk>, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * The SPA imports its catalog, and the chunk of the route group it opens on, only after its entry
 * has run; preloads in the page let the browser fetch them beside the entry instead (on a slow
 * link, a round trip and the chunk's download sooner).
 */
function preloadsOf(root: string): Preloads {
  const preloads: Preloads = { catalogs: {}, groups: {}, shell: [] };
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(join(root, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return preloads;
  }
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, key, entry);
  for (const [source, chunk] of Object.entries(manifest)) {
    const catalog = /^src\/locales\/([^/]+)\/messages\.po$/.exec(source);
    if (catalog) preloads.catalogs[catalog[1]!] = chunk.file;
    const group = /^src\/screens\/([^/]+)\/routes\.tsx$/.exec(source);
    if (group) preloads.groups[group[1]!] = [...closure(manifest, source)].filter((k) => !entry.has(k)).map((k) => manifest[k]!.file);
    // the notice opens over any page on a user's first visit, right after the session's first
    // answer; its chunk (and the modal most screens use anyway) should be here by then
    if (source === 'src/screens/SigningNotice.tsx') preloads.shell = [...closure(manifest, source)].filter((k) => !entry.has(k)).map((k) => manifest[k]!.file);
  }
  return preloads;
}

/** The language the SPA will start in, as far as the server can tell: Chinese browsers get zh-CN. */
export const likelyLanguage = (acceptLanguage: string | undefined): string => (/^\s*zh\b/i.test(acceptLanguage ?? '') ? 'zh-CN' : 'en');

/** The route group a client path opens (its first segment), when the build has one by that name. */
const groupOf = (path: string, preloads: Preloads): string | undefined => {
  const first = path.split('/')[1] ?? '';
  return Object.hasOwn(preloads.groups, first) ? first : undefined;
};

async function sendIndex(c: Context, root: string, preloads: Preloads): Promise<Response> {
  const file = join(root, 'index.html');
  const lang = likelyLanguage(c.req.header('Accept-Language'));
  const group = groupOf(c.req.path, preloads);
  const catalog = preloads.catalogs[lang];
  // the shell's overlay and the group's chunks at low priority: on a slow link they must not hold
  // back the entry, which paints the frame
  const links = [
    ...(catalog ? [`<link rel="modulepreload" crossorigin href="/${catalog}">`] : []),
    ...[...new Set([...preloads.shell, ...(group ? preloads.groups[group]! : [])])].map((f) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${f}">`),
  ];
  let html = await readFile(file, 'utf8');
  if (links.length) html = html.replace('</head>', `${links.map((l) => `  ${l}\n`).join('')}  </head>`);
  const stat = statSync(file);
  return sendBody(c, `${file}:${stat.mtimeMs}:${stat.size}:${lang}:${group ?? ''}`, Buffer.from(html), '.html', { 'Cache-Control': 'no-cache', Vary: 'Accept-Language' });
}

export function mountStaticSpa(app: Hono, staticDir: string | undefined): void {
  const root = staticDir ? resolve(staticDir) : undefined;
  let preloads: Preloads | undefined;
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
    preloads ??= preloadsOf(root);
    return sendIndex(c, root, preloads);
  });
}
