// The list screen of any resource descriptor: search bar (from the condition list), toolbar
// (refresh, export, columns, saved views, bulk actions with confirmation, create), the table
// (sortable, selectable, resizable columns; a row opens its record), the keyset pager, and the
// loading, empty and error states. A thin view: everything comes from the list machine (and its
// tableSettings child), the export machine and the confirm machine of useResourceList.
import { useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react';
import { Link, useLocation } from 'wouter';
import type { I18n } from '@lingui/core';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorState } from '../../ui/ErrorState';
import { SearchBar, type SearchFieldSpec, type SearchValue, type SearchValues } from '../../ui/SearchBar';
import { isLookupKind } from '../../contract/kernel/code-list';
import { CodeListField } from './CodePickerField';
import { ThemeMenu } from '../../ui/ThemeMenu';
import { Toolbar } from '../../ui/Toolbar';
import { ColumnChooser } from '../../ui/table/ColumnChooser';
import { DataTable, type DataColumn } from '../../ui/table/DataTable';
import { Pager } from '../../ui/table/Pager';
import { defaultColumns, visibleColumns } from '../../machines/generic/tableSettings.machine';
import { viewTheme } from '../../machines/generic/viewTheme';
import type { ListSetup, ListView, Row, SetupColumn } from '../../machines/generic/types';
import type { AnyResource, ResourceAction } from '../../resources/types';
import type { PermissionKey } from '../../contract/kernel/variants';
import { useApp } from '../appContext';
import { cellText, type CellRender } from './cells';
import { exportSummary } from './exportSummary';
import { ExportMenu } from './ExportMenu';
import type { ExportRequest } from '../../machines/generic/export.machine';
import { columnChooserLabels, pagerLabels, pagerSummary, searchBarLabels, texts, themeMenuLabels } from './labels';
import { useResourceList, type SettingsRef } from './useResourceList';
import { useCanManage } from '../access';
import { errorText } from '../errorText';

type ListParts = ReturnType<typeof useResourceList>;

/** The session user's permission keys. */
const labelKinds = new Set<string>(['status', 'boolean']);
/** Option dictionaries whose labels are proper names, not words to translate (decision 022). */
const nameDictionaries = new Set<string>(['platform']);

export function usePermissions(): readonly PermissionKey[] {
  const { actors } = useApp();
  return useSelector(actors.session, (s) => s.context.user?.permissions ?? []);
}

const allowed = (permissions: readonly PermissionKey[], key: PermissionKey | undefined) => !key || permissions.includes(key);

type ListScreenProps = {
  resource: AnyResource;
  /** A sentence under the title saying what the list holds. */
  intro?: ReactNode;
  /** Shown between the intro and the search bar (a note about the user's rights, ...). */
  notice?: ReactNode;
  /** Columns rendered by the screen rather than as text (status badges, ...). */
  cells?: Record<string, CellRender>;
  /** Toolbar controls the screen adds (a create link, ...). */
  toolbarExtra?: ReactNode;
  /** Options of conditions that name no dictionary, loaded by the screen at run time (the shops, ...). */
  conditionOptions?: Record<string, readonly SearchOption[]>;
};

type SearchOption = { value: string; label: string };

export function ListScreen({ resource, intro, notice, cells, toolbarExtra, conditionOptions }: ListScreenProps) {
  const parts = useResourceList(resource);
  const { i18n } = useLingui();
  const setupError = useSelector(parts.list, (s) => (s.matches({ setup: 'failed' }) ? s.context.setupError : null));
  const id = `list-${resource.key}`;
  return (
    <section className="list-screen" aria-labelledby={id} data-testid={`list-${resource.key}`} ref={parts.rootRef}>
      <h2 id={id}>{i18n._(resource.title)}</h2>
      {intro ? <p>{intro}</p> : null}
      {notice}
      {setupError ? (
        <ErrorState message={errorText(setupError, i18n._(texts.loadFailed))} retryLabel={i18n._(texts.retry)} onRetry={() => parts.list.send({ type: 'list.retry' })} />
      ) : (
        <>
          <ListSearch parts={parts} options={conditionOptions} />
          <ListToolbar resource={resource} parts={parts} extra={toolbarExtra} conditionOptions={conditionOptions} />
          <ListTable resource={resource} parts={parts} cells={cells} />
          <ListPager parts={parts} />
          <ActionConfirm resource={resource} parts={parts} />
        </>
      )}
    </section>
  );
}

/** The search bar: the conditions the user shows (default conditions), edited in the draft. */
export function ListSearch({ parts, options }: { parts: ListParts; options?: Record<string, readonly SearchOption[]> }) {
  const { i18n } = useLingui();
  const setup = useSelector(parts.list, (s) => s.context.setup);
  const draft = useSelector(parts.list, (s) => s.context.draft);
  const busy = useSelector(parts.list, (s) => s.hasTag('busy'));
  if (!setup) return null;
  const fields = searchFields(setup, i18n, options);
  if (fields.length === 0) return null;
  return (
    <SearchBar
      fields={fields}
      values={draft as SearchValues}
      onChange={(key: string, value: SearchValue) => parts.list.send({ type: 'list.conditionsChanged', conditions: { ...draft, [key]: value } })}
      onSubmit={() => parts.list.send({ type: 'list.searchSubmitted' })}
      onReset={() => parts.list.send({ type: 'list.searchReset' })}
      busy={busy}
      labels={searchBarLabels(i18n)}
      renderCodes={(field, codes, change) =>
        isLookupKind(field.lookup) ? <CodeListField kind={field.lookup} label={field.label} codes={codes} onChange={change} testId={`search-${field.key}-codes`} /> : null
      }
    />
  );
}

function searchFields(setup: ListSetup, i18n: I18n, loaded: Record<string, readonly SearchOption[]> = {}): SearchFieldSpec[] {
  const shown = new Set(setup.defaultConditions);
  return setup.conditions
    .filter((c) => shown.has(c.key))
    .map((c) => {
      const options = c.options ?? (c.optionName ? setup.options[c.optionName] : undefined);
      return {
        key: c.key,
        label: c.label,
        kind: c.kind,
        lookup: c.lookup,
        options: options?.map((o) => ({ value: String(o.value), label: (i18n.locale === 'zh-CN' && o.labelZh) || o.label })) ?? loaded[c.key]?.slice(),
      };
    });
}

/** Refresh, export, columns, saved views, bulk actions and create. */
export function ListToolbar({
  resource,
  parts,
  extra,
  conditionOptions,
}: {
  resource: AnyResource;
  parts: ListParts;
  extra?: ReactNode;
  conditionOptions?: Record<string, readonly SearchOption[]>;
}) {
  const { i18n } = useLingui();
  const permissions = usePermissions();
  const canManage = useCanManage();
  const [choosing, setChoosing] = useState(false);
  const view = useSelector(parts.list, (s) => s.context.view);
  const selection = useSelector(parts.list, (s) => s.context.selection);
  const rows = useSelector(parts.list, (s) => s.context.page?.rows ?? []);
  const exporting = useSelector(parts.exporter, (s) => s.hasTag('busy'));
  const exported = useSelector(parts.exporter, (s) => s.matches('started'));
  const canExport = permissions.includes('export');
  const selectedRows = selection === 'all' ? rows : rows.filter((r) => selection.includes(resource.rowId(r)));
  // bulk actions change data: none for a view-only role
  const bulk = canManage ? (resource.bulkActions ?? []).filter((a) => allowed(permissions, a.permission)) : [];
  return (
    <>
      <Toolbar ariaLabel={i18n._(texts.toolbar)} testId="list-toolbar" end={parts.settings ? <SettingsButtons parts={parts} settings={parts.settings} onChooseColumns={() => setChoosing(true)} /> : null}>
        <Button variant="secondary" onPress={() => parts.list.send({ type: 'list.refresh' })} testId="list-refresh">
          {i18n._(texts.refresh)}
        </Button>
        {canExport && parts.settings ? (
          <ExportButton parts={parts} settings={parts.settings} resource={resource} busy={exporting} view={view} label={i18n._(exporting ? texts.exporting : texts.export)} />
        ) : null}
        {bulk.map((action) => (
          <Button
            key={action.id}
            variant={action.danger ? 'danger' : 'secondary'}
            isDisabled={selectedRows.length === 0}
            onPress={() => parts.confirm.send({ type: 'confirm.requested', request: requestOf(resource, action, selectedRows) })}
            testId={`bulk-${action.id}`}
          >
            {i18n._(action.label)}
            {selectedRows.length ? ` (${selectedRows.length})` : ''}
          </Button>
        ))}
        {resource.createPath && resource.endpoints.create && canManage ? (
          <Link href={resource.createPath} className="button" data-testid="list-create">
            {i18n._(texts.create)}
          </Link>
        ) : null}
        {extra}
      </Toolbar>
      {exported ? <ExportStarted parts={parts} conditionOptions={conditionOptions} /> : null}
      {parts.settings && choosing ? <Columns settings={parts.settings} onClose={() => setChoosing(false)} /> : null}
    </>
  );
}

/** The notice of a started export: where to follow it, and what it holds (filter and columns). */
function ExportStarted({ parts, conditionOptions }: { parts: ListParts; conditionOptions?: Record<string, readonly SearchOption[]> }) {
  const { i18n } = useLingui();
  const setup = useSelector(parts.list, (s) => s.context.setup);
  const request = useSelector(parts.exporter, (s) => s.context.request);
  const summary = setup && request ? exportSummary(setup, request, i18n, conditionOptions) : null;
  return (
    <p className="notice" role="status" data-testid="export-started">
      {i18n._(texts.exportStarted)} <Link href="~/report/export">{i18n._(texts.openExportCentre)}</Link>
      {summary ? (
        <>
          <br />
          <span data-testid="export-filter">
            {summary.filter.length ? i18n._(texts.exportFilter(summary.filter.map((t) => `${t.label}: ${t.value}`).join('; '))) : i18n._(texts.exportNoFilter)}
          </span>
          <br />
          <span data-testid="export-columns">
            {request?.kind === 'allColumns'
              ? i18n._(texts.exportAllColumns)
              : request?.kind === 'products'
                ? i18n._(texts.exportProducts)
                : i18n._(texts.exportColumns(summary.columns.join(', ')))}
          </span>
        </>
      ) : null}
    </p>
  );
}

/**
 * Exports the view shown: its conditions, sort and visible columns, and the list's owner if it has
 * one; "More exports" offers the export centre's other requests over the same view (ExportMenu).
 */
function ExportButton({ parts, settings, resource, busy, view, label }: { parts: ListParts; settings: SettingsRef; resource: AnyResource; busy: boolean; view: ListView; label: string }) {
  const columns = useSelector(settings, (s) => visibleColumns(s.context).map((c) => c.key));
  const hasSku = useSelector(settings, (s) => s.context.columns.some((c) => c.key === 'sku'));
  const request: ExportRequest = { bizType: resource.bizType, conditions: view.conditions, sort: view.sort, columns, ownerId: resource.ownerId ?? null };
  const send = (r: ExportRequest) => parts.exporter.send({ type: 'export.requested', request: r });
  return (
    <>
      <Button variant="secondary" isPending={busy} isDisabled={columns.length === 0} onPress={() => send(request)} testId="list-export">
        {label}
      </Button>
      {columns.length > 0 ? <ExportMenu view={request} hasSku={hasSku} busy={busy} onRequest={send} /> : null}
    </>
  );
}

function SettingsButtons({ parts, settings, onChooseColumns }: { parts: ListParts; settings: SettingsRef; onChooseColumns(): void }) {
  const { i18n } = useLingui();
  const customisable = useSelector(settings, (s) => s.context.customisable);
  const themes = useSelector(settings, (s) => s.context.themes);
  const busy = useSelector(settings, (s) => s.hasTag('busy'));
  const columns = useSelector(settings, (s) => s.context.columns);
  const view = useSelector(parts.list, (s) => s.context.view);
  const active = viewTheme(themes, view, columns);
  return (
    <>
      <Button variant="secondary" onPress={onChooseColumns} testId="list-columns">
        {i18n._(texts.columns)}
      </Button>
      {customisable ? (
        <ThemeMenu
          themes={themes}
          activeId={active?.theme.id ?? null}
          activeModified={active?.modified ?? false}
          busy={busy}
          maxNameLength={60}
          labels={themeMenuLabels(i18n)}
          onApply={(id) => settings.send({ type: 'settings.themeApplied', id })}
          onClear={() => settings.send({ type: 'settings.viewCleared' })}
          onUpdate={(id) => settings.send({ type: 'settings.themeUpdated', id, conditions: view.conditions })}
          onSaveAs={(name) => settings.send({ type: 'settings.themeSaveRequested', name, conditions: view.conditions })}
          onRename={(id, name) => settings.send({ type: 'settings.themeRenamed', id, name })}
          onSetDefault={(id) => settings.send({ type: 'settings.themeDefaultSet', id })}
          onDelete={(id) => {
            // the menu has asked already: the machine's confirmation is answered at once
            settings.send({ type: 'settings.themeDeleteRequested', id });
            settings.send({ type: 'settings.deleteConfirmed' });
          }}
        />
      ) : null}
    </>
  );
}

function Columns({ settings, onClose }: { settings: SettingsRef; onClose(): void }) {
  const { i18n } = useLingui();
  const definitions = useSelector(settings, (s) => s.context.definitions);
  const columns = useSelector(settings, (s) => s.context.columns);
  const busy = useSelector(settings, (s) => s.hasTag('busy'));
  const titled = (list: { key: string; width: number; visible: boolean }[]) =>
    list.flatMap((c) => {
      const d = definitions.find((x) => x.key === c.key);
      return d ? [{ ...c, title: d.title }] : [];
    });
  // columns the user's layout does not name yet are offered hidden at the end
  const known = new Set(columns.map((c) => c.key));
  const current = [...columns, ...definitions.filter((d) => !known.has(d.key)).map((d) => ({ key: d.key, width: d.width, visible: false }))];
  return (
    <ColumnChooser
      isOpen
      columns={titled(current)}
      defaults={titled(defaultColumns(definitions))}
      busy={busy}
      labels={columnChooserLabels(i18n)}
      onClose={onClose}
      onSave={(next) => {
        settings.send({ type: 'settings.columnsChanged', columns: next });
        onClose();
      }}
    />
  );
}

function requestOf(resource: AnyResource, action: ResourceAction<Row>, rows: Row[]) {
  return { actionId: action.id, endpoint: action.endpoint, input: action.input(rows), confirm: !!action.confirm, keys: rows.map((r) => resource.rowId(r)) };
}

/** The table; `cells` replaces the rendering of some columns, `extraColumns` adds columns. */
export function ListTable({
  resource,
  parts,
  cells,
  extraColumns = [],
  selectable,
}: {
  resource: AnyResource;
  parts: ListParts;
  cells?: Record<string, CellRender>;
  extraColumns?: DataColumn<Row>[];
  selectable?: boolean;
}) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const setup = useSelector(parts.list, (s) => s.context.setup);
  const page = useSelector(parts.list, (s) => s.context.page);
  const sort = useSelector(parts.list, (s) => s.context.view.sort);
  const selection = useSelector(parts.list, (s) => s.context.selection);
  const loading = useSelector(parts.list, (s) => s.matches({ page: 'loading' }) || s.matches({ setup: 'loading' }));
  const error = useSelector(parts.list, (s) => (s.matches({ page: 'failed' }) ? s.context.error : null));
  const settingsColumns = useSelector(parts.settings, (s) => (s ? visibleColumns(s.context) : null));
  const shown: Array<SetupColumn & { width: number }> = settingsColumns ?? [];
  const rows = page?.rows ?? [];
  const ctx = {
    i18n,
    options: setup?.options ?? {},
    inline: Object.fromEntries((setup?.conditions ?? []).filter((c) => c.options).map((c) => [c.key, c.options ?? []])),
  };
  const canManage = useCanManage();
  const rowActions = canManage ? (resource.rowActions ?? []).filter((a) => allowed(permissions, a.permission)) : [];
  const columns: DataColumn<Row>[] = [
    ...shown.map((c) => ({
      key: c.key,
      title: c.title,
      width: c.width,
      sortable: c.sortable,
      align: c.kind === 'number' || c.kind === 'money' || c.kind === 'percent' ? ('end' as const) : undefined,
      render: cells?.[c.key] ?? ((row: Row) => cellText(c, resource.columns?.[c.key], row, ctx)),
      minWidth: cells?.[c.key]?.minWidth,
      text: (row: Row) => cellText(c, resource.columns?.[c.key], row, ctx),
      // status and yes/no cells are labels of the screen; the other kinds show the row's data, and
      // so do dictionaries of proper names (sales platforms: Temu, Shopify)
      data: !labelKinds.has(resource.columns?.[c.key]?.kind ?? c.kind) || nameDictionaries.has(c.optionName ?? ''),
    })),
    ...extraColumns,
    ...(rowActions.length
      ? [
          {
            key: '__actions',
            title: i18n._(texts.actions),
            width: 60 + rowActions.length * 90,
            render: (row: Row) => (
              <span className="row-actions">
                {rowActions.map((a) => (
                  <Button key={a.id} variant={a.danger ? 'danger' : 'quiet'} onPress={() => parts.confirm.send({ type: 'confirm.requested', request: requestOf(resource, a, [row]) })} testId={`row-${a.id}`}>
                    {i18n._(a.label)}
                  </Button>
                ))}
              </span>
            ),
          },
        ]
      : []),
  ];
  const canSelect = selectable ?? (resource.bulkActions ?? []).some((a) => allowed(permissions, a.permission));
  return (
    <DataTable<Row>
      ariaLabel={i18n._(resource.title)}
      columns={columns}
      rows={rows}
      rowKey={(row) => resource.rowId(row)}
      sort={sort ? { column: sort.field, direction: sort.order === 'asc' ? 'ascending' : 'descending' } : null}
      onSortChange={(s) => parts.list.send({ type: 'list.sortChanged', sort: { field: s.column, order: s.direction === 'ascending' ? 'asc' : 'desc' } })}
      selectionMode={canSelect ? 'multiple' : 'none'}
      selectedKeys={selection}
      onSelectionChange={(keys) => parts.list.send({ type: 'list.rowsSelected', keys: keys === 'all' ? 'all' : [...keys] })}
      onRowAction={
        resource.detailPath
          ? (key) => {
              const index = rows.findIndex((r) => resource.rowId(r) === key);
              if (index < 0 || !resource.detailPath) return;
              parts.rememberOpened(key, index);
              navigate(resource.detailPath(rows[index]));
            }
          : undefined
      }
      onColumnResize={
        parts.settings
          ? (key, width) => {
              const s = parts.settings?.getSnapshot();
              if (!s) return;
              parts.settings?.send({ type: 'settings.columnsChanged', columns: s.context.columns.map((c) => (c.key === key ? { ...c, width: Math.round(width) } : c)) });
            }
          : undefined
      }
      resizeLabel={(title) => `${i18n._(texts.resize)}: ${title}`}
      loading={loading}
      loadingText={i18n._(texts.loading)}
      error={error ? { message: errorText(error, i18n._(texts.loadFailed)), retryLabel: i18n._(texts.retry), onRetry: () => parts.list.send({ type: 'list.retry' }) } : null}
      emptyText={i18n._(texts.empty)}
      focusRow={parts.openedRow}
      testId="list-table"
    />
  );
}

export function ListPager({ parts }: { parts: ListParts }) {
  const { i18n } = useLingui();
  const view = useSelector(parts.list, (s) => s.context.view);
  const page = useSelector(parts.list, (s) => s.context.page);
  const busy = useSelector(parts.list, (s) => s.matches({ page: 'loading' }));
  const canNext = useSelector(parts.list, (s) => s.can({ type: 'list.nextPage' }));
  const canPrev = useSelector(parts.list, (s) => s.can({ type: 'list.prevPage' }));
  const first = view.cursors.length * view.pageSize + 1;
  return (
    <Pager
      hasPrevious={canPrev}
      hasNext={canNext}
      onPrevious={() => parts.list.send({ type: 'list.prevPage' })}
      onNext={() => parts.list.send({ type: 'list.nextPage' })}
      summary={page ? pagerSummary(i18n, page.rows.length, first, page.total, page.totalCapped) : ''}
      pageSize={view.pageSize}
      onPageSizeChange={(pageSize) => parts.list.send({ type: 'list.pageSizeChanged', pageSize })}
      busy={busy}
      labels={pagerLabels(i18n)}
    />
  );
}

/** The confirmation of a row or bulk action that asks first. */
export function ActionConfirm({ resource, parts }: { resource: AnyResource; parts: ListParts }) {
  const { i18n } = useLingui();
  const asking = useSelector(parts.confirm, (s) => s.matches('asking') || (s.matches('running') && !!s.context.request?.confirm));
  const running = useSelector(parts.confirm, (s) => s.matches('running'));
  const request = useSelector(parts.confirm, (s) => s.context.request);
  const error = useSelector(parts.confirm, (s) => s.context.error);
  const action = [...(resource.rowActions ?? []), ...(resource.bulkActions ?? [])].find((a) => a.id === request?.actionId);
  return (
    <ConfirmDialog
      isOpen={asking && !!action}
      title={action ? i18n._(action.label) : ''}
      message={action?.confirm ? i18n._(action.confirm) : ''}
      confirmLabel={i18n._(texts.confirm)}
      cancelLabel={i18n._(texts.cancel)}
      busyLabel={i18n._(texts.working)}
      isDanger={!!action?.danger}
      busy={running}
      errorMessage={error ? errorText(error) : null}
      onConfirm={() => parts.confirm.send({ type: 'confirm.accepted' })}
      onCancel={() => parts.confirm.send({ type: 'confirm.cancelled' })}
      testId="action-confirm"
    />
  );
}
