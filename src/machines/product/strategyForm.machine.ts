// Creating or changing a fulfilment strategy in a dialog (/product/fulfillmentStrategyList).
//   closed    nothing shown. strategy.opened {row?} -> editing (a new strategy's defaults, or the
//             row's values and version).
//   editing   context.values (as typed), problems; strategy.fieldChanged keeps a value (and clears
//             its problem and the error). strategy.submitted -> saving when formProblems() finds
//             none, else stays with context.problems. strategy.closed -> closed.
//   saving    create or update (invoke 'save'); tag 'busy'. A second submit is not handled here,
//             so a double click saves once. Done -> closed (announceSaved, the list reloads);
//             failure -> editing with context.error, and the fields the server named
//             (PRODUCT_STRATEGY_INVALID data.fields) marked 'server'.
import { assign, fromPromise, setup } from 'xstate';
import { CallError, call } from '../../services';
import { HANDLING_DAYS_MAX, STRATEGY_NAME_MAX, createStrategy, strategyProblems, updateStrategy, type CarrierClass, type StrategyProblem, type StrategyRow } from '../../contract/product/strategy';
import type { FulfilmentTag } from '../../contract/product/tag';
import { toMachineError, type MachineError } from '../support/errors';

export type StrategyField = 'name' | 'tag' | 'cutOffTime' | 'carrierClass' | 'handlingDays';
export type StrategyFormProblem = 'required' | 'tooLong' | 'invalid' | StrategyProblem | 'server';

export interface StrategyValues {
  name: string;
  tag: FulfilmentTag;
  cutOffTime: string;
  carrierClass: CarrierClass;
  handlingDays: string;
}

export interface StrategyFormContext {
  /** The row being changed; null: a new strategy. */
  row: StrategyRow | null;
  values: StrategyValues;
  problems: Partial<Record<StrategyField, StrategyFormProblem>>;
  error: MachineError | null;
}

export type StrategyFormEvent =
  | { type: 'strategy.opened'; row: StrategyRow | null }
  | { type: 'strategy.fieldChanged'; field: StrategyField; value: string }
  | { type: 'strategy.submitted' }
  | { type: 'strategy.closed' };

const blank: StrategyValues = { name: '', tag: 'fastDelivery', cutOffTime: '14:00', carrierClass: 'express', handlingDays: '1' };

/** What is wrong before anything is sent: the values' shapes, then the label's rules. */
export function formProblems(v: StrategyValues): Partial<Record<StrategyField, StrategyFormProblem>> {
  const problems: Partial<Record<StrategyField, StrategyFormProblem>> = {};
  const name = v.name.trim();
  if (!name) problems.name = 'required';
  else if (name.length > STRATEGY_NAME_MAX) problems.name = 'tooLong';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(v.cutOffTime)) problems.cutOffTime = 'invalid';
  const days = v.handlingDays.trim();
  if (!/^\d+$/.test(days) || Number(days) > HANDLING_DAYS_MAX) problems.handlingDays = 'invalid';
  else for (const p of strategyProblems({ tag: v.tag, carrierClass: v.carrierClass, handlingDays: Number(days) })) problems[p.field] ??= p.problem;
  return problems;
}

type Input = { row: StrategyRow | null; values: StrategyValues };

export const strategyFormMachine = setup({
  types: {
    context: {} as StrategyFormContext,
    events: {} as StrategyFormEvent,
    children: {} as { save: 'save' },
  },
  actors: {
    save: fromPromise<StrategyRow, Input>(({ input: { row, values }, signal }) => {
      const body = { name: values.name.trim(), tag: values.tag, cutOffTime: values.cutOffTime, carrierClass: values.carrierClass, handlingDays: Number(values.handlingDays.trim()) };
      return row ? call(updateStrategy, { body: { id: row.id, version: row.version, ...body } }, { signal, save: true }) : call(createStrategy, { body }, { signal, save: true });
    }),
  },
  actions: {
    /** Saved (provided by the screen: a toast, the list read again). */
    announceSaved: () => {},
  },
  guards: {
    valid: ({ context }) => Object.keys(formProblems(context.values)).length === 0,
  },
}).createMachine({
  id: 'strategyForm',
  context: { row: null, values: blank, problems: {}, error: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'strategy.opened': {
          target: 'editing',
          actions: assign(({ event }) => ({
            row: event.row,
            values: event.row ? { name: event.row.name, tag: event.row.tag, cutOffTime: event.row.cutOffTime, carrierClass: event.row.carrierClass, handlingDays: String(event.row.handlingDays) } : blank,
            problems: {},
            error: null,
          })),
        },
      },
    },
    editing: {
      on: {
        'strategy.fieldChanged': {
          actions: assign(({ context, event }) => ({ values: { ...context.values, [event.field]: event.value }, problems: { ...context.problems, [event.field]: undefined }, error: null })),
        },
        'strategy.submitted': [
          { guard: 'valid', target: 'saving', actions: assign({ error: null }) },
          { actions: assign({ problems: ({ context }) => formProblems(context.values) }) },
        ],
        'strategy.closed': 'closed',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ row: context.row, values: context.values }),
        onDone: { target: 'closed', actions: 'announceSaved' },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const data = event.error instanceof CallError ? (event.error.data as { fields?: unknown } | undefined) : undefined;
            const fields = Array.isArray(data?.fields) ? (data.fields as StrategyField[]) : [];
            return { error: toMachineError(event.error), problems: Object.fromEntries(fields.map((f) => [f, 'server' as const])) };
          }),
        },
      },
    },
  },
});
