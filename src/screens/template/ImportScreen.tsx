// /template: import from a file. Pick what to import (?type=, only the types the role's areas
// allow), see the columns the file must have (the tenant's template, which a role managing the
// type's area may customise; or download the template), upload and review it
// (ImportWorkflow), and below the past imports. /template/uploadError?type=&id=: the review of an existing import, opened from
// its record, with the same pieces. Both are hidden routes (spec section 2): other screens link
// here (the warehouse list: "Import buffer settings").
import { useRef, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearch } from 'wouter';
import { downloadImportTemplate, type ImportRecord } from '../../contract/template/imports';
import { importTypeLabels, isImportType, type ImportType } from '../../contract/shell';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import type { MachineError } from '../../machines/support/errors';
import { errorText } from '../errorText';
import { SelectField } from '../../ui/FormField';
import { ViewOnlyNote } from '../access';
import { DownloadButton } from '../generic/FixedList';
import { ImportRecords, type RecordsParts } from './ImportRecords';
import { ImportWorkflow } from './ImportWorkflow';
import { TemplateColumns } from './TemplateColumns';
import { TemplateCustomiser } from './TemplateCustomiser';
import { useCanImport, useImportColumns, useImporter, useImportTypes, useTemplateFields } from './useImport';
import './template.css';
import { downloadMachine } from '../../machines/generic/download.machine';

export function ImportScreen() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const types = useImportTypes();
  const asked = new URLSearchParams(useSearch()).get('type');
  const type = types.find((x) => x === asked) ?? types[0];
  const records = useRef<RecordsParts | null>(null);
  return (
    <section aria-labelledby="import-title" data-testid="import-screen">
      <h2 id="import-title">{t`Import from a file`}</h2>
      <ViewOnlyNote />
      {type ? (
        <>
          <SelectField
            label={t`What to import`}
            value={type}
            onChange={(v) => {
              if (isImportType(v) && v !== type) navigate(`~/template?type=${v}`);
            }}
            options={types.map((x) => ({ value: x, label: importTypeLabels.text(x, i18n.locale) }))}
            testId="import-type"
          />
          {/* a new type starts a new workflow */}
          <TypeImport key={type} type={type} onRecordChanged={() => records.current?.list.send({ type: 'list.refresh' })} />
        </>
      ) : (
        <EmptyState title={t`Nothing to import`} description={t`Your role does not include an area that takes imports.`} />
      )}
      <ImportRecords partsRef={records} />
    </section>
  );
}

/**
 * The import screen of one fixed type, for an area's own upload route (/separate/upload): the
 * same pieces as /template without the type picker. With `importId` it opens that import's review
 * (/product/fulfillmentTagApply/upload/:id); `onUploaded` hears the record a new upload made (the
 * route then names it); `children` come below the title (the area's links).
 */
export function FixedTypeImportScreen({
  type,
  title,
  importId,
  anotherHref,
  onUploaded,
  children,
}: {
  type: ImportType;
  title: string;
  importId?: string;
  anotherHref?: string;
  onUploaded?(id: string): void;
  children?: ReactNode;
}) {
  const records = useRef<RecordsParts | null>(null);
  const refresh = () => records.current?.list.send({ type: 'list.refresh' });
  return (
    <section aria-labelledby="import-title" data-testid="import-screen">
      <h2 id="import-title">{title}</h2>
      {children}
      <ViewOnlyNote />
      {importId ? (
        <ExistingImport key={importId} type={type} id={importId} anotherHref={anotherHref ?? '~/template'} onRecordChanged={refresh} />
      ) : (
        <TypeImport
          type={type}
          onRecordChanged={(record) => {
            refresh();
            onUploaded?.(record.id);
          }}
        />
      )}
      <ImportRecords partsRef={records} />
    </section>
  );
}

function TypeImport({ type, onRecordChanged }: { type: ImportType; onRecordChanged(record: ImportRecord): void }) {
  const { t, i18n } = useLingui();
  const downloader = useActorRef(downloadMachine);
  const importer = useImporter(type);
  // every column of the type: the fix form offers them all, whatever the template has
  const { columns, error: columnsError, retry: retryColumns } = useImportColumns(type);
  const template = useTemplateFields(type);
  const templateColumns = useSelector(template, (s) => s.context.columns);
  const templateError = useSelector(template, (s) => (s.matches('loadFailed') ? s.context.error : null));
  const canImport = useCanImport(type);
  return (
    <>
      <h3>{t`Columns of the file`}</h3>
      <div className="imp-template">
        <TemplateColumns columns={templateColumns} error={templateError} onRetry={() => template.send({ type: 'template.retry' })} />
        <TemplateCustomiser fields={template} canCustomise={canImport} />
      </div>
      <p>
        <DownloadButton
          downloader={downloader}
          request={{ key: 'template', endpoint: downloadImportTemplate, input: { params: { importType: type } } }}
          label={t`Download the template`}
          busyLabel={t`Downloading…`}
          name={importTypeLabels.text(type, i18n.locale)}
          testId="import-template"
        />
      </p>
      <ColumnsFailure error={columnsError} onRetry={retryColumns} />
      <ImportWorkflow importer={importer} columns={columns} canImport={canImport} onRecordChanged={onRecordChanged} />
    </>
  );
}

export function UploadErrorScreen() {
  const { t } = useLingui();
  const search = new URLSearchParams(useSearch());
  const type = search.get('type');
  const id = search.get('id');
  const back = isImportType(type) ? `~/template?type=${type}` : '~/template';
  return (
    <section aria-labelledby="import-title" data-testid="import-review-screen">
      <h2 id="import-title">{t`Review an import`}</h2>
      <p>
        <Link href={back} data-testid="import-back">
          {t`← Back to imports`}
        </Link>
      </p>
      <ViewOnlyNote />
      {isImportType(type) && id ? (
        <ExistingImport key={`${type}:${id}`} type={type} id={id} anotherHref={back} />
      ) : (
        <EmptyState title={t`No import is named in this address.`} description={t`Open an import from the import records.`} />
      )}
    </section>
  );
}

function ExistingImport({ type, id, anotherHref, onRecordChanged }: { type: ImportType; id: string; anotherHref: string; onRecordChanged?(record: ImportRecord): void }) {
  const importer = useImporter(type, id);
  const { columns, error: columnsError, retry: retryColumns } = useImportColumns(type);
  const canImport = useCanImport(type);
  return (
    <>
      <ColumnsFailure error={columnsError} onRetry={retryColumns} />
      <ImportWorkflow importer={importer} columns={columns} canImport={canImport} anotherHref={anotherHref} onRecordChanged={onRecordChanged} />
    </>
  );
}

/** Every column of the type failed to load: fixing a row needs them, so say so and offer a retry. */
function ColumnsFailure({ error, onRetry }: { error: MachineError | null; onRetry(): void }) {
  const { t } = useLingui();
  if (!error) return null;
  return <ErrorState message={errorText(error, t`The columns of this import type could not be loaded; rows in error cannot be fixed until they are.`)} retryLabel={t`Try again`} onRetry={onRetry} testId="import-columns-error" />;
}
