// The area's public exports: what other areas may import (scripts/check-areas.mjs).
import type { AnyResource } from '../types';
import { invoiceResource } from './invoices';
import { settlementResource } from './settlements';
import { transactionResource } from './transactions';

/** The lists the generic machines' model tests run over (src/resources/index.ts finds them by folder). */
export const listResources: readonly AnyResource[] = [settlementResource as unknown as AnyResource, transactionResource as unknown as AnyResource, invoiceResource as unknown as AnyResource];
