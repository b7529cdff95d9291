// A screen's class names must be styled by a stylesheet that is loaded whenever the screen is: the
// kit's theme (src/ui/theme.css, in the entry) or a stylesheet of the screen's own area folder
// (loaded with the area's routes chunk). A rule kept in another area's stylesheet only applies
// once that area's chunk has loaded: the product record's tables were unstyled and the inventory
// screens' hidden labels visible until an order screen had been opened (order.css held them).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const screens = path.join(root, 'src/screens');

/** Class names a stylesheet defines (every `.name` in its selectors). */
function definedIn(cssFile: string): Set<string> {
  const css = readFileSync(cssFile, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const names = new Set<string>();
  // selectors only: the text before each block's "{"
  for (const m of css.matchAll(/([^{}]+)\{/g)) for (const c of m[1]!.matchAll(/\.([A-Za-z_][\w-]*)/g)) names.add(c[1]!);
  return names;
}

function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name), ext) : ext.test(e.name) ? [path.join(dir, e.name)] : []));
}

/** Class names written as string literals in className attributes (dynamic parts are skipped). */
function usedIn(src: string): Set<string> {
  const names = new Set<string>();
  for (const m of src.matchAll(/className=(?:"([^"]*)"|\{`([^`]*)`\}|\{'([^']*)'\})/g)) {
    const text = (m[1] ?? m[2] ?? m[3] ?? '').replace(/\$\{[^}]*\}/g, ' ');
    for (const name of text.split(/\s+/)) if (/^[A-Za-z_][\w-]*$/.test(name)) names.add(name);
  }
  return names;
}

const theme = definedIn(path.join(root, 'src/ui/theme.css'));
const areaSheets = new Map<string, string[]>();
for (const css of filesUnder(screens, /\.css$/)) {
  const area = path.relative(screens, css).split(path.sep)[0]!;
  areaSheets.set(area, [...(areaSheets.get(area) ?? []), css]);
}

/** The class names of a screen file (`rel`: its path under src/screens) styled only by another area. */
function misplaced(rel: string, source: string): string[] {
  const area = rel.includes('/') ? rel.split('/')[0]! : '';
  const own = new Set((areaSheets.get(area) ?? []).flatMap((css) => [...definedIn(css)]));
  const elsewhere = new Set([...areaSheets].filter(([a]) => a !== area).flatMap(([, files]) => files.flatMap((css) => [...definedIn(css)])));
  // only names some stylesheet defines: a class for tests or for nothing is not a style
  return [...usedIn(source)].filter((name) => !theme.has(name) && !own.has(name) && elsewhere.has(name)).map((name) => `${rel}: .${name}`);
}

describe('class names are styled where the screen loads', () => {
  it('every class a screen names is in the theme or in its own area folder', () => {
    const found = filesUnder(screens, /\.tsx$/).flatMap((file) => misplaced(path.relative(screens, file).split(path.sep).join('/'), readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('every table class a screen names is styled (a table without its rules loses its borders and padding)', () => {
    const styled = new Set([...theme, ...[...areaSheets.values()].flat().flatMap((css) => [...definedIn(css)])]);
    const unstyled = filesUnder(screens, /\.tsx$/).flatMap((file) =>
      [...usedIn(readFileSync(file, 'utf8'))].filter((name) => name.endsWith('-table') && !styled.has(name)).map((name) => `${path.relative(screens, file)}: .${name}`),
    );
    expect(unstyled).toEqual([]);
  });

  it('finds a class styled only by another area, and accepts the theme\'s and its own', () => {
    expect(misplaced('product/X.tsx', '<p className="order-sku-name record-table">')).toEqual(['product/X.tsx: .order-sku-name']);
    expect(misplaced('order/X.tsx', '<p className={`order-sku-name ${x}`}>')).toEqual([]);
  });
});
