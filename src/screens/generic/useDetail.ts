// Runs one record form in the detail machine of the app context with a given source: toasts after
// saving and deleting, an optional callback after a save (the URL of a record just created, change
// records read again), the unsaved-changes guard, and the way out once the machine has finished:
// back in history (the browser's Back button), the in-app link the user followed, or the list.
import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { navigate as navigateAbsolute } from 'wouter/use-browser-location';
import type { ActorRefFrom } from 'xstate';
import { historyBack } from '../../machines/support/browser';
import type { DetailSource, Row } from '../../machines/generic/types';
import { useSuccessToast } from '../appContext';
import { useLeaveGuard } from './useLeaveGuard';
import { detailMachine } from '../../machines/generic/detail.machine';

export type DetailRef = ActorRefFrom<typeof detailMachine>;

export interface DetailOptions {
  /** In-group path the screen goes to when the machine has finished (left, deleted). */
  listPath: string;
  onSaved?(detail: Row, created: boolean): void;
  /** What a toast names the record ("Warehouse SZ01"), in the screen's words. */
  subject?(detail: Row): string;
}

/** A record's own words for itself when the screen gives none: "Shenzhen hub (SZ01)". */
function namedBy(row: Row): string | undefined {
  const name = typeof row.name === 'string' && row.name ? row.name : undefined;
  const code = typeof row.code === 'string' && row.code ? row.code : undefined;
  return name && code ? `${name} (${code})` : (name ?? code);
}

export function useDetail(source: DetailSource, id: string | null, options: DetailOptions): DetailRef {
  const toast = useSuccessToast();
  const [, navigate] = useLocation();
  // the machine's actions are fixed at start; they read the latest callbacks through this
  const latest = useRef(options);
  latest.current = options;
  const subjectOf = (row: Row) => latest.current.subject?.(row) ?? namedBy(row);
  const detail = useActorRef(
    detailMachine.provide({
      actions: {
        announceSaved: (_, { detail: saved, created }) => {
          toast.saved({ subject: subjectOf(saved), follows: created });
          latest.current.onSaved?.(saved, created);
        },
        // a deleted record's page closes: the toast goes along to the list
        announceDeleted: ({ context }) => toast.deleted({ subject: context.detail ? subjectOf(context.detail) : undefined, follows: true }),
      },
    }),
    { input: { id, source } },
  );
  useLeaveGuard(detail);
  const finished = useSelector(detail, (s) => (s.status === 'done' ? { value: s.value, leaveTo: s.context.leaveTo, goBack: s.context.goBack } : null));
  useEffect(() => {
    if (!finished) return;
    if (finished.value === 'left' && finished.goBack) historyBack();
    // a link the user clicked (absolute), or back to the list (in the group)
    else if (finished.value === 'left' && finished.leaveTo) navigateAbsolute(finished.leaveTo);
    else navigate(latest.current.listPath);
  }, [finished, navigate]);
  return detail;
}

