// The user's most visited menu pages (common.visitStatistics): the dashboard's frequent pages.
import { getVisitStatistics, type VisitStatistics } from '../contract/common/visits';
import type { ResourceIo } from '../machines/generic/types';

export const visitStatisticsQuery = {
  run: (_params: Record<string, unknown>, { signal, call }: ResourceIo): Promise<VisitStatistics> => call(getVisitStatistics, { query: {} }, { signal, quiet: true }),
};
