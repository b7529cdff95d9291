// The preamble of a server test file, once: a harness on the worker's seeded database (decision
// 023), signed in as the two seeded supplier tenants, closed when the file ends. The file keeps its
// own names for what it uses, given to `take` when the harness is ready:
//   let h: Harness, cookie: string, tenantId: string;
//   signedInHarness((s) => ({ h, cookie, harbor: tenantId } = s));
import { afterAll, beforeAll } from 'vitest';
import { createHarness, type Harness, type HarnessOptions } from './harness';

export interface SignedIn {
  h: Harness;
  /** supplier1: the harbor tenant (tenant A), reads English. */
  cookie: string;
  /** supplier2: the pacific tenant (tenant B), reads Chinese. */
  cookieZh: string;
  /** The tenants' ids. */
  harbor: string;
  pacific: string;
}

/** Registers the file's beforeAll (harness, sign-ins) and afterAll (close); `take` gets them before any test. */
export function signedInHarness(take: (s: SignedIn) => void, options: HarnessOptions = {}): void {
  let h: Harness | undefined;
  beforeAll(async () => {
    h = await createHarness(options);
    const [cookie, cookieZh] = [await h.signIn('supplier1'), await h.signIn('supplier2')];
    take({ h, cookie, cookieZh, harbor: h.seeded.tenantIds.harbor, pacific: h.seeded.tenantIds.pacific });
  }, 120_000);
  afterAll(() => h?.close());
}
