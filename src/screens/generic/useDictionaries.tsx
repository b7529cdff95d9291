// Option dictionaries (spec section 3: server dictionaries, cached per session) for labelling
// codes a screen shows, read once by a query machine. Until they arrive, labels fall back to the
// codes (optionLabel); when they fail, `failure` is an alert the screen shows with a retry, so
// the user is not left with raw codes and no way out.
import { useActorRef, useSelector } from '@xstate/react';
import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import type { LabelledOption } from '../../contract/kernel/rules';
import { queryMachine } from '../../machines/asset/query.machine';
import { dictionariesRun } from '../../machines/asset/sources';
import { ErrorState } from '../../ui/ErrorState';
import { errorText } from '../errorText';

const NONE: Record<string, LabelledOption[]> = {};

export interface Dictionaries {
  options: Record<string, LabelledOption[]>;
  failure: ReactNode;
}

export function useDictionaries(names: readonly string[]): Dictionaries {
  const query = useActorRef(queryMachine, { input: { run: dictionariesRun([...names]), auto: true } });
  const options = useSelector(query, (s) => (s.context.result as Record<string, LabelledOption[]> | null) ?? NONE);
  const error = useSelector(query, (s) => (s.matches('failed') ? s.context.error : null));
  const failure = error ? (
    <ErrorState
      message={errorText(error, t`Some labels could not be loaded; codes are shown instead.`)}
      retryLabel={t`Try again`}
      onRetry={() => query.send({ type: 'query.run' })}
      testId="dictionaries-error"
    />
  ) : null;
  return { options, failure };
}
