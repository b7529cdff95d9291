// Reads a request body with a size limit, counting bytes as they arrive so a body without a
// Content-Length cannot exhaust memory. A body with one (what browsers send for JSON) is read in
// one call once the length is known to be within the limit: Node's HTTP parser delivers exactly
// that many bytes, and @hono/node-server then reads them without a web stream, which cost more CPU
// than a page's queries.
import type { Context } from 'hono';
import { ErrorCode } from '../../src/contract';
import { ApiError } from '../http/api-error';
import { msg } from '../http/messages';

export async function readBodyBytes(c: Context, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = c.req.header('Content-Length');
  if (declared && Number(declared) > limit) throw new ApiError(ErrorCode.tooLarge, msg(ErrorCode.tooLarge), 413);
  if (declared && /^\d+$/.test(declared.trim())) {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.byteLength > limit) throw new ApiError(ErrorCode.tooLarge, msg(ErrorCode.tooLarge), 413);
    return bytes;
  }
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array();
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new ApiError(ErrorCode.tooLarge, msg(ErrorCode.tooLarge), 413);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** The media type of the request without parameters, lower-cased ('' when absent). */
export function mediaType(c: Context): string {
  return (c.req.header('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
}
