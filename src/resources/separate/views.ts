// Read-only views of the isolation group: the history of one isolation (/separate/seq/:id): every
// transition with its actor and time (separate.record, oldest first) and what the automatic jobs
// did (separate.autoHistory, newest first), with the isolation's header for the title. The screen
// runs it through the generic detail machine (loading, failed with retry, viewing, reload).
import type { EndpointData } from '../../contract/kernel/endpoint';
import { getAutoSeparateHistory, getSeparation, getSeparationRecord } from '../../contract/separate/separation';
import type { ResourceIo } from '../types';
import type { ResourceView } from '../inventory';

export interface SeparationHistory {
  separation: EndpointData<typeof getSeparation>;
  entries: EndpointData<typeof getSeparationRecord>;
  runs: EndpointData<typeof getAutoSeparateHistory>;
}

/** id = the isolation's id. */
export const separationHistoryView: ResourceView<SeparationHistory> = {
  key: 'separate.history',
  load: async (id: string, { signal, call }: ResourceIo) => {
    const opts = { signal, quiet: true };
    const [separation, entries, runs] = await Promise.all([
      call(getSeparation, { params: { id } }, opts),
      call(getSeparationRecord, { query: { id } }, opts),
      call(getAutoSeparateHistory, { query: { id } }, opts),
    ]);
    return { separation, entries, runs };
  },
};
