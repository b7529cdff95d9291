// Field specs of the asset forms. The generic FormFieldSpec, plus what the asset screens render
// beyond it: select options from a list the screen loads (carriers, ports, trunk lines, charge
// definitions), how a value is shown (money in the record's currency, percent units 0..100), a
// hint under the field, and fields that stay read-only while a condition holds (the binding of
// a channel used by carts).
import type { MessageDescriptor } from '@lingui/core';
import type { FormFieldSpec } from '../types';

/** Lists a screen loads for select fields (not option dictionaries). */
export type AssetOptionSource = 'carriers' | 'ports' | 'trunkLines';

export interface AssetField extends FormFieldSpec {
  /** Options from a list the screen holds instead of an option dictionary. */
  source?: AssetOptionSource;
  /** How the value reads in the view: money in the currency of `currencyField`, percent units, a time. */
  display?: 'money' | 'percent' | 'datetime';
  currencyField?: string;
  /** A hint under the field. */
  hint?: MessageDescriptor;
  /** Read-only while the channel's binding cannot change (carts use it). */
  binding?: boolean;
  /** Shown in the view only (not part of the form values). */
  viewOnly?: boolean;
}

/** Text of a typed number: '' for null. */
export const typedText = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
/** null for an empty typed number. */
export const orNull = (v: unknown): string | null => {
  const s = typeof v === 'string' ? v.trim() : typedText(v);
  return s === '' ? null : s;
};
