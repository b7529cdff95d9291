// The dashboard's work queue: a count per kind of waiting work the user may see, each a link to the
// list filtered to exactly those rows (the same conditions the server counted with). Runs the
// work-queue machine beside the dashboard's, so either can fail alone.
import { useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import { groupEntryUrl } from '../../contract/kernel/groups';
import { workQueueItems } from '../../contract/shell';
import type { WorkQueueCount } from '../../contract/common/work-queue';
import { groupNames } from '../groupNames';
import { useApp } from '../appContext';
import { errorText } from '../errorText';
import { listLink } from '../generic/listUrl';
import { workQueueLabels } from './workQueueLabels';

export function WorkQueue() {
  const { t } = useLingui();
  const { machines, build } = useApp();
  const [snapshot, send] = useMachine(machines.workQueue, { input: { appId: build.appId } });
  const { counts, error } = snapshot.context;
  // the server counts what the role and variant allow; this build must also hold the list's screens
  const shown = (counts ?? []).filter((c) => {
    const item = workQueueItems.find((i) => i.id === c.id);
    return item && build.groups.includes(item.group) && workQueueLabels[c.id];
  });
  return (
    <section aria-labelledby="work-title" aria-busy={snapshot.hasTag('busy')} data-testid="work-queue">
      <h3 id="work-title">{t`Waiting for you`}</h3>
      {snapshot.matches('failed') ? (
        <div className="state state-error" role="alert">
          <p>{t`The counts of waiting work could not be loaded.`} {errorText(error)}</p>
          <button type="button" className="button" onClick={() => send({ type: 'workQueue.recount' })}>{t`Try again`}</button>
        </div>
      ) : counts === null ? (
        <p className="state" role="status">{t`Counting waiting work…`}</p>
      ) : shown.length === 0 ? (
        <p className="state">{t`None of your areas in this portal keeps a work queue.`}</p>
      ) : (
        <>
          {shown.every((c) => c.count === 0) ? <p className="state" role="status">{t`Nothing is waiting for you.`}</p> : null}
          <ul className="cards" aria-label={t`Waiting work by kind`}>
            {shown.map((c) => <CountCard key={c.id} count={c} />)}
          </ul>
          <button type="button" className="button secondary" onClick={() => send({ type: 'workQueue.recount' })} disabled={snapshot.hasTag('busy')}>
            {t`Count again`}
          </button>
        </>
      )}
    </section>
  );
}

function CountCard({ count }: { count: WorkQueueCount }) {
  const { i18n } = useLingui();
  const item = workQueueItems.find((i) => i.id === count.id)!;
  const figure = new Intl.NumberFormat(i18n.locale).format(count.count) + (count.capped ? '+' : '');
  return (
    <li className="card" data-testid={`work-${count.id}`}>
      <p>{i18n._(groupNames[item.group])}</p>
      <Link href={listLink(groupEntryUrl(item.group, item.entry), item.conditions)}>
        <span className="figure" data-testid="work-count">{figure}</span> {workQueueLabels[count.id](count.count)}
      </Link>
    </li>
  );
}
