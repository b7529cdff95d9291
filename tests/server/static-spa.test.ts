// Serving the built SPA: files, long-lived cache for hashed assets, index.html for client routes,
// nothing outside the build directory, and a note when there is no build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chooseEncoding } from '../../server/http/accept-encoding';
import { NO_BUILD_TEXT, likelyLanguage } from '../../server/http/static-spa';
import { createHarness, type Harness } from './harness';

// a script over the 1 KB below which compression is not worth it
const bigScript = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2;`).join('\n');

describe('static SPA', () => {
  let dir: string;
  let h: Harness;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'wharf-spa-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>Wharf SPA</title></head><body></body></html>');
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(dir, 'assets', 'big-def456.js'), bigScript);
    mkdirSync(join(dir, '.vite'));
    const manifest = {
      'src/locales/en/messages.po': { file: 'assets/messages-en1.js' },
      'src/locales/zh-CN/messages.po': { file: 'assets/messages-zh2.js' },
      'index.html': { file: 'assets/index-x.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-1.js' },
      '_modal.js': { file: 'assets/modal-2.js', imports: ['_shared.js'] },
      'src/screens/order/routes.tsx': { file: 'assets/routes-o.js', isDynamicEntry: true, imports: ['index.html', '_shared.js', '_modal.js'] },
      'src/screens/SigningNotice.tsx': { file: 'assets/notice-3.js', isDynamicEntry: true, imports: ['_shared.js', '_modal.js'] },
    };
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
    writeFileSync(join(tmpdir(), 'wharf-outside.txt'), 'secret');
    h = await createHarness({ staticDir: dir });
  });
  afterAll(async () => {
    await h?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves hashed assets as immutable and other files as no-cache', async () => {
    const asset = await h.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Content-Type')).toContain('text/javascript');
    expect(asset.headers.get('Cache-Control')).toContain('immutable');
    const icon = await h.request('/favicon.svg');
    expect(icon.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(icon.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('sends text files brotli- or gzip-compressed as the browser accepts, the same bytes once decoded', async () => {
    const br = await h.request('/assets/big-def456.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(bigScript.length / 3);
    expect(brotliDecompressSync(brBytes).toString()).toBe(bigScript);

    const gz = await h.request('/assets/big-def456.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(bigScript);

    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await h.request('/assets/big-def456.js', { headers: accept ? { 'Accept-Encoding': accept } : {} });
      expect(plain.headers.get('Content-Encoding'), String(accept)).toBeNull();
      expect(await plain.text()).toBe(bigScript);
    }
    // small files are not worth it
    const small = await h.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.text()).toBe('console.log(1)');
  });

  it("preloads the catalog of the browser's language in index.html", async () => {
    const english = await h.request('/dashboard', { headers: { 'Accept-Language': 'en-US,en;q=0.9' } });
    const en = await english.text();
    expect(en).toContain('<link rel="modulepreload" crossorigin href="/assets/messages-en1.js">');
    expect(en).not.toContain('messages-zh2');
    expect(english.headers.get('Vary')).toContain('Accept-Language');
    const zh = await (await h.request('/order/list', { headers: { 'Accept-Language': 'zh-CN,zh;q=0.9' } })).text();
    expect(zh).toContain('href="/assets/messages-zh2.js"');
    expect(zh).toContain('Wharf SPA');
    expect(likelyLanguage(undefined)).toBe('en');
    expect(likelyLanguage('zh-TW')).toBe('zh-CN');
  });

  it('preloads the chunks of the route group the path opens and the signing notice, without what the entry already loads', async () => {
    const links = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin (?:fetchpriority="low" )?href="\/([^"]+)">/g)].map((m) => m[1]).sort();
    const order = await (await h.request('/order/list?status=shipped', { headers: { 'Accept-Language': 'en' } })).text();
    // the modal both need, once
    expect(links(order)).toEqual(['assets/messages-en1.js', 'assets/modal-2.js', 'assets/notice-3.js', 'assets/routes-o.js']);
    // below the entry and the catalog, which paint the frame
    expect(order).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/routes-o.js">');
    // the group is the first segment, exactly; other paths get the catalog and the notice alone
    for (const path of ['/dashboard', '/orders/list', '/', '/inventory/group']) {
      expect(links(await (await h.request(path, { headers: { 'Accept-Language': 'en' } })).text()), path).toEqual(['assets/messages-en1.js', 'assets/modal-2.js', 'assets/notice-3.js']);
    }
  });

  it('picks brotli, else gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });

  it('answers index.html for client routes, including / and /404', async () => {
    for (const path of ['/', '/dashboard', '/order/info/42', '/404', '/termsOfUse', '/no/such/screen']) {
      const response = await h.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('Wharf SPA');
    }
  });

  it('answers 404 for a missing asset and never serves files outside the build', async () => {
    expect((await h.request('/assets/missing.js')).status).toBe(404);
    for (const path of ['/../wharf-outside.txt', '/%2e%2e/wharf-outside.txt', '/assets/..%2f..%2fwharf-outside.txt']) {
      const text = await (await h.request(path)).text();
      expect(text, path).not.toContain('secret');
    }
  });

  it('does not answer /back/ or /gateway/ paths with the SPA', async () => {
    expect((await h.request('/back/unknown')).headers.get('Content-Type')).toContain('application/json');
    expect(await (await h.request('/gateway/login')).text()).toContain('name="password"');
  });

  it('says to run the build when there is none', async () => {
    const app = createApp({ db: h.db, staticDir: join(dir, 'missing') });
    const response = await app.request('http://localhost/dashboard');
    expect(await response.text()).toBe(NO_BUILD_TEXT);
    expect(response.headers.get('Content-Type')).toContain('text/plain');
  });
});
