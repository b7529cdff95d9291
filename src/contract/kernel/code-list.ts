// Lists of codes typed or pasted into one box (a picker, a search condition): codes are separated
// by spaces, new lines, commas or semicolons (ASCII or full-width). Splitting names what a box
// holds twice, so a screen can say which entry is repeated instead of refusing the whole box
// (spec section 5's ERROR_REPEAT is about the codes sent; here the repeats are dropped and named).

import { z } from 'zod';

/** The kinds of code a picker or a code-list condition takes (common.lookupSearch answers each). */
export const lookupKinds = [
  'sku',
  'warehouse',
  'shop',
  'carrier',
  'product',
  'standardProduct',
  'productSku',
  // the receipt record's picker (/receipt/info without an id)
  'receipt',
  // the price inquiry record's picker (/receipt/priceInquiryInfo without a number)
  'priceInquiry',
] as const;
export const lookupKindSchema = z.enum(lookupKinds);
export type LookupKind = z.infer<typeof lookupKindSchema>;
export const isLookupKind = (value: unknown): value is LookupKind => (lookupKinds as readonly unknown[]).includes(value);

/** The longest code any lookup kind stores (sku codes: 64). */
export const CODE_MAX_LENGTH = 64;
/** At most this many codes in one list (a paste, a multi-value search condition). */
export const CODE_LIST_MAX = 500;

/** The entries of a box in the order written, empty ones dropped. */
export function splitCodeList(text: string): string[] {
  return text
    .split(/[\s,;，；、]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export interface CodeList {
  /** Each code once, in the order first written. */
  codes: string[];
  /** Codes written more than once (each named once, in the order of their second appearance). */
  repeated: string[];
}

/**
 * A box's codes with their repeats named. Codes compare without regard to case (codes are unique
 * per tenant whatever their case); `already` names codes the list held before (a repeat too).
 */
export function readCodeList(text: string, already: readonly string[] = []): CodeList {
  const seen = new Set(already.map((c) => c.toLowerCase()));
  const codes: string[] = [];
  const repeated: string[] = [];
  for (const entry of splitCodeList(text)) {
    const key = entry.toLowerCase();
    if (seen.has(key)) {
      if (!repeated.some((r) => r.toLowerCase() === key)) repeated.push(entry);
      continue;
    }
    seen.add(key);
    codes.push(entry);
  }
  return { codes, repeated };
}

/** A list of codes as a search condition takes it (kind `codes`): each a code's characters, at most CODE_LIST_MAX. */
export const codeListConditionSchema = z.array(z.string().trim().min(1).max(CODE_MAX_LENGTH).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/)).max(CODE_LIST_MAX);
