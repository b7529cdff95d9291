// Runs one record or settings form of the asset group in the generic detail machine (from the
// app context) with a given source: toasts after saving and deleting, an optional callback after
// a save (e.g. the change records are read again), and the way out once the machine finished.
import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { navigate as navigateAbsolute } from 'wouter/use-browser-location';
import type { ActorRefFrom } from 'xstate';
import type { detailMachine } from '../../machines/generic/detail.machine';
import type { DetailSource, Row } from '../../machines/generic/types';
import { useApp } from '../appContext';

export type DetailRef = ActorRefFrom<typeof detailMachine>;

export interface AssetDetailOptions {
  /** In-group path the screen goes to when the machine has finished (left, deleted). */
  listPath: string;
  onSaved?(detail: Row, created: boolean): void;
}

export function useAssetDetail(source: DetailSource, id: string | null, options: AssetDetailOptions): DetailRef {
  const { machines, actors } = useApp();
  const [, navigate] = useLocation();
  const latest = useRef(options);
  latest.current = options;
  const detail = useActorRef(
    machines.generic.detail.provide({
      actions: {
        announceSaved: (_, { detail: saved, created }) => {
          actors.notifier.send({ type: 'notify.push', notice: { tone: 'success', messageKey: 'common.message.saveSuccess' } });
          latest.current.onSaved?.(saved, created);
        },
        announceDeleted: () => actors.notifier.send({ type: 'notify.push', notice: { tone: 'success', messageKey: 'common.message.deleteSuccess' } }),
      },
    }),
    { input: { id, source } },
  );
  const finished = useSelector(detail, (s) => (s.status === 'done' ? { value: s.value, leaveTo: s.context.leaveTo } : null));
  useEffect(() => {
    if (!finished) return;
    if (finished.value === 'left' && finished.leaveTo) navigateAbsolute(finished.leaveTo);
    else navigate(latest.current.listPath);
  }, [finished, navigate]);
  return detail;
}

/**
 * While the form has unsaved changes: the browser asks before unloading the page, and a click on
 * an in-app link asks the machine first (detail.leaveRequested; the link's target is kept).
 */
export function useLeaveGuard(detail: DetailRef) {
  const guarding = useSelector(detail, (s) => s.matches('editing') && s.context.dirty);
  useEffect(() => {
    if (!guarding) return;
    const beforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    const click = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!a || a.target === '_blank' || a.hasAttribute('download')) return;
      const url = new URL(a.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      e.preventDefault();
      e.stopPropagation();
      detail.send({ type: 'detail.leaveRequested', to: `${url.pathname}${url.search}` });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [guarding, detail]);
}
