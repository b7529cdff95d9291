// Decoding of XML character data as it appears in SpreadsheetML text: the five predefined
// entities and numeric character references, plus OOXML's own `_xHHHH_` escape, which Excel uses
// for characters XML cannot carry (a carriage return is written `_x000D_`, a literal "_x000D_"
// is written `_x005F_x000D_`). Both decoders return the input untouched in the common case, so
// plain cells cost one indexOf.

const ENTITY = /&(?:#x([0-9a-fA-F]{1,6})|#([0-9]{1,7})|(amp|lt|gt|quot|apos));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const OOXML_ESCAPE = /_x([0-9A-Fa-f]{4})_/g;

function fromCodePoint(code: number): string {
  // NUL, lone surrogates and values past Unicode are not characters; show the replacement mark
  // rather than refusing a whole upload for one cell.
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(code);
}

/** `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#NN;`, `&#xNN;`. Unknown entities stay as written. */
export function decodeEntities(text: string): string {
  if (text.indexOf('&') < 0) return text;
  return text.replace(ENTITY, (_whole, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
    if (hex !== undefined) return fromCodePoint(parseInt(hex, 16));
    if (dec !== undefined) return fromCodePoint(parseInt(dec, 10));
    return NAMED[name as string];
  });
}

/** OOXML `_xHHHH_` escapes in string values (not in numbers). */
export function decodeOoxmlEscapes(text: string): string {
  if (text.indexOf('_x') < 0) return text;
  return text.replace(OOXML_ESCAPE, (_whole, hex: string) => fromCodePoint(parseInt(hex, 16)));
}

/** A text node of a string cell or shared string. */
export function decodeStringText(raw: string): string {
  return decodeOoxmlEscapes(decodeEntities(raw));
}
