// Every import type the server knows, by its contract name: registered by server/areas.ts from the
// areas' manifests (each area declares the types it checks and applies).
import { isImportType, type ImportType } from '../../src/contract';
import type { ImportDefinition } from './definition';

let definitions: Readonly<Record<ImportType, ImportDefinition>> | undefined;

export function registerImportDefinitions(all: Readonly<Record<ImportType, ImportDefinition>>): void {
  definitions = all;
}

export function importDefinition(type: string): ImportDefinition | undefined {
  if (!definitions) throw new Error('no import types registered: server/areas.ts registers them when the app is built');
  return isImportType(type) ? definitions[type] : undefined;
}
