// An area's server manifest: its handlers, the import types it applies and its demo seed.
// server/areas.ts finds the manifests by folder (back/discover-areas.ts); the handler table, the
// import registry and the order of seeding (server/db/seed.ts) are derived from them.
import type { ImportType } from '../../src/contract';
import type { SeedContext } from '../db/seed-context';
import type { ImportDefinition } from '../imports/definition';
import type { HandlerEntry } from './handler';

export interface ServerArea {
  /** The folder's name: a route group, or 'common' for the calls of no group. */
  name: string;
  handlers: readonly HandlerEntry[];
  /** The import types whose rows this area checks and applies (declared by the contract manifests' `imports`). */
  imports?: Partial<Record<ImportType, ImportDefinition>>;
  /** Seeds the area's demo data; re-running adds nothing and keeps what users changed. */
  seed?: (ctx: SeedContext) => Promise<void>;
  /** The areas whose demo data this area's seed reads: it seeds after them. */
  seedAfter?: readonly string[];
}

export const defineServerArea = (area: ServerArea): ServerArea => area;
