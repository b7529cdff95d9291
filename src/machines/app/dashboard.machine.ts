// Dashboard: the summary of the signed-in user's company and granted areas (input.appId = menu key).
//   loading  getDashboard (k = appId) in flight, invoke 'loadDashboard'; tag 'busy'. A summary
//            already shown stays in context while a refresh loads.
//   ready    context.summary; dashboard.refresh -> loading.
//   failed   context.error = { code, message, kind }; dashboard.retry -> loading.
import { assign, fromPromise, setup } from 'xstate';
import type { z } from 'zod';
import { call } from '../../services';
import { getDashboard, type dashboardSummarySchema } from '../../contract/common/common';
import { toMachineError, type MachineError } from '../support/errors';

export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export interface DashboardInput {
  appId: string;
}

export interface DashboardContext {
  appId: string;
  summary: DashboardSummary | null;
  error: MachineError | null;
}

export type DashboardEvent = { type: 'dashboard.refresh' } | { type: 'dashboard.retry' };

export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
    input: {} as DashboardInput,
    children: {} as { loadDashboard: 'loadDashboard' },
  },
  actors: {
    loadDashboard: fromPromise<DashboardSummary, { appId: string }>(({ input, signal }) =>
      call(getDashboard, { query: { k: input.appId } }, { signal, quiet: true }),
    ),
  },
}).createMachine({
  id: 'dashboard',
  context: ({ input }) => ({ appId: input.appId, summary: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDashboard',
        src: 'loadDashboard',
        input: ({ context }) => ({ appId: context.appId }),
        onDone: { target: 'ready', actions: assign({ summary: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    ready: {
      on: { 'dashboard.refresh': { target: 'loading' } },
    },
    failed: {
      on: { 'dashboard.retry': { target: 'loading' } },
    },
  },
});
