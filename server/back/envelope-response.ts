// Writes the { code, message, data } envelope. /back/ answers are never cached: they are per user.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { jsonAnswer } from '../http/json-answer';

export function envelopeResponse(c: Context, code: string, message: string, data: unknown, status = 200): Response {
  c.header('Cache-Control', 'no-store');
  return jsonAnswer(c, { code, message, data: data ?? null }, status as ContentfulStatusCode);
}
