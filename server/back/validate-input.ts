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

export function validateInput(
  endpoint: AnyEndpoint,
  raw: { params: Record<string, string>; query: Record<string, string | string[]>; body: unknown },
  lang: Language,
) {
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
