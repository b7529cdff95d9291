// Imported first by the composition root: zod decides at schema creation whether to compile
// validators with new Function, which the portal's CSP (no unsafe-eval) forbids.
import { z } from 'zod';

z.config({ jitless: true });
