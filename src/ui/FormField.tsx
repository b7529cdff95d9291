// Form fields wrapping react-aria-components: a visible label, an optional description and an
// error message. When `errorMessage` is set the field is invalid: RAC sets aria-invalid on the
// control and points aria-describedby at the message, which is also a polite live region so a
// message appearing after a save attempt is announced. Controlled: `value` + `onChange`.
import type { ReactNode } from 'react';
import {
  Button,
  CheckboxButton,
  CheckboxField as RacCheckboxField,
  FieldError,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  NumberField as RacNumberField,
  Popover,
  Radio,
  RadioGroup,
  Select,
  SelectValue,
  Text,
  TextArea,
  TextField as RacTextField,
} from 'react-aria-components';

interface FieldBase {
  label: string;
  description?: string;
  /** Translated message; the field is invalid while it is set. */
  errorMessage?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  name?: string;
  testId?: string;
  className?: string;
}

export function Help({ description, errorMessage }: { description?: ReactNode; errorMessage?: string | null }) {
  return (
    <>
      {description ? (
        <Text slot="description" className="field-description">
          {description}
        </Text>
      ) : null}
      {/* A persistent live region: a message that appears inside it is announced. */}
      <div className="field-error-region" aria-live="polite">
        <FieldError className="field-error">{errorMessage ?? undefined}</FieldError>
      </div>
    </>
  );
}

export const fieldClass = (base: string, className?: string) => ['field', base, className].filter(Boolean).join(' ');

export interface TextFieldProps extends FieldBase {
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'email' | 'tel' | 'password' | 'url' | 'search';
  placeholder?: string;
  maxLength?: number;
  autoComplete?: string;
  autoFocus?: boolean;
}

export function TextField({ label, description, errorMessage, value, onChange, type = 'text', placeholder, maxLength, autoComplete, autoFocus, testId, className, ...rest }: TextFieldProps) {
  return (
    <RacTextField
      {...rest}
      className={fieldClass('text-field', className)}
      value={value}
      onChange={onChange}
      type={type}
      maxLength={maxLength}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      isInvalid={!!errorMessage}
      validationBehavior="aria"
      data-testid={testId}
    >
      <Label className="field-label">{label}</Label>
      <Input className="input" placeholder={placeholder} />
      <Help description={description} errorMessage={errorMessage} />
    </RacTextField>
  );
}

export interface TextAreaFieldProps extends FieldBase {
  value: string;
  onChange(value: string): void;
  /** Focus the text area when it appears (the field a dialog asks for). */
  autoFocus?: boolean;
  rows?: number;
  maxLength?: number;
  placeholder?: string;
}

export function TextAreaField({ label, description, errorMessage, value, onChange, rows = 4, maxLength, placeholder, autoFocus, testId, className, ...rest }: TextAreaFieldProps) {
  return (
    <RacTextField
      {...rest}
      autoFocus={autoFocus}
      className={fieldClass('textarea-field', className)}
      value={value}
      onChange={onChange}
      maxLength={maxLength}
      isInvalid={!!errorMessage}
      validationBehavior="aria"
      data-testid={testId}
    >
      <Label className="field-label">{label}</Label>
      <TextArea className="input textarea" rows={rows} placeholder={placeholder} />
      <Help description={description} errorMessage={errorMessage} />
    </RacTextField>
  );
}

export interface NumberFieldProps extends FieldBase {
  /** null = empty. */
  value: number | null;
  onChange(value: number | null): void;
  minValue?: number;
  maxValue?: number;
  step?: number;
  formatOptions?: Intl.NumberFormatOptions;
  /** Labels of the stepper buttons; without them no stepper buttons are shown. */
  incrementLabel?: string;
  decrementLabel?: string;
}

export function NumberField({ label, description, errorMessage, value, onChange, minValue, maxValue, step, formatOptions, incrementLabel, decrementLabel, testId, className, ...rest }: NumberFieldProps) {
  return (
    <RacNumberField
      {...rest}
      className={fieldClass('number-field', className)}
      value={value ?? NaN}
      onChange={(v) => onChange(Number.isNaN(v) ? null : v)}
      minValue={minValue}
      maxValue={maxValue}
      step={step}
      formatOptions={formatOptions}
      isInvalid={!!errorMessage}
      validationBehavior="aria"
      data-testid={testId}
    >
      <Label className="field-label">{label}</Label>
      <Group className="number-group">
        {decrementLabel ? (
          <Button slot="decrement" className="stepper" aria-label={decrementLabel}>
            −
          </Button>
        ) : null}
        <Input className="input" />
        {incrementLabel ? (
          <Button slot="increment" className="stepper" aria-label={incrementLabel}>
            +
          </Button>
        ) : null}
      </Group>
      <Help description={description} errorMessage={errorMessage} />
    </RacNumberField>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  /**
   * The label is data (a code, a name someone gave), not a word of the screen: marked
   * translate="no" in the list and in the field once chosen (decision 022).
   */
  data?: boolean;
}

export interface SelectFieldProps extends FieldBase {
  /** null = nothing chosen. */
  value: string | null;
  onChange(value: string | null): void;
  options: SelectOption[];
  placeholder?: string;
}

export function SelectField({ label, description, errorMessage, value, onChange, options, placeholder, testId, className, ...rest }: SelectFieldProps) {
  return (
    <Select
      {...rest}
      className={fieldClass('select-field', className)}
      value={value}
      onChange={(v) => onChange(v === null || v === undefined ? null : String(v))}
      placeholder={placeholder}
      disabledKeys={options.filter((o) => o.disabled).map((o) => o.value)}
      isInvalid={!!errorMessage}
      validationBehavior="aria"
      data-testid={testId}
    >
      <Label className="field-label">{label}</Label>
      <Button className="input select-button">
        <SelectValue className="select-value" />
        <span aria-hidden="true" className="select-caret">
          ▾
        </span>
      </Button>
      <Help description={description} errorMessage={errorMessage} />
      <Popover className="popover">
        <ListBox className="listbox">
          {options.map((o) => (
            <ListBoxItem key={o.value} id={o.value} className="listbox-item" textValue={o.label}>
              {/* the chosen item's content is what the field shows (SelectValue), its mark included */}
              {o.data ? <span translate="no">{o.label}</span> : o.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

export interface CheckboxFieldProps extends Omit<FieldBase, 'label' | 'description'> {
  /** Markup allowed: a label or description that holds data marks that part translate="no". */
  label: ReactNode;
  description?: ReactNode;
  value: boolean;
  onChange(value: boolean): void;
}

export function CheckboxField({ label, description, errorMessage, value, onChange, testId, className, ...rest }: CheckboxFieldProps) {
  return (
    <RacCheckboxField
      {...rest}
      className={fieldClass('checkbox-field', className)}
      isSelected={value}
      onChange={onChange}
      isInvalid={!!errorMessage}
      validationBehavior="aria"
      data-testid={testId}
    >
      <CheckboxButton className="checkbox">
        <span className="checkbox-box" aria-hidden="true">
          <svg viewBox="0 0 18 18" className="checkbox-mark">
            <polyline points="3.5 9.5 7.5 13 14.5 5" />
          </svg>
        </span>
        <span className="checkbox-label">{label}</span>
      </CheckboxButton>
      <Help description={description} errorMessage={errorMessage} />
    </RacCheckboxField>
  );
}

export interface RadioOption {
  value: string;
  label: string;
  description?: string;
}

export interface RadioGroupFieldProps extends Omit<FieldBase, 'isReadOnly'> {
  value: string;
  onChange(value: string): void;
  options: RadioOption[];
}

/** One choice among a few, all visible (RAC RadioGroup: arrow keys move the choice). */
export function RadioGroupField({ label, description, errorMessage, value, onChange, options, testId, className, ...rest }: RadioGroupFieldProps) {
  return (
    <RadioGroup {...rest} className={fieldClass('radio-field', className)} value={value} onChange={onChange} isInvalid={!!errorMessage} validationBehavior="aria" data-testid={testId}>
      <Label className="field-label">{label}</Label>
      {options.map((o) => (
        <Radio key={o.value} value={o.value} className="radio" data-testid={testId ? `${testId}-${o.value}` : undefined}>
          <span className="radio-mark" aria-hidden="true" />
          <span className="radio-label">
            {o.label}
            {o.description ? <span className="field-description radio-description">{o.description}</span> : null}
          </span>
        </Radio>
      ))}
      <Help description={description} errorMessage={errorMessage} />
    </RadioGroup>
  );
}
