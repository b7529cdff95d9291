// A date (or date and time) field: react-aria's DateField, whose segments follow the locale of
// the nearest I18nProvider (the screen's language: 年/月/日 in zh-CN), never the browser's native
// `<input type=date>`, which shows "mm/dd/yyyy" in the browser's language whatever the page's
// (decision 022). No native validation bubble: validationBehavior "aria", the screen's translated
// message below the field; ranges (end after start, at most 7 days later) are the machines'
// checks with their own messages, so the field takes no min or max. Times use a 24-hour clock in both languages (no AM/PM segment to
// type). The value stays a plain string so machines and schemas need no date
// library: 'YYYY-MM-DDTHH:mm' in local time, or 'YYYY-MM-DD' for `type="date"`; '' when empty.
import { parseDate, parseDateTime, type CalendarDate, type CalendarDateTime } from '@internationalized/date';
import { DateField, DateInput, DateSegment, Label } from 'react-aria-components';
import { Help, fieldClass } from './FormField';

export interface DateTimeFieldProps {
  label: string;
  /** 'YYYY-MM-DDTHH:mm' or 'YYYY-MM-DD' (type "date") or ''. */
  value: string;
  onChange(value: string): void;
  description?: string;
  errorMessage?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  autoFocus?: boolean;
  testId?: string;
  /** 'date' for a date alone ('YYYY-MM-DD'). */
  type?: 'datetime-local' | 'date';
}

type Value = CalendarDate | CalendarDateTime;

/** The field's value for a string, or null for '' and anything unreadable (shown empty). */
export function toDateValue(text: string | undefined, type: 'datetime-local' | 'date'): Value | null {
  if (!text) return null;
  try {
    return type === 'date' ? parseDate(text.slice(0, 10)) : parseDateTime(text.slice(0, 16));
  } catch {
    return null;
  }
}

/** The string a field value stands for: minutes for date-times (seconds are never shown). */
export function fromDateValue(value: Value | null, type: 'datetime-local' | 'date'): string {
  if (!value) return '';
  const text = value.toString();
  return type === 'date' ? text.slice(0, 10) : text.slice(0, 16);
}

export function DateTimeField({ label, value, onChange, description, errorMessage, isRequired, isDisabled, autoFocus, testId, type = 'datetime-local' }: DateTimeFieldProps) {
  return (
    <DateField<Value>
      className={fieldClass('datetime-field')}
      value={toDateValue(value, type)}
      onChange={(v) => onChange(fromDateValue(v, type))}
      granularity={type === 'date' ? 'day' : 'minute'}
      hourCycle={24}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={!!errorMessage}
      validationBehavior="aria"
      autoFocus={autoFocus}
      data-testid={testId}
      data-invalid={errorMessage ? 'true' : undefined}
    >
      <Label className="field-label">{label}</Label>
      <DateInput className="input date-input">{(segment) => <DateSegment segment={segment} className="date-segment" />}</DateInput>
      <Help description={description} errorMessage={errorMessage} />
    </DateField>
  );
}
