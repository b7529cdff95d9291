// The condition bar above a list, drawn from a description of its fields. Values are controlled
// (`values` + `onChange(key, value)`); Enter in any field or the search button calls `onSubmit`,
// the reset button `onReset`. Date ranges are two native date inputs (ISO yyyy-mm-dd, accessible,
// no inline script or style), number ranges two native number inputs; each range is a fieldset
// whose legend is the condition's label. A flag is a checkbox: checked sends true, unchecked
// leaves the condition out. A list of codes (`codes`) is drawn by the caller (`renderCodes`: a
// code picker over the server, which the UI kit does not reach).
import type { FormEvent, ReactNode } from 'react';
import { Button as RacButton, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { Button } from './Button';
import { DateTimeField } from './DateTimeField';
import { NumberField, TextField } from './FormField';

export type SearchFieldKind = 'text' | 'select' | 'multiSelect' | 'dateRange' | 'numberRange' | 'flag' | 'codes';

export interface SearchFieldSpec {
  key: string;
  label: string;
  kind: SearchFieldKind;
  options?: { value: string; label: string }[];
  placeholder?: string;
  /** For `codes`: the kind of code its picker searches. */
  lookup?: string;
}

export type DateRangeValue = [string | null, string | null];
export type NumberRangeValue = [number | null, number | null];
export type SearchValue = string | string[] | DateRangeValue | NumberRangeValue | boolean | null;
export type SearchValues = Record<string, SearchValue | undefined>;

export interface SearchBarLabels {
  region: string;
  submit: string;
  reset: string;
  /** Range ends ("From", "To"; "Min", "Max"). */
  from: string;
  to: string;
  min: string;
  max: string;
  /** The "no restriction" choice of a single select. */
  any: string;
}

export interface SearchBarProps {
  fields: SearchFieldSpec[];
  values: SearchValues;
  onChange(key: string, value: SearchValue): void;
  onSubmit(): void;
  onReset(): void;
  busy?: boolean;
  labels: SearchBarLabels;
  testId?: string;
  /** Draws a `codes` condition (its value is the list of codes, null when empty). */
  renderCodes?(field: SearchFieldSpec, value: string[], onChange: (value: string[] | null) => void): ReactNode;
}

const ANY = '__any';

export function SearchBar({ fields, values, onChange, onSubmit, onReset, busy = false, labels, testId, renderCodes }: SearchBarProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate className="search-bar" role="search" aria-label={labels.region} onSubmit={submit} data-testid={testId ?? 'search-bar'}>
      <div className="search-fields">
        {fields.map((f) => (
          <SearchField key={f.key} field={f} value={values[f.key] ?? null} onChange={(v) => onChange(f.key, v)} labels={labels} renderCodes={renderCodes} />
        ))}
      </div>
      <div className="search-actions">
        <Button type="submit" isPending={busy} testId="search-submit">
          {labels.submit}
        </Button>
        <Button variant="secondary" onPress={onReset} isDisabled={busy} testId="search-reset">
          {labels.reset}
        </Button>
      </div>
    </form>
  );
}

function SearchField({
  field,
  value,
  onChange,
  labels,
  renderCodes,
}: {
  field: SearchFieldSpec;
  value: SearchValue;
  onChange(v: SearchValue): void;
  labels: SearchBarLabels;
  renderCodes: SearchBarProps['renderCodes'];
}) {
  switch (field.kind) {
    case 'codes':
      return (
        <div className="search-field search-codes" data-testid={`search-${field.key}`}>
          {renderCodes?.(field, Array.isArray(value) ? (value as string[]) : [], onChange) ?? null}
        </div>
      );
    case 'text':
      return (
        <TextField
          className="search-field"
          label={field.label}
          name={field.key}
          placeholder={field.placeholder}
          value={typeof value === 'string' ? value : ''}
          onChange={(v) => onChange(v === '' ? null : v)}
          testId={`search-${field.key}`}
        />
      );
    case 'select':
      return (
        <Select
          className="field select-field search-field"
          value={typeof value === 'string' ? value : ANY}
          onChange={(v) => onChange(v === ANY || v === null ? null : String(v))}
          data-testid={`search-${field.key}`}
        >
          <Label className="field-label">{field.label}</Label>
          <RacButton className="input select-button">
            <SelectValue className="select-value" />
            <span aria-hidden="true" className="select-caret">
              ▾
            </span>
          </RacButton>
          <Popover className="popover">
            <ListBox className="listbox">
              <ListBoxItem id={ANY} className="listbox-item">
                {labels.any}
              </ListBoxItem>
              {(field.options ?? []).map((o) => (
                <ListBoxItem key={o.value} id={o.value} className="listbox-item" textValue={o.label}>
                  {o.label}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>
      );
    case 'multiSelect': {
      const selected = Array.isArray(value) ? (value as string[]) : [];
      return (
        <Select
          className="field select-field search-field"
          selectionMode="multiple"
          value={selected}
          onChange={(v) => onChange(v.length === 0 ? null : v.map(String))}
          placeholder={labels.any}
          data-testid={`search-${field.key}`}
        >
          <Label className="field-label">{field.label}</Label>
          <RacButton className="input select-button">
            <SelectValue className="select-value" />
            <span aria-hidden="true" className="select-caret">
              ▾
            </span>
          </RacButton>
          <Popover className="popover">
            <ListBox className="listbox">
              {(field.options ?? []).map((o) => (
                <ListBoxItem key={o.value} id={o.value} className="listbox-item" textValue={o.label}>
                  {o.label}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>
      );
    }
    case 'dateRange': {
      const [from, to] = Array.isArray(value) ? (value as DateRangeValue) : [null, null];
      const set = (i: 0 | 1, v: string) => {
        const next: DateRangeValue = [from, to];
        next[i] = v === '' ? null : v;
        onChange(next[0] === null && next[1] === null ? null : next);
      };
      return (
        <fieldset className="field range-field search-field" data-testid={`search-${field.key}`}>
          <legend className="field-label">{field.label}</legend>
          {/* react-aria date fields: segments in the screen's locale, never the native mm/dd/yyyy */}
          <DateTimeField type="date" label={labels.from} value={from ?? ''} onChange={(v) => set(0, v)} testId={`search-${field.key}-from`} />
          <DateTimeField type="date" label={labels.to} value={to ?? ''} onChange={(v) => set(1, v)} testId={`search-${field.key}-to`} />
        </fieldset>
      );
    }
    case 'flag':
      return (
        <label className="field flag-field search-field" data-testid={`search-${field.key}`}>
          <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked ? true : null)} />
          <span className="field-label">{field.label}</span>
        </label>
      );
    case 'numberRange': {
      const [min, max] = Array.isArray(value) ? (value as NumberRangeValue) : [null, null];
      const set = (i: 0 | 1, n: number | null) => {
        const next: NumberRangeValue = [min, max];
        next[i] = n;
        onChange(next[0] === null && next[1] === null ? null : next);
      };
      return (
        <fieldset className="field range-field search-field" data-testid={`search-${field.key}`}>
          <legend className="field-label">{field.label}</legend>
          {/* react-aria number fields: digits and separators in the screen's locale */}
          <NumberField label={labels.min} value={min} onChange={(n) => set(0, n)} className="number-input" testId={`search-${field.key}-min`} />
          <NumberField label={labels.max} value={max} onChange={(n) => set(1, n)} className="number-input" testId={`search-${field.key}-max`} />
        </fieldset>
      );
    }
  }
}
