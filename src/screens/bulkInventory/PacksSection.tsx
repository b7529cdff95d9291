// The "Pack quantities" section of a bulk warehouse's record (/bulkInventory/warehouseInfo/:id):
// per sku, units per carton and cartons per pallet in this warehouse, with its units on hand; "Add
// a sku" (picked with the sku picker) and per row "Change" and "Remove" (after a confirmation), each
// in a dialog. A stale change or removal offers a reload. /bulkInventory/inventory shows on hand in
// these packs. A thin view over packs.machine.ts.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { BulkPackErrorCode, CARTONS_PER_PALLET_MAX, UNITS_PER_CARTON_MAX } from '../../contract/bulkInventory/pack';
import { packsMachine, type PackProblems } from '../../machines/bulkInventory/packs.machine';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { NumberField } from '../../ui/FormField';
import { RecordTable } from '../../ui/RecordTable';
import { Section } from '../../ui/Section';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { errorText } from '../errorText';
import { CodePickerField } from '../generic/CodePickerField';
import { LoadFailure } from '../LoadGate';

export function PacksSection({ warehouseId }: { warehouseId: string }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const mayAct = useCanManage();
  const actor = useActorRef(packsMachine.provide({ actions: { announceSaved: () => toast.saved(), announceRemoved: () => toast.deleted() } }), { input: { warehouseId } });
  const s = useSelector(actor, (snap) => snap);
  const c = s.context;
  const busy = s.hasTag('busy');
  const number = (n: number) => n.toLocaleString(i18n.locale);
  const problemText = (field: keyof PackProblems, max: number) =>
    c.problems[field] === 'required' ? t`Required.` : c.problems[field] === 'range' ? t`A whole number from 1 to ${number(max)}.` : null;
  const stale = c.error?.code === BulkPackErrorCode.stale;
  const reload = stale ? (
    <Button variant="secondary" onPress={() => actor.send({ type: 'packs.reloadRequested' })} testId="pack-reload">
      {t`Reload`}
    </Button>
  ) : null;
  const form = c.form;
  const targetSku = c.target?.sku ?? '';
  return (
    <Section title={t`Pack quantities`} testId="bulk-packs">
      {s.matches('loadFailed') ? (
        <LoadFailure error={c.error} failedText={t`The pack quantities could not be loaded.`} onRetry={() => actor.send({ type: 'packs.retry' })} testId="bulk-packs-error" />
      ) : s.matches('loading') ? null : (
        <>
          <p>{t`How many units of a sku a carton holds in this warehouse, and how many cartons go on a pallet. Bulk stock shows on hand in these packs.`}</p>
          {c.items.length ? (
            <RecordTable
              label={t`Pack quantities`}
              rows={c.items}
              rowKey={(p) => p.skuId}
              rowProps={(p) => ({ 'data-testid': 'bulk-pack', 'data-sku': p.sku })}
              columns={[
                { key: 'sku', header: t`SKU`, cell: (p) => <span translate="no">{p.sku}</span>, rowHeader: true },
                // a sku's name is the supplier's data, in its own language
                { key: 'name', header: t`Name`, cell: (p) => <span translate="no">{p.skuName}</span> },
                { key: 'units', header: t`Units per carton`, cell: (p) => number(p.unitsPerCarton) },
                { key: 'cartons', header: t`Cartons per pallet`, cell: (p) => number(p.cartonsPerPallet) },
                { key: 'onHand', header: t`On hand (units)`, cell: (p) => number(p.onHand) },
                {
                  key: 'action',
                  header: t`Action`,
                  cell: (p) =>
                    mayAct ? (
                      <>
                        <Button variant="secondary" onPress={() => actor.send({ type: 'packs.changeOpened', pack: p })} testId="bulk-pack-change" aria-label={`${t`Change`} ${p.sku}`}>
                          {t`Change`}
                        </Button>
                        <Button variant="secondary" onPress={() => actor.send({ type: 'packs.removeRequested', pack: p })} testId="bulk-pack-remove" aria-label={`${t`Remove`} ${p.sku}`}>
                          {t`Remove`}
                        </Button>
                      </>
                    ) : (
                      '-'
                    ),
                },
              ]}
            />
          ) : (
            <p data-testid="bulk-packs-empty">{t`No pack quantities in this warehouse yet.`}</p>
          )}
          {mayAct ? (
            <Button variant="secondary" onPress={() => actor.send({ type: 'packs.addOpened' })} testId="bulk-pack-add">
              {t`Add a sku`}
            </Button>
          ) : null}
        </>
      )}
      {form ? (
        <ConfirmDialog
          isOpen
          title={form.skuId === null ? t`Add pack quantities` : t`Change the pack quantities of ${form.sku}`}
          message={t`Units per carton and cartons per pallet in this warehouse.`}
          confirmLabel={t`Save`}
          cancelLabel={t`Close`}
          busyLabel={t`Working…`}
          busy={busy}
          errorMessage={c.error ? errorText(c.error) : null}
          onConfirm={() => actor.send({ type: 'packs.submitted' })}
          onCancel={() => actor.send({ type: 'packs.closed' })}
          testId="bulk-pack-dialog"
          focusField
        >
          <form noValidate onSubmit={(e) => e.preventDefault()}>
            {form.skuId === null ? (
              <CodePickerField
                kind="sku"
                label={t`SKU`}
                description={t`Type a sku code or name, then choose it.`}
                value={form.sku}
                onValueChange={(value) => actor.send({ type: 'packs.fieldChanged', field: 'sku', value })}
                errorMessage={c.problems.sku ? t`Pick a sku.` : null}
                isRequired
                isDisabled={busy}
                autoFocus
                testId="bulk-pack-sku"
              />
            ) : null}
            <NumberField
              label={t`Units per carton`}
              value={form.unitsPerCarton}
              onChange={(value) => actor.send({ type: 'packs.fieldChanged', field: 'unitsPerCarton', value })}
              minValue={1}
              maxValue={UNITS_PER_CARTON_MAX}
              errorMessage={problemText('unitsPerCarton', UNITS_PER_CARTON_MAX)}
              isRequired
              isDisabled={busy}
              testId="bulk-pack-units"
            />
            <NumberField
              label={t`Cartons per pallet`}
              value={form.cartonsPerPallet}
              onChange={(value) => actor.send({ type: 'packs.fieldChanged', field: 'cartonsPerPallet', value })}
              minValue={1}
              maxValue={CARTONS_PER_PALLET_MAX}
              errorMessage={problemText('cartonsPerPallet', CARTONS_PER_PALLET_MAX)}
              isRequired
              isDisabled={busy}
              testId="bulk-pack-cartons"
            />
          </form>
          {reload}
        </ConfirmDialog>
      ) : null}
      {c.target && (s.matches('confirmingRemove') || s.matches('removing')) ? (
        <ConfirmDialog
          isOpen
          title={t`Remove the pack quantities of ${targetSku}?`}
          message={t`Bulk stock then shows this sku in units only, with no cartons or pallets.`}
          confirmLabel={t`Remove`}
          cancelLabel={t`Keep them`}
          busyLabel={t`Working…`}
          busy={busy}
          isDanger
          errorMessage={c.error ? errorText(c.error) : null}
          onConfirm={() => actor.send({ type: 'packs.removeConfirmed' })}
          onCancel={() => actor.send({ type: 'packs.closed' })}
          testId="bulk-pack-remove-dialog"
        >
          {reload}
        </ConfirmDialog>
      ) : null}
    </Section>
  );
}
