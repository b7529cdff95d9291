// Runs a read-only view (src/resources/inventory/views.ts) through the generic detail machine:
// loading, failed with retry, viewing with reload. `ViewFrame` renders the loading and failed
// states and hands the loaded data to its children. Mount it with a `key` per id: a new id is a
// new view.
import { useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import type { ActorRefFrom } from 'xstate';
import { UnsupportedError } from '../../machines/generic/resource';
import type { DetailSource, Row } from '../../machines/generic/types';
import type { LabelledOption } from '../../contract/kernel/rules';
import type { ResourceIo } from '../../resources/types';
import { ErrorState } from '../../ui/ErrorState';
import { NotFound, type BackLink } from '../LoadGate';
import { detailMachine } from '../../machines/generic/detail.machine';
import { errorText } from '../errorText';

export interface ViewLike<T> {
  load(id: string, io: ResourceIo): Promise<T>;
}

export type ViewRef = ActorRefFrom<typeof detailMachine>;

export function useView<T>(view: ViewLike<T>, id: string, optionNames: string[] = []): ViewRef {
  const source = useMemo<DetailSource>(
    () => ({
      load: (key, io) => view.load(key, io) as Promise<unknown> as Promise<Row>,
      save: () => Promise.reject(new UnsupportedError('editing')),
      remove: () => Promise.reject(new UnsupportedError('deleting')),
      idOf: () => id,
      schema: z.any(),
      fromDetail: (d) => ({ ...(d ?? {}) }),
      optionNames,
    }),
    // a view instance lives for one id (remounted by key)
    [],
  );
  return useActorRef(detailMachine, { input: { id, source } });
}

/** The loaded data, the option dictionaries and a reload. */
export interface ViewData<T> {
  data: T;
  options: Record<string, LabelledOption[]>;
  reload(): void;
  reloading: boolean;
}

/** `back`: the list a record view belongs to, offered when its record does not exist (no retry then). */
export function ViewFrame<T>({ view, failedText, testId, back, children }: { view: ViewRef; failedText: string; testId?: string; back?: BackLink; children(d: ViewData<T>): ReactNode }) {
  const { t } = useLingui();
  const state = useSelector(view, (s) => s.value);
  const data = useSelector(view, (s) => s.context.detail);
  const options = useSelector(view, (s) => s.context.options);
  const error = useSelector(view, (s) => s.context.error);
  if (state === 'notFound') {
    return back ? <NotFound back={back} /> : <ErrorState message={t`This record does not exist or you cannot see it.`} testId={testId ? `${testId}-error` : undefined} />;
  }
  if (state === 'failed') {
    return <ErrorState message={errorText(error, failedText)} retryLabel={t`Try again`} onRetry={() => view.send({ type: 'detail.retry' })} testId={testId ? `${testId}-error` : undefined} />;
  }
  if (!data) {
    return (
      <p className="state" role="status" data-testid={testId ? `${testId}-loading` : undefined}>
        {t`Loading…`}
      </p>
    );
  }
  return <>{children({ data: data as T, options, reload: () => view.send({ type: 'detail.reloadRequested' }), reloading: state === 'loading' })}</>;
}
