// Field specs of the asset forms. The generic FormFieldSpec (run-time select options by `source`,
// hints), plus what the asset screens render beyond it: which lists the screens load for select
// fields (carriers, ports, trunk lines), how a value is shown (money in the record's currency,
// percent units 0..100), and fields that stay read-only while a condition holds (the binding of
// a channel used by carts).
import { AssetErrorCode } from '../../contract/asset/assets';
import type { FormFieldSpec } from '../types';

/** The asset area's "changed by someone else" code: every asset form and setting saves with the version read. */
export const assetStaleCodes: readonly string[] = [AssetErrorCode.staleVersion];

/** Lists a screen loads for select fields (not option dictionaries). */
export type AssetOptionSource = 'carriers' | 'ports' | 'trunkLines';

export interface AssetField extends FormFieldSpec {
  /** Options from a list the screen holds instead of an option dictionary (narrower than generic). */
  source?: AssetOptionSource;
  /** How the value reads in the view: money in the currency of `currencyField`, percent units, a time. */
  display?: 'money' | 'percent' | 'datetime';
  currencyField?: string;
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
