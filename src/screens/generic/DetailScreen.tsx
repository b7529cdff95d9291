// The record screen of any resource descriptor with a form: the record's fields (view), the form
// (edit or create) with field errors from the descriptor's schema, save, delete with a
// confirmation, the stale-version notice (SYS_CONFLICT or the descriptor's form.staleCodes), and
// the unsaved-changes guard (in-app links, the Back button, unloading) while the form holds edits.
// Select fields take a dictionary or, by their `source`, options the route loaded (`options`).
// A thin view over the detail machine; bespoke record screens reuse its pieces (RecordView,
// RecordForm, FieldControl).
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { DescriptionList } from '../../ui/DescriptionList';
import type { AnyResource, FormFieldSpec } from '../../resources/types';
import { shownValue, type RuntimeOptions } from './FieldControl';
import { recordTexts, texts } from './labels';
import { usePermissions } from './ListScreen';
import { RecordForm } from './RecordForm';
import { RecordActions, RecordDeleteConfirm, RecordStates, recordTestIds } from './RecordView';
import type { DetailRef } from './useDetail';
import { useResourceDetail } from './useResourceDetail';
import { useCanManage } from '../access';

const ids = recordTestIds('detail');

export interface DetailScreenProps {
  resource: AnyResource;
  id: string | null;
  /** Select options the route loaded at run time, by the fields' `source`. */
  options?: RuntimeOptions;
}

export function DetailScreen({ resource, id, options = {} }: DetailScreenProps) {
  const detail = useResourceDetail(resource, id);
  const { i18n } = useLingui();
  const record = useSelector(detail, (s) => s.context.detail);
  const creating = useSelector(detail, (s) => s.context.id === null);
  const title = creating ? i18n._(texts.newRecord) : `${i18n._(resource.title)} · ${record ? resource.rowId(record) : ''}`;
  return (
    <section className="detail-screen" aria-labelledby={`detail-${resource.key}`} data-testid={`detail-${resource.key}`}>
      <h2 id={`detail-${resource.key}`}>{title}</h2>
      <p>
        <Link href={resource.listPath ?? '/'}>{i18n._(texts.back)}</Link>
      </p>
      <RecordStates
        detail={detail}
        back={{ href: resource.listPath ?? '/' }}
        ids={ids}
        texts={recordTexts}
        view={<Viewing resource={resource} detail={detail} options={options} />}
        edit={<RecordForm detail={detail} fields={resource.form?.fields ?? []} ids={ids} texts={recordTexts} options={options} />}
      />
    </section>
  );
}

/** Edit and delete need the endpoint, a form (edit) and the descriptor's permission. */
export function useRecordPermissions(resource: AnyResource): { canEdit: boolean; canDelete: boolean } {
  const permissions = usePermissions();
  const canManage = useCanManage();
  const allowed = canManage && (!resource.permission || permissions.includes(resource.permission));
  return { canEdit: allowed && !!resource.endpoints.update && !!resource.form, canDelete: allowed && !!resource.endpoints.remove };
}

function Viewing({ resource, detail, options }: { resource: AnyResource; detail: DetailRef; options: RuntimeOptions }) {
  const { i18n } = useLingui();
  const { canEdit, canDelete } = useRecordPermissions(resource);
  const record = useSelector(detail, (s) => s.context.detail);
  const dictionaries = useSelector(detail, (s) => s.context.options);
  const fields: FormFieldSpec[] = resource.form?.fields.length
    ? resource.form.fields
    : Object.keys(record ?? {}).map((name) => ({ name, label: { id: name, message: name }, kind: 'text' as const }));
  return (
    <>
      <RecordActions detail={detail} ids={ids} texts={recordTexts} canEdit={canEdit} canDelete={canDelete} />
      <DescriptionList
        testId={ids.fields}
        items={fields.map((f) => ({ key: f.name, label: i18n._(f.label), value: shownValue(f, record?.[f.name], dictionaries, options, i18n) }))}
      />
      <RecordDeleteConfirm detail={detail} ids={ids} texts={recordTexts} />
    </>
  );
}
