// xl/sharedStrings.xml: the workbook's string table, which cells of type "s" index into. An item
// <si> is either one <t> or rich-text runs <r><t>..</t></r> whose texts are concatenated.
// Phonetic guides (<rPh>, furigana over Japanese text) also contain <t> but are not part of
// the cell's value, so they are skipped.
import { XmlScanner } from './xml-scanner';
import { decodeOoxmlEscapes } from './xml-text';

export function readSharedStrings(xml: string): string[] {
  const s = new XmlScanner(xml, 'sharedStrings');
  const strings: string[] = [];
  let current: string | undefined;
  let inPhonetic = false;
  while (s.next()) {
    if (s.closing) {
      if (s.is('si')) {
        strings.push(decodeOoxmlEscapes(current ?? ''));
        current = undefined;
      } else if (s.is('rPh')) {
        inPhonetic = false;
      }
    } else if (s.is('t')) {
      if (current !== undefined && !inPhonetic && !s.selfClosing) current += s.readText();
    } else if (s.is('si')) {
      if (s.selfClosing) {
        strings.push('');
      } else {
        const simple = s.readSimpleElement('<t>', '</t></si>');
        if (simple !== undefined) strings.push(decodeOoxmlEscapes(simple));
        else current = '';
      }
    } else if (s.is('rPh')) {
      inPhonetic = !s.selfClosing;
    }
  }
  return strings;
}
