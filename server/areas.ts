// The server's areas, found by folder (back/discover-areas.ts): the handler table (checked against
// allEndpoints at start by buildHandlerMap), the import registry and the seed order are derived from
// their manifests (back/area.ts).
import type { ImportType } from '../src/contract';
import { importTypes } from '../src/contract';
import type { ServerArea } from './back/area';
import type { HandlerEntry } from './back/handler';
import type { ImportDefinition } from './imports/definition';
import { registerImportDefinitions } from './imports/registry';
import { discoverServerAreas } from './back/discover-areas';

export const serverAreas: readonly ServerArea[] = await discoverServerAreas(import.meta.dirname);

export const allHandlers: readonly HandlerEntry[] = serverAreas.flatMap((a) => a.handlers);

const definitions: Partial<Record<ImportType, ImportDefinition>> = {};
for (const area of serverAreas) {
  for (const [type, definition] of Object.entries(area.imports ?? {}) as [ImportType, ImportDefinition][]) {
    if (definitions[type]) throw new Error(`import type ${type} is declared by two areas`);
    definitions[type] = definition;
  }
}
const undeclared = importTypes.filter((t) => !definitions[t]);
if (undeclared.length) throw new Error(`import types without an area that applies them: ${undeclared.join(', ')}`);
registerImportDefinitions(definitions as Record<ImportType, ImportDefinition>);
