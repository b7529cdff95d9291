// Serving the built SPA: files, long-lived cache for hashed assets, index.html for client routes,
// nothing outside the build directory, and a note when there is no build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { NO_BUILD_TEXT } from '../../server/http/static-spa';
import { createHarness, type Harness } from './harness';

describe('static SPA', () => {
  let dir: string;
  let h: Harness;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'wharf-spa-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Wharf SPA</title>');
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
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
