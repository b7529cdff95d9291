// One reference list of the logistics info screen (carriers, ports or trunk lines): the items in a
// table with edit and delete per row, a form for a new or edited item (checked with the
// descriptor's schema first, then by the server: code taken, stale version), and a confirmation
// before a delete that says why the server refused it (the item is in use). A thin view over a
// referenceList machine the screen runs (the channel form uses the same items as options).
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react';
import type { ActorRefFrom } from 'xstate';
import { referenceListMachine } from '../../machines/asset/referenceList.machine';
import type { Row } from '../../machines/generic/types';
import type { ReferenceSource } from '../../resources/asset/references';
import { Button } from '../../ui/Button';
import { useCanManage } from '../access';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorState } from '../../ui/ErrorState';
import type { SelectOption } from '../../ui/FormField';
import { Section } from '../../ui/Section';
import { Toolbar } from '../../ui/Toolbar';
import { DataTable, type DataColumn } from '../../ui/table/DataTable';
import { labelOf, type LabelledOption } from '../../contract/kernel/rules';
import { useSuccessToast } from '../appContext';
import { FieldControl, fieldOptions } from '../generic/FieldControl';
import type { OptionSources } from './AssetForm';
import { assetErrorText, t } from './texts';
import { msg } from '@lingui/core/macro';
import { errorText } from '../errorText';

export type ReferenceRef = ActorRefFrom<typeof referenceListMachine>;

const labels = {
  create: msg`Add`,
  editItem: msg`Edit`,
  empty: msg`None yet.`,
  newItem: msg`New`,
};

/** Runs a reference list for a screen (toasts after saves and deletes). */
export function useReferenceList(source: ReferenceSource): ReferenceRef {
  const toast = useSuccessToast();
  const { i18n } = useLingui();
  const subject = () => ({ subject: i18n._(source.itemName) });
  return useActorRef(
    referenceListMachine.provide({
      actions: {
        announceSaved: () => toast.saved(subject()),
        announceDeleted: () => toast.deleted(subject()),
      },
    }),
    { input: { source } },
  );
}

/** The items of a reference list as select options. */
export function useReferenceOptions(ref: ReferenceRef, source: ReferenceSource): SelectOption[] {
  const items = useSelector(ref, (s) => s.context.items);
  return items.map((i) => ({ value: source.idOf(i), label: source.labelOf(i) }));
}

export function ReferencePanel({ refList, source, sources, options }: { refList: ReferenceRef; source: ReferenceSource; sources: OptionSources; options: Record<string, LabelledOption[]> }) {
  const { i18n } = useLingui();
  const canManage = useCanManage();
  const state = useSelector(refList, (s) => s.value);
  const items = useSelector(refList, (s) => s.context.items);
  const loadError = useSelector(refList, (s) => s.context.loadError);
  const form = useSelector(refList, (s) => s.context.form);
  const error = useSelector(refList, (s) => s.context.error);
  const busy = useSelector(refList, (s) => s.hasTag('busy'));
  const asking = state === 'confirmingDelete' || state === 'deleting';
  const editing = state === 'editing' || state === 'saving';
  const itemName = i18n._(source.itemName);
  const testId = `ref-${source.key}`;
  const cellText = (row: Row, name: string): string => {
    const field = source.fields.find((f) => f.name === name);
    const value = row[name];
    if (field?.source) return sources[field.source]?.find((o) => o.value === value)?.label ?? String(value ?? '-');
    if (field?.optionName) return labelOf(options[field.optionName], value, i18n.locale);
    return value === null || value === undefined || value === '' ? '-' : String(value);
  };
  const columns: DataColumn<Row>[] = [
    ...source.fields.map((f) => ({ key: f.name, title: i18n._(f.label), width: f.name === 'code' ? 130 : 180, text: (row: Row) => cellText(row, f.name), render: (row: Row) => cellText(row, f.name) })),
    ...source.extraColumns.map((c) => ({ key: c.key, title: i18n._(c.label), width: 100, align: 'end' as const, render: (row: Row) => String(row[c.key] ?? '-') })),
    ...(canManage ? [{
      key: '__actions',
      title: i18n._(t.actions),
      width: 200,
      render: (row: Row) => (
        <span className="row-actions">
          <Button variant="quiet" isDisabled={busy || editing} onPress={() => refList.send({ type: 'ref.editRequested', id: source.idOf(row) })} aria-label={`${i18n._(labels.editItem)}: ${source.labelOf(row)}`}>
            {i18n._(labels.editItem)}
          </Button>
          <Button variant="quiet" isDisabled={busy || editing} onPress={() => refList.send({ type: 'ref.deleteRequested', id: source.idOf(row) })} aria-label={`${i18n._(t.delete)}: ${source.labelOf(row)}`}>
            {i18n._(t.delete)}
          </Button>
        </span>
      ),
    }] : []),
  ];
  return (
    <div data-testid={testId}>
      <Toolbar ariaLabel={i18n._(source.title)}>
        {canManage ? (
          <Button isDisabled={busy || editing || state === 'failed'} onPress={() => refList.send({ type: 'ref.createRequested' })} testId={`${testId}-create`}>
            {`${i18n._(labels.create)}: ${itemName}`}
          </Button>
        ) : null}
        <Button variant="secondary" isDisabled={busy || editing} onPress={() => refList.send({ type: state === 'failed' ? 'ref.retry' : 'ref.reloadRequested' })}>
          {i18n._(t.reload)}
        </Button>
      </Toolbar>
      {state === 'failed' ? (
        <ErrorState message={errorText(loadError, i18n._(t.loadFailed))} retryLabel={i18n._(t.retry)} onRetry={() => refList.send({ type: 'ref.retry' })} />
      ) : (
        <DataTable<Row>
          ariaLabel={i18n._(source.title)}
          columns={columns}
          rows={items}
          rowKey={(row) => source.idOf(row)}
          loading={state === 'loading'}
          loadingText={i18n._(t.loading)}
          emptyText={i18n._(labels.empty)}
          height={320}
          testId={`${testId}-table`}
        />
      )}
      {editing && form ? (
        <Section title={form.item ? `${i18n._(labels.editItem)}: ${source.labelOf(form.item)}` : `${i18n._(labels.newItem)}: ${itemName}`} testId={`${testId}-form`}>
          <form
            className="detail-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              refList.send({ type: 'ref.submitted' });
            }}
          >
            {error ? (
              <p className="state state-error" role="alert">
                {errorText(error)}
              </p>
            ) : null}
            {source.fields.map((f) => (
              <FieldControl
                key={f.name}
                field={f}
                value={form.values[f.name]}
                onChange={(value) => refList.send({ type: 'ref.fieldChanged', name: f.name, value })}
                error={assetErrorText(i18n, form.fieldErrors[f.name])}
                options={fieldOptions(f, options, sources, i18n)}
                readOnly={!!form.item && !!f.readOnlyOnEdit}
                i18n={i18n}
                testId={`${testId}-field-${f.name}`}
              />
            ))}
            <div className="actions">
              <Button variant="secondary" isDisabled={state === 'saving'} onPress={() => refList.send({ type: 'ref.cancelled' })}>
                {i18n._(t.cancel)}
              </Button>
              <Button type="submit" isPending={state === 'saving'} testId={`${testId}-save`}>
                {i18n._(state === 'saving' ? t.saving : t.save)}
              </Button>
            </div>
          </form>
        </Section>
      ) : null}
      <ConfirmDialog
        isOpen={asking}
        isDanger
        title={i18n._(t.deleteTitle)}
        message={i18n._(t.deleteMessage)}
        confirmLabel={i18n._(t.delete)}
        cancelLabel={i18n._(t.cancel)}
        busyLabel={i18n._(t.deleting)}
        busy={state === 'deleting'}
        errorMessage={error ? errorText(error) : null}
        onConfirm={() => refList.send({ type: 'ref.deleteConfirmed' })}
        onCancel={() => refList.send({ type: 'ref.deleteCancelled' })}
        testId={`${testId}-delete-confirm`}
      />
    </div>
  );
}
