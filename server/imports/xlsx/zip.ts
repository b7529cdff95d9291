// A deliberately small ZIP reader for xlsx uploads. It trusts nothing in the archive:
// - the central directory is checked (entry count, declared sizes, per-entry ratio, names,
//   encryption, compression method) before a single byte is inflated, so a bomb that declares
//   its size honestly is refused without work;
// - inflation is capped at the declared size, so a bomb that lies about its size is stopped by
//   zlib's own output counter after at most one chunk past the declared size;
// - entry names are only ever compared as strings with the names we want; they never reach the
//   file system. Unsafe names are refused anyway, so a later change that does write them cannot
//   silently introduce a zip slip.
// ZIP64, split archives and encryption are refused: an xlsx within our limits never needs them.
import { crc32, inflateRawSync } from 'node:zlib';
import { SpreadsheetError } from './errors';

export interface ZipLimits {
  /** Entries in the central directory. */
  maxEntries: number;
  /** Sum of the declared uncompressed sizes of all entries, in bytes. */
  maxTotalUncompressed: number;
  /** Largest uncompressed:compressed ratio of an entry above `ratioCheckAbove` bytes. */
  maxRatio: number;
  /** Entries up to this uncompressed size are not ratio-checked (tiny XML parts compress well). */
  ratioCheckAbove: number;
}

export const ZIP_LIMITS: Readonly<ZipLimits> = {
  maxEntries: 10_000,
  maxTotalUncompressed: 200 * 1024 * 1024,
  maxRatio: 200,
  ratioCheckAbove: 1024 * 1024,
};

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflate. */
  method: 0 | 8;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export interface ZipDirectory {
  /** By exact name; names are unique (duplicates are refused). */
  entries: Map<string, ZipEntry>;
  totalUncompressed: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_LOCATOR_SIZE = 20;
const CENTRAL_SIGNATURE = 0x02014b50;
const CENTRAL_SIZE = 46;
const LOCAL_SIGNATURE = 0x04034b50;
const LOCAL_SIZE = 30;
const FLAG_ENCRYPTED = 0x0001;
const FLAG_STRONG_ENCRYPTION = 0x0040;
const FLAG_UTF8 = 0x0800;
const ZIP64_MARK_16 = 0xffff;
const ZIP64_MARK_32 = 0xffffffff;
/** zlib's smallest chunk size. */
const MIN_CHUNK = 64;

const corrupt = (detail: string) => new SpreadsheetError('corrupt', detail);
const unsupported = (detail: string) => new SpreadsheetError('unsupportedZip', detail);

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Offset of the End Of Central Directory record: the last signature whose comment ends the file. */
function findEndOfCentralDirectory(bytes: Uint8Array, dv: DataView): number {
  const last = bytes.length - EOCD_SIZE;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let at = last; at >= first; at--) {
    // Cheap first-byte test before the 32-bit read; 'P' is the first byte of every signature.
    if (bytes[at] !== 0x50 || dv.getUint32(at, true) !== EOCD_SIGNATURE) continue;
    // A signature that happens to sit inside a comment would not account for the file's tail.
    if (at + EOCD_SIZE + dv.getUint16(at + 20, true) === bytes.length) return at;
  }
  throw corrupt('no end of central directory record (truncated or not a zip)');
}

/** Safe to compare as a package part name: relative, forward slashes, no traversal, no NUL. */
export function isSafeEntryName(name: string): boolean {
  if (name.length === 0) return false;
  if (name.includes('..') || name.includes('\\') || name.includes('\0')) return false;
  if (name.startsWith('/')) return false;
  // A drive letter (C:...) is absolute on Windows even without a leading slash.
  if (/^[A-Za-z]:/.test(name)) return false;
  return true;
}

function decodeName(bytes: Uint8Array, start: number, length: number, flags: number): string {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset + start, length);
  // Without the UTF-8 flag a name is CP437 by the spec; latin1 keeps every byte distinct, which is
  // all that matters for names that are only compared with ASCII part names.
  return raw.toString(flags & FLAG_UTF8 ? 'utf8' : 'latin1');
}

/** Reads and checks the central directory. Inflates nothing. */
export function readZipDirectory(bytes: Uint8Array, limits: Partial<ZipLimits> = {}): ZipDirectory {
  const lim: ZipLimits = { ...ZIP_LIMITS, ...limits };
  if (bytes.length < EOCD_SIZE) throw corrupt('shorter than an end of central directory record');
  const dv = view(bytes);
  const eocd = findEndOfCentralDirectory(bytes, dv);

  const disk = dv.getUint16(eocd + 4, true);
  const centralDisk = dv.getUint16(eocd + 6, true);
  const entriesOnDisk = dv.getUint16(eocd + 8, true);
  const entryCount = dv.getUint16(eocd + 10, true);
  const centralSize = dv.getUint32(eocd + 12, true);
  const centralOffset = dv.getUint32(eocd + 16, true);

  if (eocd >= ZIP64_LOCATOR_SIZE && dv.getUint32(eocd - ZIP64_LOCATOR_SIZE, true) === ZIP64_LOCATOR_SIGNATURE) {
    throw unsupported('zip64 end of central directory locator');
  }
  if (entryCount === ZIP64_MARK_16 || centralSize === ZIP64_MARK_32 || centralOffset === ZIP64_MARK_32) {
    throw unsupported('zip64 markers in the end of central directory record');
  }
  if (disk !== 0 || centralDisk !== 0 || entriesOnDisk !== entryCount) throw unsupported('multi-disk archive');
  // Refused on the declared count alone, before reading any entry.
  if (entryCount > lim.maxEntries) {
    throw new SpreadsheetError('tooManyEntries', `${entryCount} entries declared, limit ${lim.maxEntries}`, { limit: lim.maxEntries });
  }
  if (centralOffset + centralSize > eocd) throw corrupt('central directory overlaps its end record');

  const entries = new Map<string, ZipEntry>();
  const listed: ZipEntry[] = [];
  let totalUncompressed = 0;
  let at = centralOffset;
  const centralEnd = centralOffset + centralSize;
  for (let i = 0; i < entryCount; i++) {
    if (at + CENTRAL_SIZE > centralEnd || dv.getUint32(at, true) !== CENTRAL_SIGNATURE) {
      throw corrupt(`central directory entry ${i} is missing or misplaced`);
    }
    const flags = dv.getUint16(at + 8, true);
    const method = dv.getUint16(at + 10, true);
    const crc = dv.getUint32(at + 16, true);
    const compressedSize = dv.getUint32(at + 20, true);
    const uncompressedSize = dv.getUint32(at + 24, true);
    const nameLength = dv.getUint16(at + 28, true);
    const extraLength = dv.getUint16(at + 30, true);
    const commentLength = dv.getUint16(at + 32, true);
    const entryDisk = dv.getUint16(at + 34, true);
    const localHeaderOffset = dv.getUint32(at + 42, true);
    const next = at + CENTRAL_SIZE + nameLength + extraLength + commentLength;
    if (next > centralEnd) throw corrupt(`central directory entry ${i} runs past the directory`);
    const name = decodeName(bytes, at + CENTRAL_SIZE, nameLength, flags);

    if (!isSafeEntryName(name)) throw new SpreadsheetError('badPath', `unsafe entry name ${JSON.stringify(name)}`);
    if (flags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION)) throw unsupported(`encrypted entry ${name}`);
    if (method !== 0 && method !== 8) throw unsupported(`compression method ${method} in ${name}`);
    if (compressedSize === ZIP64_MARK_32 || uncompressedSize === ZIP64_MARK_32 || localHeaderOffset === ZIP64_MARK_32) {
      throw unsupported(`zip64 sizes in ${name}`);
    }
    if (entryDisk !== 0) throw unsupported(`entry ${name} on disk ${entryDisk}`);
    if (method === 0 && compressedSize !== uncompressedSize) throw corrupt(`stored entry ${name} with different sizes`);
    if (localHeaderOffset + LOCAL_SIZE + nameLength + compressedSize > centralOffset) {
      throw corrupt(`entry ${name} runs past the start of the central directory`);
    }
    // Two parsers choosing different copies of a duplicated part is a classic confusion attack.
    if (entries.has(name)) throw corrupt(`duplicate entry ${name}`);

    const entry: ZipEntry = { name, method, crc32: crc, compressedSize, uncompressedSize, localHeaderOffset };
    entries.set(name, entry);
    listed.push(entry);
    totalUncompressed += uncompressedSize;
    at = next;
  }
  if (at !== centralEnd) throw corrupt('central directory size does not match its entries');

  if (totalUncompressed > lim.maxTotalUncompressed) {
    throw new SpreadsheetError('tooLarge', `${totalUncompressed} bytes declared uncompressed, limit ${lim.maxTotalUncompressed}`, {
      limit: Math.floor(lim.maxTotalUncompressed / (1024 * 1024)),
    });
  }
  for (const e of listed) {
    if (e.uncompressedSize > lim.ratioCheckAbove && e.uncompressedSize > lim.maxRatio * e.compressedSize) {
      throw new SpreadsheetError('zipBomb', `${e.name} declares ${e.uncompressedSize} bytes from ${e.compressedSize}`);
    }
  }
  return { entries, totalUncompressed };
}

/**
 * The uncompressed bytes of one entry of a directory read by readZipDirectory. Never produces
 * more than the declared size: a deflate stream that keeps going is cut off by zlib's output
 * limit, and one that ends early is an error too.
 */
export function inflateEntry(bytes: Uint8Array, entry: ZipEntry): Buffer {
  const dv = view(bytes);
  const at = entry.localHeaderOffset;
  if (at + LOCAL_SIZE > bytes.length || dv.getUint32(at, true) !== LOCAL_SIGNATURE) {
    throw corrupt(`no local header for ${entry.name}`);
  }
  const localFlags = dv.getUint16(at + 6, true);
  if (localFlags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION)) throw unsupported(`encrypted entry ${entry.name}`);
  const nameLength = dv.getUint16(at + 26, true);
  const extraLength = dv.getUint16(at + 28, true);
  const start = at + LOCAL_SIZE + nameLength + extraLength;
  if (start > bytes.length) throw corrupt(`local header of ${entry.name} is truncated`);
  // The local name must be the central one: otherwise a different reader could see another file.
  if (decodeName(bytes, at + LOCAL_SIZE, nameLength, localFlags) !== entry.name) {
    throw corrupt(`local header name differs from central directory for ${entry.name}`);
  }
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw corrupt(`data of ${entry.name} is truncated`);
  const data = Buffer.from(bytes.buffer, bytes.byteOffset + start, entry.compressedSize);

  let out: Buffer;
  if (entry.method === 0) {
    out = data;
  } else {
    try {
      // maxOutputLength makes zlib stop after the chunk that crosses the limit instead of
      // inflating a lying entry to the end (it must be at least 1). One chunk one byte larger than
      // the declared size holds an honest entry whole, which saves joining chunks (a copy of the
      // whole part), and a lying one stops at the second chunk.
      out = inflateRawSync(data, {
        maxOutputLength: Math.max(1, entry.uncompressedSize),
        chunkSize: Math.max(MIN_CHUNK, entry.uncompressedSize + 1),
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new SpreadsheetError('zipBomb', `${entry.name} inflates past its declared ${entry.uncompressedSize} bytes`);
      }
      throw corrupt(`cannot inflate ${entry.name}: ${(error as Error).message}`);
    }
  }
  if (out.length !== entry.uncompressedSize) {
    throw corrupt(`${entry.name} inflates to ${out.length} bytes, ${entry.uncompressedSize} declared`);
  }
  if (crc32(out) !== entry.crc32) throw corrupt(`CRC mismatch in ${entry.name}`);
  return out;
}
