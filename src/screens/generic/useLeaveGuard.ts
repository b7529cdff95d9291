// The unsaved-changes guard of a record form: while the detail machine says the form holds edits
// (hasUnsavedChanges), the browser is guarded (support/browser.ts guardLeaving: unloading asks,
// in-app links and the Back button are held) and what the user tried becomes a machine event.
// The machine decides whether to ask "Leave without saving?"; the screen navigates once it left.
import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { hasUnsavedChanges, type detailMachine } from '../../machines/generic/detail.machine';
import { guardLeaving } from '../../machines/support/browser';

export function useLeaveGuard(detail: ActorRefFrom<typeof detailMachine>): void {
  const guarding = useSelector(detail, hasUnsavedChanges);
  useEffect(() => {
    if (!guarding) return;
    return guardLeaving({
      onLink: (to) => detail.send({ type: 'detail.leaveRequested', to }),
      onBack: () => detail.send({ type: 'detail.backRequested' }),
    });
  }, [guarding, detail]);
}
