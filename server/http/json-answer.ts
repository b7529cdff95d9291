// A JSON answer, compressed in one synchronous call when the client accepts it and the body is
// worth it. A page of rows (~8 KB) shrinks about 10x for ~60 µs of CPU; hono's compress middleware
// did the same through web streams, and those streams cost more CPU than the page's queries
// (docs/performance.md, "Lists at scale").
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { chooseEncoding } from './accept-encoding';

/** Bodies shorter than this go out as they are: the headers would eat the saving. */
export const JSON_COMPRESS_MIN_BYTES = 1024;

export function jsonAnswer(c: Context, value: unknown, status: ContentfulStatusCode = 200): Response {
  const text = JSON.stringify(value);
  c.header('Content-Type', 'application/json; charset=UTF-8');
  c.header('Vary', 'Accept-Encoding', { append: true });
  const encoding = text.length >= JSON_COMPRESS_MIN_BYTES ? chooseEncoding(c.req.header('Accept-Encoding')) : undefined;
  if (!encoding) return c.body(text, status);
  const body =
    encoding === 'br'
      ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } })
      : gzipSync(text);
  c.header('Content-Encoding', encoding);
  return c.body(new Uint8Array(body.buffer, body.byteOffset, body.byteLength), status);
}
