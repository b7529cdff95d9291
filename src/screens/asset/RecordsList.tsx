// The change records of one setting (buffer or cost) under its form: a list of the owner's
// records (the owner's id is in the call's path, and in its exports: descriptor.ownerId). The list remembers its view per bizType like
// every list; when another owner's records were shown last, it starts again from the first page
// (a cursor belongs to one owner's list). `refreshRef` lets the form read the records again after
// a save.
import { useMemo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { recordsResource, type RecordKind } from '../../resources/asset';
import type { Row } from '../../machines/generic/types';
import { initialView } from '../../machines/generic/list.machine';
import { readSnapshot, writeSnapshot } from '../generic/listUrl';
import { AssetList, type ListParts } from './AssetList';
import { percentUnits } from './AssetForm';
import { t } from './texts';

const OWNER_KEY = 'wharf.asset.recordsOwner.';

function startFresh(bizType: string, ownerId: string) {
  try {
    const last = sessionStorage.getItem(OWNER_KEY + bizType);
    if (last !== ownerId && readSnapshot(bizType)) writeSnapshot(bizType, { view: initialView(undefined), scroll: { page: 0, table: 0 } });
    sessionStorage.setItem(OWNER_KEY + bizType, ownerId);
  } catch {
    // no session storage: nothing remembered either
  }
}

const additional = msg`Additional charge`;

export function RecordsList({
  kind,
  ownerId,
  fieldLabels = {},
  partsRef,
}: {
  kind: RecordKind;
  ownerId: string;
  /** Labels of the setting's fields (the `field` column of cost records). */
  fieldLabels?: Record<string, MessageDescriptor>;
  partsRef?: { current: ListParts | null };
}) {
  const { i18n } = useLingui();
  const resource = useMemo(() => {
    const r = recordsResource(kind, ownerId);
    startFresh(r.bizType, ownerId);
    return r;
  }, [kind, ownerId]);
  const fieldCell = (row: Row): ReactNode => {
    const field = String(row.field ?? '');
    if (fieldLabels[field]) return i18n._(fieldLabels[field]);
    if (field.startsWith('additional.')) return `${i18n._(additional)}: ${field.slice('additional.'.length)}`;
    return field || '-';
  };
  const ratio = (key: string) => (row: Row) => percentUnits(row[key]) || '-';
  return (
    <AssetList
      key={`${kind}:${ownerId}`}
      resource={resource}
      heading={{ level: 3, text: i18n._(t.records) }}
      partsRef={partsRef}
      cells={kind === 'warehouseBuffer' ? { oldRatio: ratio('oldRatio'), newRatio: ratio('newRatio') } : { field: fieldCell }}
    />
  );
}
