// A tiny SQL builder: the tagged template sql`... ${value} ...` makes a fragment whose values are
// always bound parameters ($1, $2, ... numbered when the fragment is rendered). Fragments embed in
// other fragments (their parameters are renumbered), join with a separator, and take trusted
// identifiers through sql.raw / sql.ident. There is no other way to put text into the SQL.
//
//   const where = sql.join([sql`tenant_id = ${tenantId}`, sql`name ILIKE ${pattern}`], ' AND ');
//   const q = sql`SELECT id FROM warehouses WHERE ${where} ORDER BY ${sql.ident('name')}`;
//   await db.query(q.text, q.params);
import type { SqlParam } from '../db/db';

type Part = { text: string } | { value: SqlParam };

export class SqlFragment {
  /** Flat list of literal text and parameter values, in order. */
  readonly parts: readonly Part[];

  constructor(parts: readonly Part[]) {
    this.parts = parts;
  }

  /** The SQL text with $1..$n placeholders (numbered from 1 for this fragment alone). */
  get text(): string {
    return this.render().text;
  }

  /** The parameter values, in placeholder order. */
  get params(): SqlParam[] {
    return this.render().params;
  }

  /** Text and params together (one pass). */
  render(): { text: string; params: SqlParam[] } {
    let text = '';
    const params: SqlParam[] = [];
    for (const part of this.parts) {
      if ('text' in part) text += part.text;
      else {
        params.push(part.value);
        text += `$${params.length}`;
      }
    }
    return { text, params };
  }

  /** True when the fragment renders to nothing (e.g. sql.empty). */
  get isEmpty(): boolean {
    return this.parts.every((p) => 'text' in p && p.text.trim() === '');
  }
}

export type SqlValue = SqlParam | SqlFragment;

function flatten(strings: readonly string[], values: readonly SqlValue[]): Part[] {
  const parts: Part[] = [];
  strings.forEach((s, i) => {
    if (s) parts.push({ text: s });
    if (i < values.length) {
      const value = values[i];
      if (value instanceof SqlFragment) parts.push(...value.parts);
      else if (value === undefined) throw new Error('sql: undefined value (use null for SQL NULL)');
      else parts.push({ value });
    }
  });
  return parts;
}

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?$/;

export interface SqlTag {
  (strings: TemplateStringsArray, ...values: SqlValue[]): SqlFragment;
  /** Trusted SQL text, never user input (column lists, sort expressions written in code). */
  raw(text: string): SqlFragment;
  /** A plain identifier (`name` or `table.name`), checked and double-quoted. */
  ident(name: string): SqlFragment;
  /** Fragments separated by `separator` (trusted text such as ' AND ', ', '). */
  join(fragments: readonly SqlFragment[], separator: string): SqlFragment;
  /** Renders nothing. */
  empty: SqlFragment;
}

export const sql: SqlTag = Object.assign(
  (strings: TemplateStringsArray, ...values: SqlValue[]) => new SqlFragment(flatten(strings, values)),
  {
    raw: (text: string) => new SqlFragment(text ? [{ text }] : []),
    ident: (name: string) => {
      if (!IDENT.test(name)) throw new Error(`sql.ident: not a plain identifier: ${name}`);
      return new SqlFragment([{ text: name.split('.').map((n) => `"${n}"`).join('.') }]);
    },
    join: (fragments: readonly SqlFragment[], separator: string) => {
      const parts: Part[] = [];
      fragments.forEach((f, i) => {
        if (i > 0 && separator) parts.push({ text: separator });
        parts.push(...f.parts);
      });
      return new SqlFragment(parts);
    },
    empty: new SqlFragment([]),
  },
);

/** `a AND b AND c` of the non-empty fragments, each parenthesised; `TRUE` when there are none. */
export function and(fragments: readonly (SqlFragment | null | undefined | false)[]): SqlFragment {
  const present = fragments.filter((f): f is SqlFragment => f instanceof SqlFragment && !f.isEmpty);
  if (present.length === 0) return sql`TRUE`;
  return sql.join(present.map((f) => sql`(${f})`), ' AND ');
}
