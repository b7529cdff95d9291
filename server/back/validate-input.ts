// Parses params, query and body with the descriptor's schemas. A part the descriptor does not
// declare must be empty: unknown input is refused, never silently ignored.
import { z } from 'zod';
import { ErrorCode, type AnyEndpoint, type Language } from '../../src/contract';
import { ApiError } from '../http/api-error';
import { msg } from '../http/messages';

const nothing = z.strictObject({});
const MAX_MESSAGE = 600;

/** "body.items.0.sku: Invalid input: expected string, received number; query: ..." */
export function describeIssues(part: string, error: z.ZodError): string {
  return error.issues
    .map((issue) => `${[part, ...issue.path.map(String)].join('.')}: ${issue.message}`)
    .join('; ');
}

function parsePart(part: 'params' | 'query' | 'body', schema: z.ZodType | undefined, value: unknown, lang: Language): unknown {
  const result = (schema ?? nothing).safeParse(value);
  if (result.success) return result.data;
  const detail = describeIssues(part, result.error);
  const text = `${msg(ErrorCode.invalid, lang)} ${detail}`;
  throw new ApiError(ErrorCode.invalid, text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text, 400);
}

// PostgreSQL text cannot hold NUL, and an unpaired UTF-16 surrogate (which JSON's \u escapes can
// carry) would be stored as U+FFFD: refused like any other invalid input, before a handler sees it.
 
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

interface Step {
  key: string;
  parent: Step | undefined;
}

const pathOf = (step: Step | undefined): string[] => {
  const path: string[] = [];
  for (let s = step; s; s = s.parent) path.push(s.key);
  return path.reverse();
};

/** The path of the first string (or object key) in `value` that cannot be stored, if any. */
export function findUnstorable(value: unknown): string[] | undefined {
  // iterative, with parent links: a deeply nested body must neither overflow the stack nor cost
  // quadratic time before the schema refuses it
  const stack: [unknown, Step | undefined][] = [[value, undefined]];
  while (stack.length > 0) {
    const [item, at] = stack.pop()!;
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return pathOf(at);
      continue;
    }
    if (item === null || typeof item !== 'object' || item instanceof Blob) continue;
    for (const [key, child] of Object.entries(item)) {
      if (UNSTORABLE.test(key)) return [...pathOf(at), '(key)'];
      stack.push([child, { key, parent: at }]);
    }
  }
  return undefined;
}

function refuseUnstorable(part: string, value: unknown, lang: Language): void {
  const found = findUnstorable(value);
  if (found) throw new ApiError(ErrorCode.invalid, `${msg(ErrorCode.invalid, lang)} ${msg('unstorableText', lang)} ${[part, ...found].join('.')}`, 400);
}

export function validateInput(
  endpoint: AnyEndpoint,
  raw: { params: Record<string, string>; query: Record<string, string | string[]>; body: unknown },
  lang: Language,
) {
  refuseUnstorable('params', raw.params, lang);
  refuseUnstorable('query', raw.query, lang);
  refuseUnstorable('body', raw.body, lang);
  return {
    params: parsePart('params', endpoint.params, raw.params, lang),
    query: parsePart('query', endpoint.query, raw.query, lang),
    body: parsePart('body', endpoint.body, raw.body, lang),
  };
}

/** Query string as an object: a name given once is a string, given several times an array. */
export function queryObject(url: string): Record<string, string | string[]> {
  const params = new URL(url).searchParams;
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] = values.length === 1 ? values[0] : values;
  }
  return out;
}
