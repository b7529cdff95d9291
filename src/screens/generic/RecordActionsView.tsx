// The view of the record-with-actions kit (recordActions.machine.ts): the actions the record's
// state offers as buttons, one dialog that confirms the action asked for (with its note field
// when the action takes one, and its picker when it takes a choice), the notice when someone else acted first, and the refusal. The
// record itself is the screen's to show; this part only decides nothing and sends events.
// Keyboard (ui/focus.ts): the record opens with focus on its first action (else the heading);
// after an action went through, focus goes to the first action still offered, else the heading.
import { useRef, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { noteProblemOf, type RecordActionsMachine, type RecordActionsSpec } from '../../machines/generic/recordActions.machine';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SelectField, TextAreaField } from '../../ui/FormField';
import { Toolbar } from '../../ui/Toolbar';
import { firstEnabled, useFocusAfter, useFocusOnOpen } from '../../ui/focus';
import { errorText } from '../errorText';

export interface RecordActionTexts {
  /** The button. */
  label: string;
  title: string;
  message: string;
  /** The dialog's confirm button (default: the button's label). */
  confirmLabel?: string;
  /** The note field's label (actions with a note). */
  noteLabel?: string;
  /** Said when a required note is blank (default: a generic sentence). */
  noteRequired?: string;
  /** The picker's label (actions with a choice). */
  choiceLabel?: string;
  secondary?: boolean;
  isDanger?: boolean;
}

export interface RecordActionsViewProps<R extends { version: number }, A extends string> {
  actor: ActorRefFrom<RecordActionsMachine<R, A>>;
  spec: RecordActionsSpec<R, A>;
  texts: { readonly [K in A]: RecordActionTexts };
  /** The toolbar's accessible name. */
  toolbarLabel: string;
  /** The prefix of every test id: `<prefix>-<action>`, `<prefix>-<action>-dialog`, `<prefix>-note`, `<prefix>-choice`, `<prefix>-stale`, `<prefix>-failed`. */
  testId: string;
  /** What the refusal dialog says when the server gave no message. */
  refusedText: string;
  /** False hides the actions (a role that may only read). */
  mayAct?: boolean;
  /** More toolbar items after the actions (links). */
  children?: ReactNode;
}

export function RecordActionsView<R extends { version: number }, A extends string>({
  actor,
  spec,
  texts,
  toolbarLabel,
  testId,
  refusedText,
  mayAct = true,
  children,
}: RecordActionsViewProps<R, A>) {
  const { t } = useLingui();
  const names = Object.keys(spec.actions) as A[];
  const offered = useSelector(actor, (s) => names.filter((action) => s.can({ type: 'record.actionRequested', action })).join(' '));
  const stale = useSelector(actor, (s) => s.matches('stale'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const busy = useSelector(actor, (s) => s.matches('submitting'));
  const asking = useSelector(actor, (s) => s.matches('confirming') || s.matches('submitting'));
  const { action, note, noteProblem, choice, choiceMissing, record, error } = useSelector(actor, (s) => s.context);
  const shown = mayAct ? names.filter((a) => offered.split(' ').includes(a)) : [];
  const rule = action ? spec.actions[action].note : undefined;
  const picker = action ? spec.actions[action].choice : undefined;
  const text = action ? texts[action] : null;
  const problem = noteProblem ?? null;
  const phase = useSelector(actor, (s) => (s.matches('viewing') ? 'viewing' : s.matches('submitting') ? 'submitting' : s.matches('confirming') ? 'confirming' : 'other'));
  const toolbar = useRef<HTMLDivElement | null>(null);
  const firstOffered = () => firstEnabled(toolbar.current, '[data-record-action]');
  useFocusOnOpen(phase === 'viewing', firstOffered);
  // an action went through: submitting -> viewing
  useFocusAfter(phase, 'submitting', 'viewing', firstOffered);
  // the question dismissed: back to the action that asked (the buttons were hidden meanwhile)
  const asked = useRef<A | null>(null);
  useFocusAfter(phase, 'confirming', 'viewing', () => (asked.current ? firstEnabled(toolbar.current, `[data-record-action="${asked.current}"]`) : null) ?? firstOffered());
  return (
    <>
      {stale ? (
        <div className="notice" role="alert" data-testid={`${testId}-stale`}>
          <p>{errorText(error)}</p>
          <Button onPress={() => actor.send({ type: 'record.reloadRequested' })} testId={`${testId}-stale-reload`}>
            {t`Reload`}
          </Button>
        </div>
      ) : null}
      {shown.length > 0 || children ? (
        <div ref={toolbar}>
          <Toolbar ariaLabel={toolbarLabel} testId={`${testId}-actions`}>
            {shown.map((a) => (
              <Button
                key={a}
                data-record-action={a}
                variant={texts[a].secondary ? 'secondary' : undefined}
                onPress={() => {
                  asked.current = a;
                  actor.send({ type: 'record.actionRequested', action: a });
                }}
                testId={`${testId}-${a}`}
              >
                {texts[a].label}
              </Button>
            ))}
            {children}
          </Toolbar>
        </div>
      ) : null}
      {action && text ? (
        <ConfirmDialog
          isOpen={asking}
          title={text.title}
          message={text.message}
          confirmLabel={text.confirmLabel ?? text.label}
          cancelLabel={t`Back`}
          busyLabel={t`Working…`}
          busy={busy}
          isDanger={text.isDanger}
          onConfirm={() => actor.send({ type: 'record.confirmed' })}
          onCancel={() => actor.send({ type: 'record.dismissed' })}
          testId={`${testId}-${action}-dialog`}
          focusField={!!rule?.required}
        >
          {picker && record ? (
            <SelectField
              label={text.choiceLabel ?? t`Choose`}
              value={choice}
              onChange={(v) => (v === null ? undefined : actor.send({ type: 'record.choiceChanged', value: v }))}
              options={picker.options(record).map((o) => ({ value: o.value, label: o.label, data: true }))}
              errorMessage={choiceMissing ? t`Choose one.` : null}
              isRequired
              isDisabled={busy}
              testId={`${testId}-choice`}
            />
          ) : null}
          {rule ? (
            <TextAreaField
              label={text.noteLabel ?? t`Note`}
              value={note}
              onChange={(v) => actor.send({ type: 'record.noteChanged', value: v })}
              errorMessage={problem === 'required' ? (text.noteRequired ?? t`A note is required.`) : problem === 'tooLong' ? t`At most ${rule.max} characters.` : null}
              description={noteProblemOf(note, { required: false, max: rule.max }) ? undefined : t`${note.trim().length} of ${rule.max} characters`}
              maxLength={rule.max}
              rows={3}
              isRequired={rule.required}
              autoFocus={rule.required}
              isDisabled={busy}
              testId={`${testId}-note`}
            />
          ) : null}
        </ConfirmDialog>
      ) : null}
      <ConfirmDialog
        isOpen={failed}
        title={t`Not done`}
        message={errorText(error, refusedText)}
        confirmLabel={t`Back`}
        cancelLabel={t`Reload`}
        onConfirm={() => actor.send({ type: 'record.dismissed' })}
        onCancel={() => actor.send({ type: 'record.reloadRequested' })}
        testId={`${testId}-failed`}
      />
    </>
  );
}
