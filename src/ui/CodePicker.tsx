// A searchable picker of codes (sku, warehouse, shop, carrier): a react-aria ComboBox whose options
// come from the server as the user types (the caller searches; this only renders). Arrow keys move
// through the options, Enter chooses one, Escape closes the list. The list shows a loading state,
// an empty state and "more" when the server has more than it answered. A paste may be taken over
// by the caller (a list of codes: `onPaste` returns true when it used the text). With
// `allowsCustomValue` (a single value such as an import cell) the typed text is the value and an
// option only fills it in; otherwise the text is only a search and is cleared after a choice.
import { useRef, type ReactNode } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { Help, fieldClass } from './FormField';

export interface CodePickerOption {
  code: string;
  name: string;
}

export interface CodePickerProps {
  label: string;
  description?: string;
  errorMessage?: string | null;
  placeholder?: string;
  inputValue: string;
  onInputChange(text: string): void;
  items: readonly CodePickerOption[];
  busy: boolean;
  /** The server has more options than shown (the text should be narrowed). */
  more: boolean;
  onChoose(option: CodePickerOption): void;
  /** The options list opened (search what is not searched yet). */
  onOpen?(): void;
  /** A paste into the box: return true when the text was taken (a list of codes). */
  onPaste?(text: string): boolean;
  allowsCustomValue?: boolean;
  texts: { loading: string; empty: string; more: string; toggle: string };
  isDisabled?: boolean;
  isRequired?: boolean;
  autoFocus?: boolean;
  testId?: string;
  className?: string;
  /** Shown under the field (a paste's report). */
  children?: ReactNode;
}

export function CodePicker(props: CodePickerProps) {
  const { label, description, errorMessage, placeholder, inputValue, onInputChange, items, busy, more, onChoose, onOpen, onPaste, allowsCustomValue, texts, testId } = props;
  // after a choice the combo box writes the option's text into the box; where the text is only a
  // search (no custom value) that is not a new search: the box stays as the caller set it
  const chosen = useRef<string | null>(null);
  return (
    <ComboBox
      className={fieldClass('code-picker', props.className)}
      items={items}
      inputValue={inputValue}
      onInputChange={(text) => {
        if (!allowsCustomValue && chosen.current !== null && text === chosen.current) {
          chosen.current = null;
          return;
        }
        onInputChange(text);
      }}
      selectedKey={null}
      onSelectionChange={(key) => {
        const option = key === null ? undefined : items.find((o) => o.code === key);
        if (!option) return;
        chosen.current = option.code;
        onChoose(option);
      }}
      onOpenChange={(open) => {
        if (open) onOpen?.();
      }}
      defaultFilter={() => true}
      allowsEmptyCollection
      allowsCustomValue={allowsCustomValue}
      menuTrigger="input"
      isDisabled={props.isDisabled}
      isRequired={props.isRequired}
      isInvalid={!!errorMessage}
      validationBehavior="aria"
      aria-busy={busy || undefined}
      data-testid={testId}
    >
      <Label className="field-label">{label}</Label>
      <div className="code-picker-box">
        <Input
          className="input"
          placeholder={placeholder}
          autoFocus={props.autoFocus}
          onKeyDown={(e) => {
            // typing again: what the box shows is the user's text
            if (e.key.length === 1) chosen.current = null;
          }}
          onPaste={(e) => {
            if (onPaste?.(e.clipboardData.getData('text/plain'))) e.preventDefault();
          }}
          data-testid={testId ? `${testId}-input` : undefined}
        />
        <Button className="code-picker-toggle" aria-label={texts.toggle}>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <Help description={description} errorMessage={errorMessage} />
      {props.children}
      <Popover className="popover code-picker-popover">
        <ListBox<CodePickerOption>
          className="listbox"
          renderEmptyState={() => (
            <p className="code-picker-state" role="status">
              {busy ? texts.loading : texts.empty}
            </p>
          )}
        >
          {(o) => (
            <ListBoxItem id={o.code} className="listbox-item code-picker-item" textValue={o.code}>
              <span className="code-picker-code" translate="no">
                {o.code}
              </span>
              <span className="code-picker-name" translate="no">
                {o.name}
              </span>
            </ListBoxItem>
          )}
        </ListBox>
        {items.length > 0 && (busy || more) ? (
          <p className="code-picker-state" role="status">
            {busy ? texts.loading : texts.more}
          </p>
        ) : null}
      </Popover>
    </ComboBox>
  );
}
