// Runs a resource's list: the list machine (with its tableSettings child), an export machine and a
// confirm machine for row and bulk actions, all generic machines (src/machines/generic). The
// view starts from the URL, or else from the sessionStorage snapshot of this bizType (the list is
// where the user left it); syncUrl writes the view back to the URL (replace) and the snapshot.
// The scroll position is saved on leaving and restored once the same view is shown again, and so
// is the row the user opened (focus goes back to it, or to the row now at its place).
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react';
import { msg, plural } from '@lingui/core/macro';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import type { ActorRefFrom } from 'xstate';
import { initialView } from '../../machines/generic/list.machine';
import { listInputOf } from '../../machines/generic/resource';
import type { tableSettingsMachine } from '../../machines/generic/tableSettings.machine';
import type { AnyResource } from '../../resources/types';
import { useSuccessToast } from '../appContext';
import { localTableOf } from './localTable';
import { readSnapshot, searchWithView, upgradeConditions, viewFromSearch, viewToSearch, writeSnapshot } from './listUrl';
import { listMachine } from '../../machines/generic/list.machine';
import { exportMachine } from '../../machines/generic/export.machine';
import { confirmMachine } from '../../machines/generic/confirm.machine';

export type SettingsRef = ActorRefFrom<typeof tableSettingsMachine>;

/** The scrolling element of a list: the window and the table's own scroller inside `root`. */
function tableScroller(root: HTMLElement | null): HTMLElement | null {
  return root?.querySelector<HTMLElement>('[role="grid"]') ?? null;
}

const listToasts = {
  exportStarted: msg`Export started: find it in the export centre`,
  actionDone: (action: string, count: number) => msg`${action}: done for ${plural(count, { one: '# row', other: '# rows' })}`,
};

export function useResourceList(resource: AnyResource) {
  const toast = useSuccessToast();
  const { i18n } = useLingui();
  const search = useSearch();
  const rootRef = useRef<HTMLDivElement | null>(null);

  // decided once, at mount: the URL's view, or the snapshot's when the URL has none
  const start = useMemo(() => {
    const fromUrl = viewFromSearch(search, resource.codeConditions);
    const snapshot = readSnapshot(resource.bizType);
    const kept = snapshot ? { ...snapshot.view, conditions: upgradeConditions(snapshot.view.conditions, resource.codeConditions) } : undefined;
    const view = fromUrl ?? kept;
    const restoreScroll = !!snapshot && viewToSearch(initialView(view)) === viewToSearch(initialView(kept));
    return { view: view ?? undefined, scroll: restoreScroll ? snapshot?.scroll : undefined, opened: restoreScroll ? (snapshot?.opened ?? null) : null };
    // the start view is read once
  }, []);

  const list = useActorRef(
    listMachine.provide({
      actions: {
        syncUrl: (_, { view }) => {
          if (typeof window === 'undefined') return;
          const next = searchWithView(window.location.search, view);
          if (next !== window.location.search) navigate(`${window.location.pathname}${next}`, { replace: true });
        },
        rememberView: (_, { bizType, view }) => writeSnapshot(bizType, { view }),
      },
    }),
    { input: listInputOf(resource, start.view, localTableOf(resource, i18n)) },
  );

  const exporter = useActorRef(
    exportMachine.provide({
      actions: {
        announceStarted: () => toast.done(i18n._(listToasts.exportStarted), { subject: i18n._(resource.title) }),
      },
    }),
  );

  const confirm = useActorRef(
    confirmMachine.provide({
      actions: {
        announceDone: (_, { request }) => {
          const action = [...(resource.rowActions ?? []), ...(resource.bulkActions ?? [])].find((a) => a.id === request.actionId);
          const count = request.keys.length;
          if (action) toast.done(i18n._(listToasts.actionDone(i18n._(action.label), count)), { subject: i18n._(resource.title) });
          list.send({ type: 'list.refresh' });
        },
      },
    }),
  );

  const settings = useSelector(list, (s) => s.children.tableSettings as SettingsRef | undefined);

  // restore the scroll position once the remembered page is shown; save it when leaving
  const ready = useSelector(list, (s) => s.matches({ page: 'ready' }));
  const restored = useRef(false);
  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    if (!start.scroll) return;
    const { page, table } = start.scroll;
    requestAnimationFrame(() => {
      const scroller = tableScroller(rootRef.current);
      if (scroller) scroller.scrollTop = table;
      window.scrollTo(0, page);
    });
  }, [ready, start]);
  // a layout effect: its clean-up runs while the table is still in the document
  useLayoutEffect(() => {
    const root = rootRef.current;
    return () => writeSnapshot(resource.bizType, { scroll: { page: window.scrollY, table: tableScroller(root)?.scrollTop ?? 0 } });
  }, [resource.bizType]);

  /** Remembers the row the user opens, so that focus comes back to it. */
  const rememberOpened = (key: string, index: number) => writeSnapshot(resource.bizType, { opened: { key, index } });

  return { list, settings, exporter, confirm, rootRef, openedRow: start.opened, rememberOpened };
}
