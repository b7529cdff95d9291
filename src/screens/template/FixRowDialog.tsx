// Fixing one row in error (review.fixing of import.machine.ts): a form with the template's
// columns, prefilled with the row's cells and showing each cell's problems (a column of codes, such
// as a warehouse code, is a searchable picker over the tenant's codes: decision 027); saving sends the cells
// (PUT) and the server checks the row again. A row still wrong keeps the dialog open with its new
// problems; a fixed one leaves the list. Escape or Cancel closes it unchanged.
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ImportColumn } from '../../contract/template/imports';
import { EditForm } from '../../ui/EditForm';
import { TextField } from '../../ui/FormField';
import { columnHint, columnTitle, type Importer } from './useImport';
import { errorText } from '../errorText';
import { CodePickerField } from '../generic/CodePickerField';

export function FixRowDialog({ importer, columns }: { importer: Importer; columns: ImportColumn[] }) {
  const { t, i18n } = useLingui();
  const fix = useSelector(importer, (s) => s.context.fix);
  const saving = useSelector(importer, (s) => s.matches({ review: { fixing: 'saving' } }));
  const error = useSelector(importer, (s) => (s.matches({ review: 'fixing' }) ? s.context.error : null));
  const cancel = () => importer.send({ type: 'import.fixCancelled' });
  const rowProblems = fix?.row.errors.filter((e) => e.column === null || !columns.some((c) => c.key === e.column)) ?? [];
  const problemsOf = (key: string) =>
    fix?.row.errors
      .filter((e) => e.column === key)
      .map((e) => e.message)
      .join(' ') || null;
  return (
    <ModalOverlay
      className="dialog-overlay"
      isOpen={!!fix}
      isDismissable={false}
      isKeyboardDismissDisabled={saving}
      onOpenChange={(open) => {
        if (!open && !saving) cancel();
      }}
    >
      <Modal className="modal">
        <Dialog className="dialog" data-testid="import-fix-dialog">
          <Heading slot="title">{t`Fix row ${fix?.row.rowNumber ?? ''}`}</Heading>
          {rowProblems.length ? (
            <ul className="imp-notice error" role="alert">
              {rowProblems.map((e, i) => (
                <li key={i}>{e.message}</li>
              ))}
            </ul>
          ) : null}
          <EditForm
            onSubmit={() => importer.send({ type: 'import.fixSaved' })}
            onCancel={cancel}
            saving={saving}
            labels={{ save: t`Save and check`, saving: t`Checking…`, cancel: t`Cancel`, stale: '', reload: '' }}
            stale={false}
            errorText={error ? errorText(error, t`Saving failed. Please try again.`) : null}
            testIds={{ form: 'import-fix-form', stale: 'import-fix-stale', failure: 'import-fix-failure', cancel: 'import-fix-cancel', save: 'import-fix-save' }}
          >
            {columns.map((c, i) => {
              const field = {
                label: columnTitle(c, i18n.locale),
                description: columnHint(c, i18n.locale),
                isRequired: c.required,
                isDisabled: saving,
                errorMessage: problemsOf(c.key),
                autoFocus: i === 0,
                testId: `import-fix-${c.key}`,
              };
              const value = fix?.cells[c.key] ?? '';
              const change = (next: string) => importer.send({ type: 'import.fixCellChanged', column: c.key, value: next });
              // a column of codes (warehouse, sku, shop) is a picker over the tenant's codes
              return c.lookup ? (
                <CodePickerField key={c.key} kind={c.lookup} {...field} value={value} onValueChange={change} />
              ) : (
                <TextField key={c.key} {...field} value={value} onChange={change} maxLength={1000} />
              );
            })}
          </EditForm>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
