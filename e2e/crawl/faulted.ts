// The endpoint shapes the fault crawl has faulted in this run, shared by every worker. The list
// platform's calls (theme columns, table settings, options) are the same code on every list
// screen: the first group that meets one faults it and the others fault only their own calls. The
// groups' tests run on either worker, so the record lives in a file named by the run (the runner
// process sets WHARF_E2E_RUN before it forks the workers, playwright.config.ts), a line per shape
// with the group that claimed it. A retried group faults again every shape it claimed before, so
// a retry checks what failed rather than passing around it; two workers that meet a new shape at
// once both fault it. The crawl may fault a shape more than once, never less.
import { appendFileSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const file = path.join(os.tmpdir(), `wharf-e2e-faulted-${process.env.WHARF_E2E_RUN ?? process.pid}.txt`);

/** Who claimed each shape so far in the run. */
function owners(): Map<string, string> {
  try {
    return new Map(
      readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('\t') as [string, string]),
    );
  } catch {
    return new Map();
  }
}

/**
 * The shapes one attempt of a group's test faults: `claim(shape)` is true when the attempt should
 * fault it (nobody else claimed it, or this group did in an earlier attempt) and it has not yet.
 */
export function faultClaims(group: string): (shape: string) => boolean {
  const mine = new Set<string>();
  return (shape) => {
    if (mine.has(shape)) return false;
    const owner = owners().get(shape);
    if (owner !== undefined && owner !== group) return false;
    if (owner === undefined) appendFileSync(file, `${shape}\t${group}\n`);
    mine.add(shape);
    return true;
  };
}
