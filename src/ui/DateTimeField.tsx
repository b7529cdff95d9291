// A date and time field: the browser's native date-time input (keyboard entry, its own picker,
// ISO-like value 'YYYY-MM-DDTHH:mm' in local time) with a visible label, an optional description
// and an error message. When `errorMessage` is set the input is aria-invalid and described by the
// message, which sits in a polite live region (like the other fields of FormField.tsx).
import { useId } from 'react';

export interface DateTimeFieldProps {
  label: string;
  /** 'YYYY-MM-DDTHH:mm' or ''. */
  value: string;
  onChange(value: string): void;
  description?: string;
  errorMessage?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Earliest and latest values offered by the picker (same format). */
  min?: string;
  max?: string;
  autoFocus?: boolean;
  testId?: string;
  /** 'date' for a date alone ('YYYY-MM-DD'). */
  type?: 'datetime-local' | 'date';
}

export function DateTimeField({ label, value, onChange, description, errorMessage, isRequired, isDisabled, min, max, autoFocus, testId, type = 'datetime-local' }: DateTimeFieldProps) {
  const id = useId();
  const describedBy = [description ? `${id}-desc` : null, errorMessage ? `${id}-err` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field datetime-field" data-testid={testId} data-invalid={errorMessage ? 'true' : undefined}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        type={type}
        value={value}
        min={min}
        max={max}
        required={isRequired}
        disabled={isDisabled}
        autoFocus={autoFocus}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
      {description ? (
        <span id={`${id}-desc`} className="field-description">
          {description}
        </span>
      ) : null}
      <div className="field-error-region" aria-live="polite">
        {errorMessage ? (
          <span id={`${id}-err`} className="field-error">
            {errorMessage}
          </span>
        ) : null}
      </div>
    </div>
  );
}
