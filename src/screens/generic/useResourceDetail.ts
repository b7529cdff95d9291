// Runs a resource's record: the detail machine of the app context with the descriptor's calls
// (get/create/update/remove), a toast after saving and deleting, the URL of a record just
// created, and the way out once the machine has finished (left or deleted).
import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { navigate as navigateAbsolute } from 'wouter/use-browser-location';
import { detailInputOf } from '../../machines/generic/resource';
import type { AnyResource } from '../../resources/types';
import { useApp } from '../appContext';

export function useResourceDetail(resource: AnyResource, id: string | null) {
  const { machines, actors } = useApp();
  const [, navigate] = useLocation();
  const listPath = resource.listPath ?? '/';
  const detail = useActorRef(
    machines.generic.detail.provide({
      actions: {
        announceSaved: (_, { detail: saved, created }) => {
          actors.notifier.send({ type: 'notify.push', notice: { tone: 'success', messageKey: 'common.message.saveSuccess' } });
          if (created && resource.detailPath) navigate(resource.detailPath(saved), { replace: true });
        },
        announceDeleted: () => actors.notifier.send({ type: 'notify.push', notice: { tone: 'success', messageKey: 'common.message.deleteSuccess' } }),
      },
    }),
    { input: detailInputOf(resource, id) },
  );
  const finished = useSelector(detail, (s) => (s.status === 'done' ? { value: s.value, leaveTo: s.context.leaveTo } : null));
  useEffect(() => {
    if (!finished) return;
    // a link the user clicked (absolute), or back to the list (in the group)
    if (finished.value === 'left' && finished.leaveTo) navigateAbsolute(finished.leaveTo);
    else navigate(listPath);
  }, [finished, listPath, navigate]);
  return detail;
}
