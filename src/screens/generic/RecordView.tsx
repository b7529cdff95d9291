// The pieces every record screen shares around its own content, over the detail machine: which
// part shows (the load failure with a retry, the not-found state with the way back to the list,
// loading, the record, or the form), the record's
// actions (edit, delete, reload, plus the screen's own) with the notice of a failed delete, and
// the delete confirmation. Screens lay out the record's values themselves (generic fields, an
// area's tables); the form is RecordForm. Test ids and texts come from the screen, so that each
// area keeps its own (recordTestIds, recordTexts).
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorState } from '../../ui/ErrorState';
import { Toolbar } from '../../ui/Toolbar';
import type { RecordTexts } from './labels';
import type { DetailRef } from './useDetail';
import { errorText } from '../errorText';
import { NotFound, type BackLink } from '../LoadGate';

export interface RecordTestIds {
  /** The load failure (ErrorState's own id when unset) and the loading line (none when unset). */
  loadError?: string;
  loading?: string;
  edit: string;
  delete: string;
  reload: string;
  fields: string;
  deleteConfirm: string;
  /** A failed save or delete (the server's message). */
  failure: string;
  form: string;
  stale: string;
  cancel: string;
  save: string;
  leaveConfirm: string;
}

/** `<prefix>-edit`, `<prefix>-save` …; a failed save or delete is `<prefix>-error` unless overridden. */
export function recordTestIds(prefix: string, overrides: Partial<RecordTestIds> = {}): RecordTestIds {
  const parts = ['edit', 'delete', 'reload', 'fields', 'form', 'stale', 'cancel', 'save'] as const;
  return {
    ...(Object.fromEntries(parts.map((p) => [p, `${prefix}-${p}`])) as Record<(typeof parts)[number], string>),
    deleteConfirm: `${prefix}-delete-confirm`,
    leaveConfirm: `${prefix}-leave-confirm`,
    failure: `${prefix}-error`,
    ...overrides,
  };
}

interface Common {
  detail: DetailRef;
  ids: RecordTestIds;
  texts: RecordTexts;
}

/**
 * The load failure, the not-found state (a record that does not exist or is not the user's to
 * see: no retry, the link `back` to its list), loading, `view` (viewing, asking to delete,
 * deleting) or `edit` (the rest). Without `back`, the way back is the list the screen's useDetail names.
 */
export function RecordStates({ detail, ids, texts, view, edit, back }: Common & { view: ReactNode; edit: ReactNode; back?: BackLink }) {
  const { i18n } = useLingui();
  const state = useSelector(detail, (s) => s.value);
  const error = useSelector(detail, (s) => s.context.error);
  if (state === 'notFound') {
    // without a link of its own, the machine leaves and useDetail goes to the screen's list
    return <NotFound back={back ?? { label: i18n._(texts.back), onBack: () => detail.send({ type: 'detail.leaveRequested', to: null }) }} />;
  }
  if (state === 'failed') {
    return <ErrorState message={errorText(error, i18n._(texts.notFound))} retryLabel={i18n._(texts.retry)} onRetry={() => detail.send({ type: 'detail.retry' })} testId={ids.loadError} />;
  }
  if (state === 'loading') {
    return (
      <p className="state" role="status" data-testid={ids.loading}>
        {i18n._(texts.loading)}
      </p>
    );
  }
  return <>{state === 'viewing' || state === 'confirmingDelete' || state === 'deleting' ? view : edit}</>;
}

/** Edit, delete and reload (then the screen's own actions), and why the last delete failed. */
export function RecordActions({ detail, ids, texts, canEdit, canDelete, children }: Common & { canEdit: boolean; canDelete: boolean; children?: ReactNode }) {
  const { i18n } = useLingui();
  const error = useSelector(detail, (s) => s.context.error);
  const asking = useSelector(detail, (s) => s.matches('confirmingDelete') || s.matches('deleting'));
  return (
    <>
      <Toolbar ariaLabel={i18n._(texts.actions)}>
        {canEdit ? (
          <Button onPress={() => detail.send({ type: 'detail.editRequested' })} testId={ids.edit}>
            {i18n._(texts.edit)}
          </Button>
        ) : null}
        {canDelete ? (
          <Button variant="danger" onPress={() => detail.send({ type: 'detail.deleteRequested' })} testId={ids.delete}>
            {i18n._(texts.delete)}
          </Button>
        ) : null}
        <Button variant="secondary" onPress={() => detail.send({ type: 'detail.reloadRequested' })} testId={ids.reload}>
          {i18n._(texts.reload)}
        </Button>
        {children}
      </Toolbar>
      {error && !asking ? (
        <p className="notice error" role="alert" data-testid={ids.failure}>
          {errorText(error, i18n._(texts.deleteFailed))}
        </p>
      ) : null}
    </>
  );
}

/** "Delete this record?" while asking and deleting; a refusal shows in the dialog. `message`: the screen's own wording. */
export function RecordDeleteConfirm({ detail, ids, texts, message }: Common & { message?: string }) {
  const { i18n } = useLingui();
  const error = useSelector(detail, (s) => s.context.error);
  const asking = useSelector(detail, (s) => s.matches('confirmingDelete') || s.matches('deleting'));
  const deleting = useSelector(detail, (s) => s.matches('deleting'));
  return (
    <ConfirmDialog
      isOpen={asking}
      isDanger
      title={i18n._(texts.deleteTitle)}
      message={message ?? i18n._(texts.deleteMessage)}
      confirmLabel={i18n._(texts.delete)}
      cancelLabel={i18n._(texts.cancel)}
      busyLabel={i18n._(texts.deleting)}
      busy={deleting}
      errorMessage={error ? errorText(error) : null}
      onConfirm={() => detail.send({ type: 'detail.deleteConfirmed' })}
      onCancel={() => detail.send({ type: 'detail.deleteCancelled' })}
      testId={ids.deleteConfirm}
    />
  );
}
