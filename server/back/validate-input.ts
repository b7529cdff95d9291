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

/**
 * A key that JavaScript gives a meaning of its own: assigned to a plain object, `__proto__` sets
 * its prototype instead of adding an entry, so a record of conditions silently lost it while other
 * unknown keys (`tenantId`) were refused. Refused like them, at any depth, in every part.
 */
const RESERVED_KEYS: ReadonlySet<string> = new Set(['__proto__']);

type Refusal = { path: string[]; reason: 'unstorableText' | 'reservedKey' };

/** The first string or object key in `value` that is refused (unstorable text, a reserved key). */
function findRefused(value: unknown): Refusal | undefined {
  // iterative, with parent links: a deeply nested body must neither overflow the stack nor cost
  // quadratic time before the schema refuses it
  const stack: [unknown, Step | undefined][] = [[value, undefined]];
  while (stack.length > 0) {
    const [item, at] = stack.pop()!;
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return { path: pathOf(at), reason: 'unstorableText' };
      continue;
    }
    if (item === null || typeof item !== 'object' || item instanceof Blob) continue;
    for (const [key, child] of Object.entries(item)) {
      if (RESERVED_KEYS.has(key)) return { path: [...pathOf(at), key], reason: 'reservedKey' };
      if (UNSTORABLE.test(key)) return { path: [...pathOf(at), '(key)'], reason: 'unstorableText' };
      stack.push([child, { key, parent: at }]);
    }
  }
  return undefined;
}

/** The path of the first string (or object key) in `value` that cannot be stored, if any. */
export function findUnstorable(value: unknown): string[] | undefined {
  const found = findRefused(value);
  return found?.reason === 'unstorableText' ? found.path : undefined;
}

function refuseUnstorable(part: string, value: unknown, lang: Language): void {
  const found = findRefused(value);
  if (found) throw new ApiError(ErrorCode.invalid, `${msg(ErrorCode.invalid, lang)} ${msg(found.reason, lang)} ${[part, ...found.path].join('.')}`, 400);
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
    // an own property even for "__proto__", so the checks above see (and refuse) it
    Object.defineProperty(out, key, { value: values.length === 1 ? values[0] : values, enumerable: true, writable: true, configurable: true });
  }
  return out;
}
