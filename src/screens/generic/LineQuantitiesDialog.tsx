// The line-quantities kit's dialog (decision 051): a thin view over a machine made with
// createLineQuantitiesMachine. One field per line, a number between 0 and the line's most or a
// reason of a bounded length; the spec's problem and the server's refusal in the dialog's words.
// The area gives its texts, the field's label per line and its test ids; nothing else.
// useLineQuantitiesActor starts the dialog's machine on a record screen.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { LineEdit, LineQuantitiesMachine } from '../../machines/generic/lineQuantities.machine';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { NumberField, TextField } from '../../ui/FormField';
import { useSuccessToast } from '../appContext';

/**
 * The dialog's actor on a record screen: once the lines are saved the toast says so, the dialog
 * closes and the record (the screen's record-with-actions actor) is read again.
 */
export function useLineQuantitiesActor<S, L extends LineEdit, P extends string, B, Out>(
  machine: LineQuantitiesMachine<S, L, P, B, Out>,
  record: { send(event: { type: 'record.reloadRequested' }): void },
): ActorRefFrom<LineQuantitiesMachine<S, L, P, B, Out>> {
  const toast = useSuccessToast();
  const actor = useActorRef(
    machine.provide({
      actions: {
        announceSaved: () => {
          toast.say('common.message.success');
          actor.send({ type: 'lines.closed' });
          record.send({ type: 'record.reloadRequested' });
        },
      },
    }),
  );
  return actor;
}

/** A quantity per line: from 0 up to the line's `max`. */
export interface QuantityLineField<L> {
  kind: 'quantity';
  label(line: L): string;
  max(line: L): number;
}

/** A reason per line: text up to `maxLength` characters. */
export interface ReasonLineField<L> {
  kind: 'reason';
  label(line: L): string;
  maxLength: number;
}

export interface LineQuantitiesTexts<P extends string> {
  title: string;
  message: string;
  confirmLabel: string;
  /** The words for each problem the spec finds before sending. */
  problems: Record<P, string>;
}

export interface LineQuantitiesDialogProps<S, L extends LineEdit, P extends string, B, Out> {
  actor: ActorRefFrom<LineQuantitiesMachine<S, L, P, B, Out>>;
  texts: LineQuantitiesTexts<P>;
  field: QuantityLineField<L> | ReasonLineField<L>;
  /** The dialog's test id, and each line's field's. */
  testId: string;
  fieldTestId: string;
}

export function LineQuantitiesDialog<S, L extends LineEdit, P extends string, B, Out>({ actor, texts, field, testId, fieldTestId }: LineQuantitiesDialogProps<S, L, P, B, Out>) {
  const { t } = useLingui();
  const s = useSelector(actor, (snap) => snap);
  if (s.matches('closed') || s.matches('done')) return null;
  const c = s.context;
  const changed = (lineId: string, value: L['value']) => actor.send({ type: 'lines.changed', lineId, value });
  return (
    <ConfirmDialog
      isOpen
      title={texts.title}
      message={texts.message}
      confirmLabel={texts.confirmLabel}
      cancelLabel={t`Cancel`}
      busyLabel={t`Working…`}
      busy={s.hasTag('busy')}
      errorMessage={c.error?.message ?? (c.problem ? texts.problems[c.problem] : null)}
      onConfirm={() => actor.send({ type: 'lines.submitted' })}
      onCancel={() => actor.send({ type: 'lines.closed' })}
      testId={testId}
      focusField
    >
      <form noValidate onSubmit={(e) => e.preventDefault()}>
        {c.lines.map((l) =>
          field.kind === 'quantity' ? (
            <NumberField
              key={l.lineId}
              label={field.label(l)}
              value={l.value as number}
              minValue={0}
              maxValue={field.max(l)}
              onChange={(v) => changed(l.lineId, v ?? 0)}
              testId={fieldTestId}
            />
          ) : (
            <TextField key={l.lineId} label={field.label(l)} value={l.value as string} maxLength={field.maxLength} onChange={(v) => changed(l.lineId, v)} testId={fieldTestId} />
          ),
        )}
      </form>
    </ConfirmDialog>
  );
}
