// Which parts of the package hold the first worksheet and the shared strings. xl/workbook.xml
// lists the sheets in tab order with relationship ids; xl/_rels/workbook.xml.rels maps those ids
// to part names. Targets are resolved as strings relative to xl/ (never as file paths) and only
// ever looked up in the archive's directory.
import { SpreadsheetError } from './errors';
import { XmlScanner } from './xml-scanner';

const WORKBOOK_DIR = 'xl/';
export const DEFAULT_SHEET_PART = 'xl/worksheets/sheet1.xml';
export const DEFAULT_SHARED_STRINGS_PART = 'xl/sharedStrings.xml';

interface Relationship {
  type: string;
  target: string;
}

export interface WorkbookParts {
  sheet: string;
  sharedStrings: string | undefined;
}

/** A relationship target as a part name, or undefined when it leaves the package. */
export function resolveTarget(target: string): string | undefined {
  const joined = target.startsWith('/') ? target.slice(1) : WORKBOOK_DIR + target;
  const parts: string[] = [];
  for (const segment of joined.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else {
      parts.push(segment);
    }
  }
  return parts.join('/');
}

function readRelationships(relsXml: string): Map<string, Relationship> {
  const s = new XmlScanner(relsXml, 'workbook relationships');
  const rels = new Map<string, Relationship>();
  while (s.next()) {
    if (s.closing || !s.is('Relationship')) continue;
    const id = s.attribute('Id');
    const type = s.attribute('Type');
    const target = s.attribute('Target');
    if (id === undefined || type === undefined || target === undefined || s.attribute('TargetMode') === 'External') continue;
    rels.set(id, { type, target });
  }
  return rels;
}

/**
 * The first visible worksheet (hidden sheets in templates hold lookup lists, chart sheets hold no
 * cells), falling back to the first worksheet, then to sheet1.xml when there are no relationships.
 */
export function findWorkbookParts(workbookXml: string, relsXml: string | undefined, hasPart: (name: string) => boolean): WorkbookParts {
  const rels = relsXml === undefined ? new Map<string, Relationship>() : readRelationships(relsXml);

  const s = new XmlScanner(workbookXml, 'workbook');
  let firstVisible: string | undefined;
  let first: string | undefined;
  while (firstVisible === undefined && s.next()) {
    if (s.closing || !s.is('sheet')) continue;
    const id = s.attribute('id');
    const rel = id === undefined ? undefined : rels.get(id);
    if (!rel || !rel.type.endsWith('/worksheet')) continue;
    const part = resolveTarget(rel.target);
    if (part === undefined || !hasPart(part)) continue;
    first ??= part;
    const state = s.attribute('state');
    if (state !== 'hidden' && state !== 'veryHidden') firstVisible = part;
  }
  const sheet = firstVisible ?? first ?? (hasPart(DEFAULT_SHEET_PART) ? DEFAULT_SHEET_PART : undefined);
  if (sheet === undefined) throw new SpreadsheetError('noSheet', 'no worksheet part in the workbook');

  let sharedStrings: string | undefined;
  for (const rel of rels.values()) {
    if (!rel.type.endsWith('/sharedStrings')) continue;
    const part = resolveTarget(rel.target);
    if (part !== undefined && hasPart(part)) sharedStrings = part;
    break;
  }
  if (sharedStrings === undefined && hasPart(DEFAULT_SHARED_STRINGS_PART)) sharedStrings = DEFAULT_SHARED_STRINGS_PART;
  return { sheet, sharedStrings };
}
