// A list of the asset group: the generic list parts (search bar, toolbar with export, columns and
// saved views, table, keyset pager, action confirmation) over a descriptor, with asset cells
// (buffer ratio in percent units, statuses as badges) and extra columns or toolbar content.
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react';
import { ErrorState } from '../../ui/ErrorState';
import type { DataColumn } from '../../ui/table/DataTable';
import type { AnyResource } from '../../resources/types';
import type { Row } from '../../machines/generic/types';
import { ActionConfirm, ListPager, ListSearch, ListTable, ListToolbar } from '../generic/ListScreen';
import { texts } from '../generic/labels';
import { useResourceList } from '../generic/useResourceList';
import { errorText } from '../errorText';
import type { CellRender } from '../generic/cells';

export type ListParts = ReturnType<typeof useResourceList>;

export interface AssetListProps {
  resource: AnyResource;
  /** Heading level and text (a list inside a page uses h3). */
  heading?: { level: 2 | 3; text?: string };
  cells?: Record<string, CellRender>;
  extraColumns?: DataColumn<Row>[];
  toolbarExtra?: ReactNode;
  /** Called with the list's parts (e.g. to read it again after a save elsewhere on the page). */
  partsRef?: { current: ListParts | null };
}

export function AssetList({ resource, heading = { level: 2 }, cells, extraColumns, toolbarExtra, partsRef }: AssetListProps) {
  const parts = useResourceList(resource);
  if (partsRef) partsRef.current = parts;
  return <AssetListView parts={parts} resource={resource} heading={heading} cells={cells} extraColumns={extraColumns} toolbarExtra={toolbarExtra} />;
}

export function AssetListView({ parts, resource, heading = { level: 2 }, cells, extraColumns, toolbarExtra }: AssetListProps & { parts: ListParts }) {
  const { i18n } = useLingui();
  const setupError = useSelector(parts.list, (s) => (s.matches({ setup: 'failed' }) ? s.context.setupError : null));
  const H = heading.level === 2 ? 'h2' : 'h3';
  const id = `list-${resource.key.replace(/\W/g, '-')}`;
  return (
    <section className="list-screen" aria-labelledby={id} data-testid={`list-${resource.key}`} ref={parts.rootRef}>
      <H id={id}>{heading.text ?? i18n._(resource.title)}</H>
      {setupError ? (
        <ErrorState message={errorText(setupError, i18n._(texts.loadFailed))} retryLabel={i18n._(texts.retry)} onRetry={() => parts.list.send({ type: 'list.retry' })} />
      ) : (
        <>
          <ListSearch parts={parts} />
          <ListToolbar resource={resource} parts={parts} extra={toolbarExtra} />
          <ListTable resource={resource} parts={parts} cells={cells} extraColumns={extraColumns} />
          <ListPager parts={parts} />
          <ActionConfirm resource={resource} parts={parts} />
        </>
      )}
    </section>
  );
}
