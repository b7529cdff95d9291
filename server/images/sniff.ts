// What an uploaded image is, by its bytes only (never the name or the declared type): PNG, JPEG,
// GIF or WebP, with its size in pixels when the header says it. Anything else (SVG, which can
// carry scripts, HTML, PDF, a renamed archive) is not an image here.
export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

export interface SniffedImage {
  contentType: ImageType;
  width: number | null;
  height: number | null;
}

const starts = (b: Uint8Array, sig: readonly number[], at = 0) => sig.every((v, i) => b[at + i] === v);
const be16 = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const be32 = (b: Uint8Array, i: number) => ((b[i] << 24) >>> 0) + (b[i + 1] << 16) + (b[i + 2] << 8) + b[i + 3];
const le16 = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const le24 = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
const positive = (n: number) => (Number.isFinite(n) && n > 0 ? n : null);

/** JPEG: the first start-of-frame marker holds height and width. */
function jpegSize(b: Uint8Array): { width: number | null; height: number | null } {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return { width: null, height: null };
    const marker = b[i + 1];
    const length = be16(b, i + 2);
    const sof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (sof) return { height: positive(be16(b, i + 5)), width: positive(be16(b, i + 7)) };
    i += 2 + length;
  }
  return { width: null, height: null };
}

export function sniffImage(b: Uint8Array): SniffedImage | null {
  if (b.length >= 24 && starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && starts(b, [0x49, 0x48, 0x44, 0x52], 12)) {
    return { contentType: 'image/png', width: positive(be32(b, 16)), height: positive(be32(b, 20)) };
  }
  if (b.length >= 4 && starts(b, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', ...jpegSize(b) };
  if (b.length >= 10 && (starts(b, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || starts(b, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))) {
    return { contentType: 'image/gif', width: positive(le16(b, 6)), height: positive(le16(b, 8)) };
  }
  if (b.length >= 30 && starts(b, [0x52, 0x49, 0x46, 0x46]) && starts(b, [0x57, 0x45, 0x42, 0x50], 8)) {
    const vp8x = starts(b, [0x56, 0x50, 0x38, 0x58], 12);
    return { contentType: 'image/webp', width: vp8x ? le24(b, 24) + 1 : null, height: vp8x ? le24(b, 27) + 1 : null };
  }
  return null;
}
