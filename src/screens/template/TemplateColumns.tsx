// What the file must contain: the template's columns (title in the user's language, required or
// not, what to enter). The server matches the header row by either language's title.
import { useLingui } from '@lingui/react/macro';
import type { ImportColumn } from '../../contract/template/imports';
import type { MachineError } from '../../machines/support/errors';
import { ErrorState } from '../../ui/ErrorState';
import { columnHint, columnTitle } from './useImport';
import { errorText } from '../errorText';
import { TableScroll } from '../../ui/TableScroll';

interface TemplateColumnsProps {
  columns: ImportColumn[] | null;
  error: MachineError | null;
  onRetry(): void;
}

export function TemplateColumns({ columns, error, onRetry }: TemplateColumnsProps) {
  const { t, i18n } = useLingui();
  if (error) return <ErrorState message={errorText(error, t`The template's columns could not be loaded.`)} retryLabel={t`Try again`} onRetry={onRetry} />;
  if (!columns)
    return (
      <p className="state" role="status">
        {t`Loading…`}
      </p>
    );
  return (
    <TableScroll>
      <table className="imp-table" data-testid="import-columns">
        <caption>{t`The first row of the file holds these column titles (in English or Chinese); each further row is one record. Save it as .xlsx or .csv.`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Column`}</th>
            <th scope="col">{t`Required`}</th>
            <th scope="col">{t`What to enter`}</th>
          </tr>
        </thead>
        <tbody>
          {columns.map((c) => (
            <tr key={c.key}>
              <th scope="row">{columnTitle(c, i18n.locale)}</th>
              <td>{c.required ? t`Yes` : t`No`}</td>
              <td>{columnHint(c, i18n.locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
