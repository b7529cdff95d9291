// /report/report: the export centre under a header that differs per variant (spec section 2:
// scm, dms or default; see reportKinds.ts and docs/domain.md "Reports"). The report kinds of the
// variant start an export of a whole table (export machine, the user's columns of that table);
// the job list is read again at once so the new job shows. Both screens show the exports counted
// per table above the job list (ExportStatistics).
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Button } from '../../ui/Button';
import { useApp, useSuccessToast } from '../appContext';
import { usePermissions } from '../generic/ListScreen';
import type { useResourceList } from '../generic/useResourceList';
import { ExportCentre } from './ExportCentre';
import { ExportStatistics } from './ExportStatistics';
import { reportVariants, type ReportKind } from './reportKinds';
import { exportMachine } from '../../machines/generic/export.machine';

const labels = {
  generate: msg`Generate`,
  generating: msg`Generating…`,
  kinds: msg`Report kinds`,
  noPermission: msg`Your role may not export data. Ask an administrator for the export permission.`,
};

/** The export centre lists it: the toast says where to find it. */
const exportStarted = msg`Export started: it appears in the list below when ready`;

export function ReportScreen() {
  return (
    <ExportCentre
      header={(parts) => (
        <>
          <ReportHeader parts={parts} />
          <ExportStatistics parts={parts} />
        </>
      )}
    />
  );
}

export function ExportScreen() {
  const { i18n } = useLingui();
  return (
    <ExportCentre
      header={(parts) => (
        <>
          <h2>{i18n._(msg`Export centre`)}</h2>
          <ExportStatistics parts={parts} />
        </>
      )}
    />
  );
}

function ReportHeader({ parts }: { parts: ReturnType<typeof useResourceList> }) {
  const { build } = useApp();
  const toast = useSuccessToast();
  const { i18n } = useLingui();
  const permissions = usePermissions();
  const variant = reportVariants[build.screens.report];
  const exporter = useActorRef(
    exportMachine.provide({
      actions: {
        announceStarted: () => {
          toast.done(i18n._(exportStarted));
          parts.list.send({ type: 'list.refresh' });
        },
      },
    }),
  );
  const busyBizType = useSelector(exporter, (s) => (s.matches('starting') ? (s.context.request?.bizType ?? null) : null));
  const canExport = permissions.includes('export');
  const start = (kind: ReportKind) => exporter.send({ type: 'export.requested', request: { bizType: kind.bizType, conditions: {}, sort: null, columns: null } });
  return (
    <header className="report-header" data-testid="report-header" data-variant={build.screens.report}>
      <h2>{i18n._(variant.heading)}</h2>
      <p>{i18n._(variant.intro)}</p>
      {variant.kinds.length > 0 ? (
        canExport ? (
          <ul className="report-kinds" aria-label={i18n._(labels.kinds)}>
            {variant.kinds.map((kind) => (
              <li key={kind.bizType} className="card" data-testid={`report-kind-${kind.bizType}`}>
                <h3>{i18n._(kind.title)}</h3>
                <p>{i18n._(kind.description)}</p>
                <Button
                  variant="secondary"
                  isPending={busyBizType === kind.bizType}
                  isDisabled={busyBizType !== null}
                  onPress={() => start(kind)}
                  aria-label={`${i18n._(labels.generate)}: ${i18n._(kind.title)}`}
                >
                  {i18n._(busyBizType === kind.bizType ? labels.generating : labels.generate)}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="notice">{i18n._(labels.noPermission)}</p>
        )
      ) : null}
    </header>
  );
}
