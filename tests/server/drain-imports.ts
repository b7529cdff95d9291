// Runs the import job until no import is left to read or apply, as the server's runner does in
// the background: the tests that upload a file wait for its result this way.
import type { Db } from '../../server/db/db';
import { ImportRunner } from '../../server/imports/runner';

export async function drainImports(db: Db): Promise<void> {
  const runner = new ImportRunner({ db, log: () => {} });
  await runner.recover();
  while (await runner.runOnce());
}
