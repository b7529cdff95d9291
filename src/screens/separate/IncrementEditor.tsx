// Creating an increment or editing a created one's quantities (increments.machine.ts "editing"):
// skus picked (SkuLookup) and looked up in the allocation grid of the isolation's groups, a quantity per cell,
// checked by the machine before it is saved.
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { cellProblems, gridProblems, hasProblems } from '../../machines/separate/lines';
import { groupIdsOf, type incrementsMachine } from '../../machines/separate/increments.machine';
import { Button } from '../../ui/Button';
import { Section } from '../../ui/Section';
import { GridSummary, QtyGrid } from './QtyGrid';
import { SkuLookup } from './SkuLookup';
import { errorText } from '../errorText';

export type IncrementsRef = ActorRefFrom<typeof incrementsMachine>;

export function IncrementEditor({ increments }: { increments: IncrementsRef }) {
  const { t } = useLingui();
  const editor = useSelector(increments, (s) => s.context.editor);
  const separation = useSelector(increments, (s) => s.context.separation);
  const error = useSelector(increments, (s) => s.context.error);
  const lookingUp = useSelector(increments, (s) => s.matches({ editing: 'loadingGrid' }));
  const saving = useSelector(increments, (s) => s.matches({ editing: 'saving' }));
  const inc = useSelector(increments, (s) => s.context.increments.find((i) => i.id === s.context.editor?.incrementId) ?? null);
  if (!editor || !separation) return null;
  const groups = separation.warehouseGroups;
  const allProblems = gridProblems(editor.grid, groupIdsOf(separation));
  // a cell's problem (e.g. above its stock) shows as it is typed; the whole grid's after a save attempt
  const problems = editor.showErrors ? allProblems : cellProblems(allProblems);
  const cellsInvalid = hasProblems(cellProblems(allProblems));
  return (
    <Section title={editor.mode === 'create' ? t`New increment` : t`Quantities of ${inc?.code ?? ''}`} testId="inc-editor">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          increments.send({ type: 'increments.saveRequested' });
        }}
      >
        {error ? (
          <p className="notice error" role="alert" data-testid="inc-editor-error">
            {errorText(error)}
          </p>
        ) : null}
        <SkuLookup
          held={editor.grid.skus.map((s) => s.sku)}
          notFound={editor.notFound}
          busy={lookingUp}
          disabled={saving}
          onAdd={(codes) => increments.send({ type: 'increments.skusAdded', codes })}
          testId="inc-skus"
        />
        {editor.grid.skus.length === 0 ? <p>{t`Add the SKUs to isolate more of, then give a quantity per warehouse group.`}</p> : null}
        <QtyGrid
          grid={editor.grid}
          groups={groups}
          problems={problems}
          disabled={saving}
          onQty={(skuId, warehouseGroupId, value) => increments.send({ type: 'increments.qtyChanged', skuId, warehouseGroupId, value })}
          onRemove={(skuId) => increments.send({ type: 'increments.skuRemoved', skuId })}
          caption={t`Quantities of the increment per SKU and warehouse group`}
          testId="inc-grid"
        />
        <GridSummary problems={problems} testId="inc-grid-problems" />
        <div className="actions">
          <Button variant="secondary" isDisabled={saving} onPress={() => increments.send({ type: 'increments.editCancelled' })} testId="inc-editor-cancel">
            {t`Cancel`}
          </Button>
          <Button type="submit" isPending={saving} isDisabled={cellsInvalid && !saving} testId="inc-save">
            {saving ? t`Saving…` : editor.mode === 'create' ? t`Create increment` : t`Save quantities`}
          </Button>
        </div>
      </form>
    </Section>
  );
}
