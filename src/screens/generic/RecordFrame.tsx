// The frame of a record screen over a record-with-actions kit actor (decision 051): the title (the
// record's number once read, the screen's word before), the link back to the list, and the load
// gate: the failure with a retry, the not-found state with the way back (no retry: it cannot help),
// loading, then the screen's content. The record's own dialogs sit outside the gate, so that a
// reload under an open dialog keeps it. Test ids: the section `<testId>`, `<testId>-title`,
// `<testId>-back`, `<testId>-error`.
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { RecordActionsMachine } from '../../machines/generic/recordActions.machine';
import { LoadGate } from '../LoadGate';

export interface RecordFrameProps<R extends { version: number }, A extends string> {
  actor: ActorRefFrom<RecordActionsMachine<R, A>>;
  testId: string;
  /** The record's name in the title once read (a number or code: not translated). */
  title(record: R): string;
  /** The title before the record is read. */
  placeholder: string;
  /** The record's list: the back link, and the way back from a record that does not exist. */
  listPath: string;
  /** The screen's words for a failed load (a server message wins). */
  failedText: string;
  children(record: R): ReactNode;
  /** The record's own dialogs, once it is read. */
  dialogs?(record: R): ReactNode;
}

export function RecordFrame<R extends { version: number }, A extends string>({ actor, testId, title, placeholder, listPath, failedText, children, dialogs }: RecordFrameProps<R, A>) {
  const { t } = useLingui();
  const record = useSelector(actor, (s) => s.context.record);
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed') || s.matches('notFound'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <section className="detail-screen" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`} translate="no">
        {record ? title(record) : placeholder}
      </h2>
      <nav aria-label={t`Pages`}>
        <Link href={listPath} data-testid={`${testId}-back`}>
          {t`Back to the list`}
        </Link>
      </nav>
      <LoadGate
        failed={loadFailed}
        loading={!record}
        error={error}
        failedText={failedText}
        onRetry={() => actor.send({ type: 'record.retry' })}
        back={{ href: listPath }}
        errorTestId={`${testId}-error`}
      >
        {() => record && children(record)}
      </LoadGate>
      {record && dialogs ? dialogs(record) : null}
    </section>
  );
}
