// The import workflow as the user sees it, one panel per stage of import.machine.ts: choose a
// file (checked here, before anything is sent) -> upload progress -> reading progress -> review
// (ImportReview) -> importing progress -> finished, could not be read, or cancelled. A thin view:
// the stage, the record and the errors come from the machine; buttons send its events. Users
// whose role may not change the area see the progress and the review but none of the actions.
import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { FileTrigger } from 'react-aria-components';
import { Link } from 'wouter';
import type { ImportColumn, ImportRecord } from '../../contract/template/imports';
import { IMPORT_FILE_EXTENSIONS, type ImportContext } from '../../machines/import/import.machine';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { CheckboxField } from '../../ui/FormField';
import { ProgressBar } from '../../ui/ProgressBar';
import { Section } from '../../ui/Section';
import { ImportCounts, ImportReview } from './ImportReview';
import type { Importer } from './useImport';
import { errorText } from '../errorText';
import { LoadFailure } from '../LoadGate';

type Stage = 'choosing' | 'uploading' | 'opening' | 'openFailed' | 'reading' | 'review' | 'applying' | 'done' | 'failed' | 'cancelled';

/** The panel a snapshot shows: submitting stays on the review (its dialog), cancelling where it started. */
function stageOf(s: ReturnType<Importer['getSnapshot']>): Stage {
  if (s.matches('submitting')) return 'review';
  if (s.matches('cancelling')) return s.context.record?.status === 'review' ? 'review' : 'reading';
  if (s.matches('starting') || s.matches('routing')) return 'opening';
  return (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]) as Stage;
}

export interface ImportWorkflowProps {
  importer: Importer;
  columns: ImportColumn[] | null;
  canImport: boolean;
  /** Where "Import another file" goes; without it the same screen starts again. */
  anotherHref?: string;
  /** The import's status changed (the records list follows). */
  onRecordChanged?(record: ImportRecord): void;
}

export function ImportWorkflow({ importer, columns, canImport, anotherHref, onRecordChanged }: ImportWorkflowProps) {
  const { t } = useLingui();
  const stage = useSelector(importer, stageOf);
  const record = useSelector(importer, (s) => s.context.record);
  const error = useSelector(importer, (s) => s.context.error);
  useEffect(() => {
    if (record) onRecordChanged?.(record);
  }, [record?.id, record?.status]);

  switch (stage) {
    case 'choosing':
      return <ChooseFile importer={importer} canImport={canImport} />;
    case 'uploading':
      return <Uploading importer={importer} />;
    case 'opening':
      return (
        <p className="state" role="status">
          {t`Loading…`}
        </p>
      );
    case 'openFailed':
      return <LoadFailure error={error} failedText={t`This import could not be loaded.`} onRetry={() => importer.send({ type: 'import.retry' })} back={{ href: '/', label: t`Back to the imports` }} />;
    case 'reading':
    case 'applying':
      return <Working importer={importer} canImport={canImport} stage={stage} />;
    case 'review':
      return <ImportReview importer={importer} columns={columns} canImport={canImport} />;
    default:
      return record ? <Finished importer={importer} record={record} stage={stage} canImport={canImport} anotherHref={anotherHref} /> : null;
  }
}

const sizeText = (bytes: number, locale: string) =>
  bytes < 1024 * 1024
    ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024)} KB`
    : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;

function ChooseFile({ importer, canImport }: { importer: Importer; canImport: boolean }) {
  const { t, i18n } = useLingui();
  const file = useSelector(importer, (s) => s.context.file);
  const problem = useSelector(importer, (s) => s.context.fileProblem);
  const preview = useSelector(importer, (s) => s.context.preview);
  const previewFixed = useSelector(importer, (s) => s.context.previewFixed);
  const error = useSelector(importer, (s) => s.context.error);
  const ready = useSelector(importer, (s) => s.can({ type: 'import.uploadRequested' }));
  const problems: Record<NonNullable<ImportContext['fileProblem']>, string> = {
    type: t`Choose an .xlsx or .csv file; other kinds of file cannot be read.`,
    empty: t`This file is empty.`,
    size: t`This file is larger than 20 MB. Split it into smaller files.`,
  };
  return (
    <Section title={t`Upload a file`} testId="import-choose">
      {canImport ? (
        <form noValidate
          onSubmit={(e) => {
            e.preventDefault();
            importer.send({ type: 'import.uploadRequested' });
          }}
        >
          <div className="field imp-file">
            <span className="field-label">{t`File`}</span>
            <div className="imp-file-row">
              <FileTrigger acceptedFileTypes={[...IMPORT_FILE_EXTENSIONS]} onSelect={(files) => importer.send({ type: 'import.fileChosen', file: files?.[0] ?? null })}>
                <Button variant="secondary" testId="import-choose-file" aria-describedby="import-file-name import-file-help">
                  {file ? t`Choose another file` : t`Choose a file`}
                </Button>
              </FileTrigger>
              <span id="import-file-name" data-testid="import-file-name">
                {file ? `${file.name} (${sizeText(file.size, i18n.locale)})` : t`No file chosen`}
              </span>
            </div>
            {problem ? (
              <p className="field-error" role="alert" id="import-file-help" data-testid="import-file-problem">
                {problems[problem]}
              </p>
            ) : (
              <p className="field-description" id="import-file-help">
                {t`An .xlsx or .csv file of at most 20 MB, laid out like the columns above.`}
              </p>
            )}
          </div>
          {previewFixed ? (
            <p className="field-description" data-testid="import-preview-fixed">
              {t`You review the rows of this file before anything is imported.`}
            </p>
          ) : (
            <CheckboxField
              label={t`Preview the rows before importing`}
              description={t`When this is off, a file without errors is imported at once.`}
              value={preview}
              onChange={(v) => importer.send({ type: 'import.previewChanged', preview: v })}
              testId="import-preview"
            />
          )}
          {error ? (
            <p className="imp-notice error" role="alert" data-testid="import-error">
              {errorText(error, t`The upload failed. Please try again.`)}
            </p>
          ) : null}
          <div className="actions">
            <Button type="submit" isDisabled={!ready} testId="import-upload">
              {t`Upload`}
            </Button>
          </div>
        </form>
      ) : (
        <p className="view-only-note" role="note" data-testid="import-view-only">
          {t`View only: your role can see imports but not upload files.`}
        </p>
      )}
    </Section>
  );
}

function Uploading({ importer }: { importer: Importer }) {
  const { t } = useLingui();
  const name = useSelector(importer, (s) => s.context.file?.name ?? '');
  const percent = useSelector(importer, (s) => (s.context.sent.total > 0 ? Math.min(100, Math.round((s.context.sent.loaded / s.context.sent.total) * 100)) : undefined));
  return (
    <Section title={t`Uploading`} testId="import-uploading">
      <ProgressBar label={t`Uploading ${name}`} value={percent} testId="import-upload-progress" />
      <div className="actions">
        <Button variant="secondary" onPress={() => importer.send({ type: 'import.uploadAborted' })} testId="import-upload-stop">
          {t`Stop the upload`}
        </Button>
      </div>
    </Section>
  );
}

/** The server reads and checks the file, or applies the confirmed rows: its progress, polled. */
function Working({ importer, canImport, stage }: { importer: Importer; canImport: boolean; stage: 'reading' | 'applying' }) {
  const { t } = useLingui();
  const record = useSelector(importer, (s) => s.context.record);
  const stalled = useSelector(importer, (s) => s.matches({ reading: 'stalled' }) || s.matches({ applying: 'stalled' }));
  const error = useSelector(importer, (s) => s.context.error);
  const cancelling = useSelector(importer, (s) => s.matches('cancelling'));
  const canCancel = useSelector(importer, (s) => s.can({ type: 'import.cancelRequested' }));
  const fileName = record?.fileName ?? '';
  const reading = stage === 'reading';
  return (
    <Section title={reading ? t`Reading the file` : t`Importing`} testId={reading ? 'import-reading' : 'import-applying'}>
      <ProgressBar
        label={reading ? t`Reading and checking the rows of ${fileName}` : t`Importing the valid rows of ${fileName}`}
        value={record?.progress}
        testId="import-progress"
      />
      {error ? (
        stalled ? (
          <ErrorState message={errorText(error, t`The progress could not be read.`)} retryLabel={t`Try again`} onRetry={() => importer.send({ type: 'import.retry' })} />
        ) : (
          <p className="imp-notice error" role="alert">
            {errorText(error)}
          </p>
        )
      ) : null}
      {reading && canImport ? (
        <div className="actions">
          <Button variant="secondary" isDisabled={!canCancel && !cancelling} isPending={cancelling} onPress={() => importer.send({ type: 'import.cancelRequested' })} testId="import-cancel">
            {t`Cancel import`}
          </Button>
        </div>
      ) : null}
    </Section>
  );
}

function Finished({ importer, record, stage, canImport, anotherHref }: { importer: Importer; record: ImportRecord; stage: Stage; canImport: boolean; anotherHref?: string }) {
  const { t } = useLingui();
  const applied = record.counts.applied;
  const unchanged = record.counts.unchanged;
  const fileName = record.fileName;
  const title = stage === 'done' ? t`Import finished` : stage === 'failed' ? t`The file could not be read` : t`Import cancelled`;
  return (
    <Section title={title} testId={`import-${stage}`}>
      {stage === 'done' ? (
        <>
          <p role="status" data-testid="import-applied">
            {[
              applied > 0
                ? t`${plural(applied, { one: `# row of ${fileName} changed.`, other: `# rows of ${fileName} changed.` })}`
                : t`Nothing changed: no row of ${fileName} differed from what is stored.`,
              unchanged > 0 ? t`${plural(unchanged, { one: '# row was already as in the file and stayed unchanged.', other: '# rows were already as in the file and stayed unchanged.' })}` : '',
            ]
              .filter(Boolean)
              .join(' ')}
          </p>
          <ImportCounts record={record} />
        </>
      ) : stage === 'failed' ? (
        <div className="imp-notice error" role="alert">
          <p>{record.failure || t`The file could not be read.`}</p>
          <p>{t`Nothing was imported. Correct the file and upload it again.`}</p>
        </div>
      ) : (
        <p role="status">{t`Nothing from ${fileName} was imported.`}</p>
      )}
      {canImport ? (
        <div className="actions">
          {anotherHref ? (
            <Link href={anotherHref} className="button" data-testid="import-another">
              {t`Import another file`}
            </Link>
          ) : (
            <Button onPress={() => importer.send({ type: 'import.restarted' })} testId="import-another">
              {t`Import another file`}
            </Button>
          )}
        </div>
      ) : null}
    </Section>
  );
}
