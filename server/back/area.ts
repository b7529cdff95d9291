// An area's server manifest: its handlers and the import types it applies. server/areas.ts lists
// the manifests, one line each; the handler table and the import registry are derived from them.
import type { ImportType } from '../../src/contract';
import type { ImportDefinition } from '../imports/definition';
import type { HandlerEntry } from './handler';

export interface ServerArea {
  /** The folder's name: a route group, or 'common' for the calls of no group. */
  name: string;
  handlers: readonly HandlerEntry[];
  /** The import types whose rows this area checks and applies (src/contract/template/imports.ts). */
  imports?: Partial<Record<ImportType, ImportDefinition>>;
}

export const defineServerArea = (area: ServerArea): ServerArea => area;
