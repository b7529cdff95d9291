// The dashboard machine of the signed-in user, started with this build's application key.
import { useMachine } from '@xstate/react';
import { useApp } from '../appContext';

export function useDashboard() {
  const { machines, build } = useApp();
  return useMachine(machines.dashboard, { input: { appId: build.appId } });
}
