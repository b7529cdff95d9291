// A forward-only tag scanner over an XML string, just enough for SpreadsheetML parts. It is not a
// general XML parser: it does not build a tree, check nesting or resolve namespaces. It walks from
// one tag to the next with indexOf, records the current tag's local name (prefixes like `x:` are
// dropped, some writers prefix every element) and its attributes as index ranges into the source
// string, so that recognising a tag or reading an attribute allocates nothing. Text is read only
// when the caller asks for it. A DOCTYPE is refused: OOXML forbids it, and refusing it means no
// entity definitions exist to expand.
import { SpreadsheetError } from './errors';
import { decodeEntities } from './xml-text';

const MAX_ATTRIBUTES = 32;

const GT = 62; // >
const SLASH = 47;
const BANG = 33;
const QUESTION = 63;
const COLON = 58;
const EQUALS = 61;
const DQUOTE = 34;
const SQUOTE = 39;

const corrupt = (part: string, detail: string) => new SpreadsheetError('corrupt', `${part}: ${detail}`);

/** XML white space is space, tab, CR and LF; the other control characters are not allowed in XML at all. */
function isSpace(ch: number): boolean {
  return ch <= 32;
}

export class XmlScanner {
  /** Where the next search for a tag starts. */
  private pos = 0;
  /** Local name of the current tag: [nameStart, nameEnd). */
  nameStart = 0;
  nameEnd = 0;
  /** Index of the current tag's '>'. */
  tagEnd = 0;
  closing = false;
  selfClosing = false;
  attributeCount = 0;
  private readonly attrName = new Int32Array(MAX_ATTRIBUTES * 2);
  private readonly attrValue = new Int32Array(MAX_ATTRIBUTES * 2);

  constructor(
    readonly xml: string,
    /** Names the part in error details. */
    private readonly part: string,
  ) {}

  /** Moves to the next start, end or empty-element tag. False at the end of the document. */
  next(): boolean {
    const xml = this.xml;
    for (;;) {
      const lt = xml.indexOf('<', this.pos);
      if (lt < 0) {
        this.pos = xml.length;
        return false;
      }
      const first = xml.charCodeAt(lt + 1);
      if (first === QUESTION) {
        this.pos = this.skipPast(lt + 2, '?>');
        continue;
      }
      if (first === BANG) {
        if (xml.startsWith('!--', lt + 1)) this.pos = this.skipPast(lt + 4, '-->');
        else if (xml.startsWith('![CDATA[', lt + 1)) this.pos = this.skipPast(lt + 9, ']]>');
        else throw corrupt(this.part, `declaration at ${lt} (a DOCTYPE is not allowed)`);
        continue;
      }
      if (first === SLASH) this.readEndTag(lt + 2);
      else this.readTag(lt + 1);
      return true;
    }
  }

  private skipPast(from: number, end: string): number {
    const at = this.xml.indexOf(end, from);
    if (at < 0) throw corrupt(this.part, `unterminated ${end}`);
    return at + end.length;
  }

  /** An end tag has a name and nothing else: the common half of all tags, so it gets its own loop. */
  private readEndTag(start: number): void {
    const xml = this.xml;
    const length = xml.length;
    let i = start;
    let local = start;
    for (; i < length; i++) {
      const ch = xml.charCodeAt(i);
      if (ch === GT || isSpace(ch)) break;
      if (ch === COLON) local = i + 1;
    }
    const nameEnd = i;
    while (i < length && isSpace(xml.charCodeAt(i))) i++;
    if (nameEnd === start || xml.charCodeAt(i) !== GT) throw corrupt(this.part, `bad end tag at ${start - 2}`);
    this.closing = true;
    this.selfClosing = false;
    this.nameStart = local;
    this.nameEnd = nameEnd;
    this.attributeCount = 0;
    this.tagEnd = i;
    this.pos = i + 1;
  }

  /** Reads the name and attributes of the start or empty-element tag whose name starts at `start`. */
  private readTag(start: number): void {
    this.closing = false;
    const xml = this.xml;
    const length = xml.length;
    let i = start;
    let local = start;
    for (; i < length; i++) {
      const ch = xml.charCodeAt(i);
      if (ch === COLON) local = i + 1;
      else if (ch === GT || ch === SLASH || isSpace(ch)) break;
    }
    if (i === start || i >= length) throw corrupt(this.part, `bad tag at ${start - 1}`);
    this.nameStart = local;
    this.nameEnd = i;
    let count = 0;
    for (;;) {
      while (i < length && isSpace(xml.charCodeAt(i))) i++;
      if (i >= length) throw corrupt(this.part, `unterminated tag at ${start - 1}`);
      const ch = xml.charCodeAt(i);
      if (ch === GT) {
        this.selfClosing = false;
        break;
      }
      if (ch === SLASH) {
        if (xml.charCodeAt(i + 1) !== GT) throw corrupt(this.part, `bad tag end at ${i}`);
        this.selfClosing = true;
        i++;
        break;
      }
      // Attribute: name = "value" (either quote; '>' may legally appear inside the value).
      let nameLocal = i;
      const nameStart = i;
      for (; i < length; i++) {
        const c = xml.charCodeAt(i);
        if (c === COLON) nameLocal = i + 1;
        else if (c === EQUALS || c === GT || c === SLASH || isSpace(c)) break;
      }
      const nameEnd = i;
      while (i < length && isSpace(xml.charCodeAt(i))) i++;
      if (i === nameStart || xml.charCodeAt(i) !== EQUALS) throw corrupt(this.part, `bad attribute at ${nameStart}`);
      i++;
      while (i < length && isSpace(xml.charCodeAt(i))) i++;
      const quote = xml.charCodeAt(i);
      if (quote !== DQUOTE && quote !== SQUOTE) throw corrupt(this.part, `unquoted attribute at ${nameStart}`);
      const valueEnd = xml.indexOf(quote === DQUOTE ? '"' : "'", i + 1);
      if (valueEnd < 0) throw corrupt(this.part, `unterminated attribute at ${nameStart}`);
      if (count < MAX_ATTRIBUTES) {
        this.attrName[count * 2] = nameLocal;
        this.attrName[count * 2 + 1] = nameEnd;
        this.attrValue[count * 2] = i + 1;
        this.attrValue[count * 2 + 1] = valueEnd;
        count++;
      }
      i = valueEnd + 1;
    }
    this.attributeCount = count;
    this.tagEnd = i;
    this.pos = i + 1;
  }

  /** Whether the current tag's local name is `name`. */
  is(name: string): boolean {
    const n = name.length;
    if (this.nameEnd - this.nameStart !== n) return false;
    const xml = this.xml;
    const s = this.nameStart;
    for (let k = 0; k < n; k++) if (xml.charCodeAt(s + k) !== name.charCodeAt(k)) return false;
    return true;
  }

  /** Index of the attribute with local name `name`, or -1. */
  attributeIndex(name: string): number {
    const xml = this.xml;
    const n = name.length;
    outer: for (let a = 0; a < this.attributeCount; a++) {
      const s = this.attrName[a * 2];
      if (this.attrName[a * 2 + 1] - s !== n) continue;
      for (let k = 0; k < n; k++) if (xml.charCodeAt(s + k) !== name.charCodeAt(k)) continue outer;
      return a;
    }
    return -1;
  }

  valueStart(index: number): number {
    return this.attrValue[index * 2];
  }

  valueEnd(index: number): number {
    return this.attrValue[index * 2 + 1];
  }

  /** The decoded value of attribute `name`, or undefined. */
  attribute(name: string): string | undefined {
    const a = this.attributeIndex(name);
    return a < 0 ? undefined : decodeEntities(this.xml.slice(this.attrValue[a * 2], this.attrValue[a * 2 + 1]));
  }

  /**
   * Fast path for the shape that makes up almost all of a sheet: if the text at the scanner's
   * position is exactly `open`, character data without CDATA, then exactly `close` (for example
   * `<v>`, `42`, `</v></c>`), returns the decoded text and moves past `close`. Otherwise returns
   * undefined and moves nothing, and the caller goes on tag by tag. Saves three tag reads a cell.
   */
  readSimpleElement(open: string, close: string): string | undefined {
    const xml = this.xml;
    const from = this.pos;
    if (!xml.startsWith(open, from)) return undefined;
    const textStart = from + open.length;
    const lt = xml.indexOf('<', textStart);
    if (lt < 0 || !xml.startsWith(close, lt)) return undefined;
    this.pos = lt + close.length;
    return decodeEntities(xml.slice(textStart, lt));
  }

  /**
   * The character data after the current start tag up to the next tag, entities decoded and CDATA
   * sections taken literally. Leaves the scanner before that next tag.
   */
  readText(): string {
    const xml = this.xml;
    let from = this.tagEnd + 1;
    let text = '';
    for (;;) {
      const lt = xml.indexOf('<', from);
      if (lt < 0) throw corrupt(this.part, `unterminated text at ${from}`);
      if (lt > from) text += decodeEntities(xml.slice(from, lt));
      if (xml.startsWith('<![CDATA[', lt)) {
        const end = xml.indexOf(']]>', lt + 9);
        if (end < 0) throw corrupt(this.part, 'unterminated CDATA');
        text += xml.slice(lt + 9, end);
        from = end + 3;
        continue;
      }
      this.pos = lt;
      return text;
    }
  }
}
