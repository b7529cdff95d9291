// The dialog that creates or changes a fulfilment strategy: name, label, cut-off time, carrier
// class and handling days, each problem next to its field (the label's rules checked before
// sending, and the fields the server names after). A thin view over strategyForm.machine.ts.
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { carrierClassLabels, fulfilmentTagLabels } from '../../contract/product/labels';
import { carrierClasses } from '../../contract/product/strategy';
import { fulfilmentTags } from '../../contract/product/tag';
import type { StrategyField, StrategyFormProblem, strategyFormMachine } from '../../machines/product/strategyForm.machine';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SelectField, TextField } from '../../ui/FormField';

export function StrategyDialog({ actor }: { actor: ActorRefFrom<typeof strategyFormMachine> }) {
  const { t, i18n } = useLingui();
  const s = useSelector(actor, (snap) => snap);
  if (s.matches('closed')) return null;
  const { row, values, problems, error } = s.context;
  const text = (field: StrategyField, p: StrategyFormProblem | undefined): string | null =>
    p
      ? {
          required: t`Required.`,
          tooLong: t`At most 60 characters.`,
          invalid: field === 'cutOffTime' ? t`A time of day, HH:MM.` : t`A whole number of days, 0 to 10.`,
          fastNeedsExpress: t`Fast delivery ships by express.`,
          fastHandlingDays: t`Fast delivery allows at most 1 handling day.`,
          bulkyNotExpress: t`Bulky goods do not ship by express.`,
          server: error?.message || t`Check this value.`,
        }[p]
      : null;
  const problemOf = (f: StrategyField) => text(f, problems[f]);
  const change = (f: StrategyField) => (value: string | null) => actor.send({ type: 'strategy.fieldChanged', field: f, value: value ?? '' });
  return (
    <ConfirmDialog
      isOpen
      title={row ? t`Change strategy ${row.strategyNo}` : t`New strategy`}
      message={t`The orders of the label follow the strategy: they are cut off daily at the time given and handed to the carrier class within the handling days.`}
      confirmLabel={t`Save`}
      cancelLabel={t`Cancel`}
      busyLabel={t`Working…`}
      busy={s.hasTag('busy')}
      errorMessage={error?.message ?? null}
      onConfirm={() => actor.send({ type: 'strategy.submitted' })}
      onCancel={() => actor.send({ type: 'strategy.closed' })}
      testId="strategy-dialog"
      focusField
    >
      <form noValidate className="form-grid" onSubmit={(e) => e.preventDefault()}>
        <TextField label={t`Name`} value={values.name} onChange={change('name')} errorMessage={problemOf('name')} maxLength={60} testId="strategy-name" autoFocus isRequired />
        <SelectField
          label={t`Label`}
          value={values.tag}
          onChange={change('tag')}
          options={fulfilmentTags.map((v) => ({ value: v, label: fulfilmentTagLabels.text(v, i18n.locale) }))}
          errorMessage={problemOf('tag')}
          testId="strategy-tag"
        />
        <TextField label={t`Cut-off time`} value={values.cutOffTime} onChange={change('cutOffTime')} errorMessage={problemOf('cutOffTime')} placeholder="14:00" maxLength={5} testId="strategy-cutoff" isRequired />
        <SelectField
          label={t`Carrier class`}
          value={values.carrierClass}
          onChange={change('carrierClass')}
          options={carrierClasses.map((v) => ({ value: v, label: carrierClassLabels.text(v, i18n.locale) }))}
          errorMessage={problemOf('carrierClass')}
          testId="strategy-carrier"
        />
        <TextField label={t`Handling days`} value={values.handlingDays} onChange={change('handlingDays')} errorMessage={problemOf('handlingDays')} maxLength={2} testId="strategy-days" isRequired />
      </form>
    </ConfirmDialog>
  );
}
