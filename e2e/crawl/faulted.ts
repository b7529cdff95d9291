// The endpoint shapes the fault crawl has faulted in this run, shared by every worker. The list
// platform's calls (theme columns, table settings, options) are the same code on every list
// screen: the first group that meets one faults it and the others fault only their own calls. The
// groups' tests run on either worker, so the set lives in a file named by the run (the runner
// process sets WHARF_E2E_RUN before it forks the workers, playwright.config.ts). Two workers that
// meet a new shape at once both fault it, and a retried test faults again what it faulted before:
// the crawl may fault a shape more than once, never less.
import { appendFileSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const file = path.join(os.tmpdir(), `wharf-e2e-faulted-${process.env.WHARF_E2E_RUN ?? process.pid}.txt`);

function read(): Set<string> {
  try {
    return new Set(readFileSync(file, 'utf8').split('\n').filter(Boolean));
  } catch {
    return new Set();
  }
}

/** True the first time the run meets `shape` (and records it), false after. */
export function claimFault(shape: string): boolean {
  if (read().has(shape)) return false;
  appendFileSync(file, `${shape}\n`);
  return true;
}
