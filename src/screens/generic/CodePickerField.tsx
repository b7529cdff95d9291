// A code field over the server (decision 027): the code picker machine searches as the user types
// and checks a pasted list; this view renders it with the UI kit's CodePicker and hands what was
// picked to the value's holder. Two uses:
//   - a list of codes (`onPick` with `held`): a choice or a paste adds codes; the text is only a
//     search. A paste of several codes names each unknown one and each one written twice or held
//     already, and the others are added.
//   - one code (`value` + `onValueChange`): the text is the value (a code the server does not
//     know stays typed, for the server to refuse) and a choice fills it in.
import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { splitCodeList } from '../../contract/kernel/code-list';
import type { CodeOption } from '../../contract/common/lookup';
import type { LookupKind } from '../../contract/kernel/code-list';
import { codePickerMachine } from '../../machines/generic/codePicker.machine';
import { Button } from '../../ui/Button';
import { CodePicker } from '../../ui/CodePicker';
import { errorText } from '../errorText';

interface CommonProps {
  kind: LookupKind;
  label: string;
  description?: string;
  errorMessage?: string | null;
  placeholder?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  autoFocus?: boolean;
  testId: string;
  className?: string;
}

export interface CodeListPickerProps extends CommonProps {
  /** Codes already held (a paste naming one of them reports it as repeated). */
  held: readonly string[];
  onPick(options: CodeOption[]): void;
}

export interface SingleCodePickerProps extends CommonProps {
  value: string;
  onValueChange(value: string): void;
}

export function CodePickerField(props: CodeListPickerProps | SingleCodePickerProps) {
  const { t } = useLingui();
  const single = 'onValueChange' in props;
  const picker = useActorRef(codePickerMachine, { input: { kind: props.kind } });
  const text = useSelector(picker, (s) => s.context.text);
  const items = useSelector(picker, (s) => s.context.items);
  const more = useSelector(picker, (s) => s.context.more);
  const busy = useSelector(picker, (s) => s.hasTag('busy') || s.matches('debouncing'));
  const failed = useSelector(picker, (s) => (s.matches('failed') ? s.context.error : null));
  const report = useSelector(picker, (s) => s.context.report);
  const onPick = single ? (options: CodeOption[]) => options[0] && props.onValueChange(options[0].code) : props.onPick;
  useEffect(() => {
    const sub = picker.on('picker.picked', (e) => onPick(e.options));
    return () => sub.unsubscribe();
  }, [picker, onPick]);

  const problems: string[] = [];
  if (report?.unknown.length) problems.push(t`Not found: ${report.unknown.join(', ')}`);
  if (report?.repeated.length) problems.push(t`Repeated or already added: ${report.repeated.join(', ')}`);
  const added = report?.added ?? 0;
  return (
    <CodePicker
      label={props.label}
      description={props.description ?? (single ? undefined : t`Type to search, or paste a list of codes separated by spaces, commas or new lines.`)}
      errorMessage={failed ? errorText(failed, t`The search failed. Type again to retry.`) : props.errorMessage}
      placeholder={props.placeholder}
      inputValue={single ? props.value : text}
      onInputChange={(value) => {
        if (single) props.onValueChange(value);
        picker.send({ type: 'picker.textChanged', text: value });
      }}
      items={items}
      busy={busy}
      more={more}
      onChoose={(option) => picker.send({ type: 'picker.chosen', option })}
      onOpen={() => picker.send({ type: 'picker.opened' })}
      onPaste={
        single
          ? undefined
          : (pasted) => {
              if (splitCodeList(pasted).length < 2) return false;
              picker.send({ type: 'picker.pasted', text: pasted, held: props.held });
              return true;
            }
      }
      allowsCustomValue={single}
      texts={{ loading: t`Searching…`, empty: t`No matching code`, more: t`More codes match: type more to narrow the list.`, toggle: t`Show options` }}
      isDisabled={props.isDisabled}
      isRequired={props.isRequired}
      autoFocus={props.autoFocus}
      testId={props.testId}
      className={props.className}
    >
      {report ? (
        <div className={`notice ${problems.length ? 'warning' : 'success'} code-picker-report`} role="status" data-testid={`${props.testId}-report`}>
          {added ? <p>{t`${plural(added, { one: '# code added.', other: '# codes added.' })}`}</p> : null}
          {problems.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      ) : null}
    </CodePicker>
  );
}

export interface CodeListFieldProps {
  kind: LookupKind;
  label: string;
  /** The codes held (a search condition's value). */
  codes: readonly string[];
  /** The new list; null when it is empty. */
  onChange(codes: string[] | null): void;
  testId: string;
}

/**
 * A list of codes as one value (a search condition taking several skus): the picker adds codes
 * (chosen, or a pasted list with its unknown and repeated entries named) and each code held is a
 * tag with a button that removes it.
 */
export function CodeListField({ kind, label, codes, onChange, testId }: CodeListFieldProps) {
  const { t } = useLingui();
  return (
    <div className="code-list-field">
      <CodePickerField kind={kind} label={label} held={codes} onPick={(options) => onChange([...codes, ...options.map((o) => o.code).filter((c) => !codes.includes(c))])} testId={testId} />
      {codes.length ? (
        <ul className="code-tags" aria-label={t`${label}: chosen`} data-testid={`${testId}-chosen`}>
          {codes.map((code) => (
            <li key={code} className="code-tag">
              <span translate="no" className="code-tag-code">{code}</span>
              <Button variant="quiet" className="code-tag-remove" aria-label={t`Remove ${code}`} onPress={() => onChange(codes.length > 1 ? codes.filter((c) => c !== code) : null)}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
