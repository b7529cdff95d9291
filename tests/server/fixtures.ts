// One fixture per endpoint of allEndpoints: a valid input, and for endpoints that address a
// tenant-owned object, how to create such an object in another tenant (tenant B) so the
// tenant-isolation matrix can try to reach it. Found by folder: every export named `...Fixtures`
// of a tests/server/<area>/*fixtures.ts file is a table of them, so an area adds its fixtures
// without a line here. A missing or doubled fixture fails the matrices' first test
// (tenant-permission-matrix.test.ts) and fixtureFor.
import { allEndpoints } from '../../src/contract';
import type { Fixture } from './fixture-kit';

export type EndpointId = (typeof allEndpoints)[number]['id'];

export type { Fixture };

const modules = import.meta.glob<Record<string, unknown>>('./*/*fixtures.ts', { eager: true });

function gather(): Record<string, Fixture> {
  const table: Record<string, Fixture> = {};
  const from: Record<string, string> = {};
  for (const file of Object.keys(modules).sort()) {
    for (const [name, value] of Object.entries(modules[file])) {
      if (!name.endsWith('Fixtures') || typeof value !== 'object' || value === null) continue;
      for (const [id, fixture] of Object.entries(value as Record<string, Fixture>)) {
        if (table[id]) throw new Error(`endpoint ${id} has a fixture in ${from[id]} and in ${file}`);
        table[id] = fixture;
        from[id] = file;
      }
    }
  }
  return table;
}

export const fixtures: Readonly<Record<string, Fixture>> = gather();

export function fixtureFor(id: string): Fixture {
  const fixture = fixtures[id];
  if (!fixture) throw new Error(`no fixture for endpoint ${id}: add one to tests/server/<area>/fixtures.ts`);
  return fixture;
}
