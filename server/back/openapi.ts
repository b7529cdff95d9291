// OpenAPI 3.1 document generated from the endpoint descriptors: one path item per mounted path
// (flavour variants included), request schemas as inputs, answers wrapped in the envelope.
import { z } from 'zod';
import { BASE_PATH, type AnyEndpoint } from '../../src/contract';
import type { MountedRoute } from './mount-endpoints';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return json;
}

function parametersOf(endpoint: AnyEndpoint): JsonSchema[] {
  const out: JsonSchema[] = [];
  for (const [where, schema] of [['path', endpoint.params], ['query', endpoint.query]] as const) {
    if (!schema) continue;
    const json = schemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      out.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: property });
    }
  }
  return out;
}

const envelopeOf = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: { code: { type: 'string', description: '"0" on success, else an error code' }, message: { type: 'string' }, data },
});

export function buildOpenApi(routes: readonly MountedRoute[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const { endpoint, flavour, path } of routes) {
    const primary = flavour === 'supplier';
    const operation: JsonSchema = {
      operationId: primary ? endpoint.id : `${endpoint.id}.${flavour}`,
      summary: endpoint.summary,
      description: primary
        ? `Endpoint \`${endpoint.id}\`.`
        : `Endpoint \`${endpoint.id}\` under the ${flavour} flavour's path (same contract as ${BASE_PATH}${endpoint.path}).`,
      tags: [endpoint.id.split('.')[0]],
      parameters: parametersOf(endpoint),
      responses: {
        '200': {
          description: endpoint.file ? 'The file, or an envelope when it failed' : 'Envelope with the answer',
          content: endpoint.file
            ? { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } }
            : { 'application/json': { schema: envelopeOf(schemaOf(endpoint.response, 'output')) } },
        },
        default: { description: 'Error envelope', content: { 'application/json': { schema: envelopeOf({}) } } },
      },
      'x-timeout-ms': endpoint.timeoutMs,
      ...(endpoint.permission ? { 'x-permission': endpoint.permission } : {}),
      ...(endpoint.changes ? { 'x-changes': endpoint.changes } : {}),
      ...(endpoint.auth === 'public' ? { security: [] } : {}),
    };
    if (endpoint.body) {
      operation.requestBody = {
        required: true,
        content: { [endpoint.multipart ? 'multipart/form-data' : 'application/json']: { schema: schemaOf(endpoint.body, 'input') } },
      };
    }
    const item = (paths[path] ??= {});
    item[endpoint.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Wharf back-office API',
      version: '1.0.0',
      description:
        'Every answer is an envelope { code, message, data }; code "0" is success. Mutating calls need a same-origin ' +
        'Origin header, X-Requested-With: XMLHttpRequest and a JSON (or multipart) body. Sign in at /gateway/login.',
    },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'wharf_sid' } },
    },
    security: [{ session: [] }],
    paths,
  };
}
