// The record pieces every record screen shares (src/screens/generic/RecordView, RecordForm) over a
// real detail machine: the test ids the e2e journeys rely on (the generic `detail-*` scheme and
// the asset scheme with `-failure`), the area's stale-version code turning into the "changed by
// someone else" notice, run-time select options by field.source, hints and length limits from the
// descriptor, the delete confirmation, and a record that does not exist (the not-found state with
// the way back instead of a retry).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { CallError } from '../../../src/services';
import { detailMachine, type LoadedDetail } from '../../../src/machines/generic/detail.machine';
import type { DetailSource, Row } from '../../../src/machines/generic/types';
import { detailSourceOf } from '../../../src/machines/generic/resource';
import { warehouseGroupResource } from '../../../src/resources/inventory/groups';
import type { AnyResource, FormFieldSpec } from '../../../src/resources/types';
import { recordTexts } from '../../../src/screens/generic/labels';
import { RecordForm } from '../../../src/screens/generic/RecordForm';
import { RecordActions, RecordDeleteConfirm, RecordStates, recordTestIds } from '../../../src/screens/generic/RecordView';
import { cleanup, flush, one, press, render } from '../ui/render';

vi.mock(import('@lingui/core/macro'), () => import('../../model/lingui-macro') as never);
vi.mock(import('@lingui/react/macro'), () => import('./lingui-react-macro') as never);

afterEach(cleanup);

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const group = warehouseGroupResource as unknown as AnyResource;
const record = group.examples.detail as Row;

/** A detail actor over the group descriptor whose save fails with `saveError` (or never answers); its load fails with `loadError` when given. */
function start(saveError?: unknown, source: DetailSource = detailSourceOf(group), loadError?: unknown) {
  const machine = detailMachine.provide({
    actors: {
      loadDetail: fromPromise(async (): Promise<LoadedDetail> => (loadError ? Promise.reject(loadError) : { record, options: {} })),
      saveDetail: fromPromise(() => (saveError ? Promise.reject(saveError) : new Promise<Row>(() => {}))),
      removeDetail: fromPromise(() => Promise.reject(new CallError('envelope', 'INVENTORY_GROUP_HAS_CARTS', 'Shops use this group.'))),
    },
  });
  return createActor(machine, { input: { id: 'wg_1', source } }).start();
}

function Screen({ detail, ids, fields = group.form!.fields, options }: { detail: ReturnType<typeof start>; ids: ReturnType<typeof recordTestIds>; fields?: FormFieldSpec[]; options?: Record<string, { value: string; label: string }[]> }) {
  return (
    <I18nProvider i18n={i18n}>
      <RecordStates
        detail={detail}
        ids={ids}
        texts={recordTexts}
        view={
          <>
            <RecordActions detail={detail} ids={ids} texts={recordTexts} canEdit canDelete />
            <RecordDeleteConfirm detail={detail} ids={ids} texts={recordTexts} />
          </>
        }
        edit={<RecordForm detail={detail} fields={fields} ids={ids} texts={recordTexts} options={options} />}
      />
    </I18nProvider>
  );
}

describe('record pieces', () => {
  it('a record that does not exist: the not-found state and the way back to the list, no "Try again"; another failure keeps the retry', async () => {
    const missing = start(undefined, detailSourceOf(group), new CallError('envelope', 'SYS_NOT_FOUND', 'The record does not exist.'));
    const { container } = await render(<Screen detail={missing} ids={recordTestIds('detail', { loadError: 'detail-load-error' })} />);
    await flush();
    expect(missing.getSnapshot().value).toBe('notFound');
    const state = one(container, '[data-testid=not-found]')!;
    expect(state.getAttribute('role')).toBe('alert');
    expect(state.textContent).toContain('This record does not exist or you cannot see it.');
    expect(container.textContent).not.toContain('Try again');
    expect(one(container, '[data-testid=detail-load-error]')).toBeNull();
    await press(one(state, '[data-testid=not-found-back]'));
    expect([missing.getSnapshot().value, missing.getSnapshot().context.leaveTo]).toEqual(['left', null]);
    await cleanup();

    const failing = start(undefined, detailSourceOf(group), new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable'));
    const second = await render(<Screen detail={failing} ids={recordTestIds('detail', { loadError: 'detail-load-error' })} />);
    await flush();
    expect(one(second.container, '[data-testid=not-found]')).toBeNull();
    expect(one(second.container, '[data-testid=detail-load-error] button')?.textContent).toBe('Try again');
  });

  it('generic ids: detail-edit, detail-form, field-<name>, detail-save; the area code shows the stale notice with a reload', async () => {
    const detail = start(new CallError('envelope', 'INVENTORY_GROUP_VERSION_STALE', 'changed meanwhile'));
    const { container } = await render(<Screen detail={detail} ids={recordTestIds('detail')} />);
    await flush();
    await press(one(container, '[data-testid=detail-edit]'));
    const form = one(container, 'form[data-testid=detail-form]')!;
    const name = one(form, '[data-testid=field-name] input') as HTMLInputElement;
    expect(name.maxLength).toBe(60);
    expect(one(form, '[data-testid=field-name]')!.textContent).toContain('Unique among your groups');
    expect(one(form, '[data-testid=field-remark] textarea')).not.toBeNull();
    await press(one(form, '[data-testid=detail-save]'));
    await flush();
    expect(detail.getSnapshot().context.stale).toBe(true);
    const stale = one(container, '[data-testid=detail-stale]')!;
    expect(stale.getAttribute('role')).toBe('alert');
    expect(stale.querySelector('button')!.textContent).toBe('Reload');
    expect(one(container, '[data-testid=detail-error]')).toBeNull();
    expect(one(container, '[data-testid=detail-cancel]')).not.toBeNull();
  });

  it('asset ids: <prefix>-failure for a refused save or delete; the delete dialog says why', async () => {
    const ids = recordTestIds('warehouse', { failure: 'warehouse-failure', loadError: 'warehouse-error', loading: 'warehouse-loading' });
    const detail = start(new CallError('envelope', 'ASSET_WAREHOUSE_CODE_TAKEN', 'The code is taken.'));
    const { container } = await render(<Screen detail={detail} ids={ids} />);
    await flush();
    expect(one(container, '[data-testid=warehouse-reload]')).not.toBeNull();
    await press(one(container, '[data-testid=warehouse-delete]'));
    await press(one(document.body, '[data-testid=warehouse-delete-confirm] [data-testid=confirm-ok]'));
    await flush();
    expect(one(document.body, '[data-testid=warehouse-failure]')!.textContent).toBe('Shops use this group.');
    await press(one(container, '[data-testid=warehouse-edit]'));
    await press(one(container, '[data-testid=warehouse-save]'));
    await flush();
    expect(one(container, '[data-testid=warehouse-stale]')).toBeNull();
    expect(one(container, 'form [data-testid=warehouse-failure]')!.textContent).toBe('The code is taken.');
  });

  it('a select field with a source takes the options the screen loaded', async () => {
    const detail = start();
    const fields: FormFieldSpec[] = [{ name: 'name', label: { id: 'Warehouse', message: 'Warehouse' }, kind: 'select', source: 'warehouses' }];
    const { container } = await render(<Screen detail={detail} ids={recordTestIds('detail')} fields={fields} options={{ warehouses: [{ value: 'North America', label: 'LAX-1 · Los Angeles 1' }] }} />);
    await flush();
    await press(one(container, '[data-testid=detail-edit]'));
    expect(one(container, '[data-testid=field-name] .select-value')!.textContent).toBe('LAX-1 · Los Angeles 1');
  });
});
