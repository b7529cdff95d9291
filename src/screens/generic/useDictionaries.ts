// Option dictionaries (spec section 3: server dictionaries, cached per session) for labelling
// codes a screen shows, read once by a query machine. Until they arrive, labels fall back to the
// codes (optionLabel).
import { useActorRef, useSelector } from '@xstate/react';
import type { LabelledOption } from '../../contract/rules';
import { queryMachine } from '../../machines/asset/query.machine';
import { dictionariesRun } from '../../machines/asset/sources';

const NONE: Record<string, LabelledOption[]> = {};

export function useDictionaries(names: readonly string[]): Record<string, LabelledOption[]> {
  const query = useActorRef(queryMachine, { input: { run: dictionariesRun([...names]), auto: true } });
  return useSelector(query, (s) => (s.context.result as Record<string, LabelledOption[]> | null) ?? NONE);
}
