// Step 2 of the isolation form: the warehouse groups the isolation draws from (those with at
// least one warehouse; the shop's own group is proposed) and its lines, a quantity per sku and
// chosen group with the group's available stock. Saving checks the lines against the stock now
// (separate.groupCheck): short lines are listed and may be saved anyway (a draft may hold them;
// the isolation's check will refuse it until they fit). Skus are added with the sku picker (typed
// and chosen, or a pasted list: unknown and repeated codes are named, decision 027); a group's
// available stock is that of the grid's skus, the figures its cells show; a quantity above a
// cell's stock is named in that cell as it is typed and Save waits until none is.
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { cellProblems, groupAvailable, gridProblems, hasProblems } from '../../machines/separate/lines';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/FormField';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Section } from '../../ui/Section';
import { formatQty } from '../format';
import { GridSummary, QtyGrid } from './QtyGrid';
import type { FormRef } from './formRef';
import { errorText } from '../errorText';
import { SkuLookup } from './SkuLookup';

export function LinesStep({ form }: { form: FormRef }) {
  const { t, i18n } = useLingui();
  const loading = useSelector(form, (s) => s.matches({ groups: 'loading' }));
  const failed = useSelector(form, (s) => s.matches({ groups: 'failed' }));
  const groups = useSelector(form, (s) => s.context.groups);
  const chosen = useSelector(form, (s) => s.context.chosen);
  const grid = useSelector(form, (s) => s.context.grid);
  const notFound = useSelector(form, (s) => s.context.notFound);
  const showErrors = useSelector(form, (s) => s.context.showLineErrors);
  const error = useSelector(form, (s) => s.context.error);
  const lookingUp = useSelector(form, (s) => s.matches({ groups: 'loadingGrid' }));
  const sending = useSelector(form, (s) => s.matches({ groups: 'checking' }) || s.matches({ groups: 'submitting' }) || s.matches({ groups: 'problems' }));
  const locale = i18n.locale;
  if (failed) {
    return (
      <>
        <ErrorState message={errorText(error, t`The warehouse groups could not be loaded.`)} retryLabel={t`Try again`} onRetry={() => form.send({ type: 'form.retry' })} testId="sep-groups-error" />
        <Button variant="secondary" onPress={() => form.send({ type: 'form.backToHeader' })}>
          {t`Back to step 1`}
        </Button>
      </>
    );
  }
  if (loading) {
    return (
      <p className="state" role="status">
        {t`Loading…`}
      </p>
    );
  }
  const columns = chosen.flatMap((id) => groups.filter((g) => g.id === id));
  const allProblems = gridProblems(grid, chosen);
  // a cell's problem shows as it is typed; the whole grid's (no group, no line) after a save attempt
  const problems = showErrors ? allProblems : cellProblems(allProblems);
  const cellsInvalid = hasProblems(cellProblems(allProblems));
  return (
    <form
      className="detail-form"
      noValidate
      data-testid="sep-lines-form"
      onSubmit={(e) => {
        e.preventDefault();
        form.send({ type: 'form.linesSubmitted' });
      }}
    >
      {error ? (
        <p className="notice error" role="alert" data-testid="sep-lines-error">
          {errorText(error)}
        </p>
      ) : null}
      <Section title={t`Warehouse groups`} testId="sep-group-choice">
        {groups.length === 0 ? (
          <EmptyState title={t`No usable warehouse group`} description={t`A group needs at least one warehouse before stock can be isolated from it.`} />
        ) : (
          <div className="sep-group-list" role="group" aria-label={t`Warehouse groups to isolate from`}>
            {groups.map((g) => (
              <CheckboxField
                key={g.id}
                label={
                  grid.skus.length
                    ? `${g.name} · ${t`${plural(g.warehouseCount, { one: '# warehouse', other: '# warehouses' })}, ${formatQty(groupAvailable(grid, g.id), locale)} available for the SKUs below`}`
                    : `${g.name} · ${t`${plural(g.warehouseCount, { one: '# warehouse', other: '# warehouses' })}`}`
                }
                value={chosen.includes(g.id)}
                onChange={(selected) => form.send({ type: 'form.groupToggled', groupId: g.id, selected })}
                isDisabled={sending}
                testId="sep-group"
              />
            ))}
          </div>
        )}
      </Section>
      <Section title={t`Lines`} testId="sep-lines-edit">
        <SkuLookup
          held={grid.skus.map((s) => s.sku)}
          notFound={notFound}
          busy={lookingUp}
          disabled={sending}
          onAdd={(codes) => form.send({ type: 'form.skusAdded', codes })}
          testId="sep-skus"
        />
        {grid.skus.length && !columns.length ? <p>{t`Choose a warehouse group to give quantities.`}</p> : null}
        <QtyGrid
          grid={grid}
          groups={columns}
          problems={problems}
          disabled={sending}
          onQty={(skuId, warehouseGroupId, value) => form.send({ type: 'form.qtyChanged', skuId, warehouseGroupId, value })}
          onRemove={(skuId) => form.send({ type: 'form.skuRemoved', skuId })}
          caption={t`Quantities to isolate per SKU and warehouse group`}
          testId="sep-grid"
        />
        <GridSummary problems={problems} testId="sep-grid-problems" />
      </Section>
      <div className="actions">
        <Button variant="secondary" isDisabled={sending} onPress={() => form.send({ type: 'form.backToHeader' })} testId="sep-back-header">
          {t`Back to step 1`}
        </Button>
        <Button variant="secondary" isDisabled={sending} onPress={() => form.send({ type: 'form.leaveRequested', to: null })} testId="sep-lines-cancel">
          {t`Cancel`}
        </Button>
        <Button type="submit" isPending={sending} isDisabled={cellsInvalid && !sending} testId="sep-lines-save">
          {sending ? t`Checking and saving…` : t`Save lines`}
        </Button>
      </div>
      <ProblemsDialog form={form} />
    </form>
  );
}

function ProblemsDialog({ form }: { form: FormRef }) {
  const { t } = useLingui();
  const open = useSelector(form, (s) => s.matches({ groups: 'problems' }) || (s.matches({ groups: 'submitting' }) && s.context.problems.length > 0));
  const busy = useSelector(form, (s) => s.matches({ groups: 'submitting' }));
  const problems = useSelector(form, (s) => s.context.problems);
  return (
    <ConfirmDialog
      isOpen={open}
      title={t`Some lines are short of stock`}
      message={t`The stock available now does not cover these lines. You may save them as a draft anyway; the isolation cannot be checked until they fit.`}
      confirmLabel={t`Save anyway`}
      cancelLabel={t`Change the lines`}
      busyLabel={t`Saving…`}
      busy={busy}
      onConfirm={() => form.send({ type: 'form.saveAnyway' })}
      onCancel={() => form.send({ type: 'form.problemsDismissed' })}
      testId="sep-problems"
    >
      <ul className="sep-problem-list">
        {problems.map((p) => (
          <li key={`${p.skuId}|${p.warehouseGroupId}`}>
            <span translate="no">{p.sku}</span>: {p.message}
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
