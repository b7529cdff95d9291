// The "About this export" sheet (decision 024): which list, who asked and when (in their time
// zone), the filter in words, the sort and the columns, in the requester's language, so a file
// forwarded or opened weeks later still says what it holds. Small (one row per condition and
// column): built whole and written beside the streamed data sheet.
import { filterTerms, type ColumnDefinition, type FilterWords, type Language, type TableDefinition } from '../../src/contract';
import { optionDictionary } from '../common/options-catalog';
import { textIn } from '../lists/registry';
import { neutraliseText } from '../lists/neutralise';
import type { ZoneClock } from './export-cells';
import type { XlsxCell, XlsxExtraSheet } from './xlsx-stream-writer';

const words = {
  sheet: { en: 'About this export', 'zh-CN': '导出说明' },
  list: { en: 'List', 'zh-CN': '列表' },
  requestedBy: { en: 'Requested by', 'zh-CN': '申请人' },
  requestedAt: { en: 'Requested at', 'zh-CN': '申请时间' },
  timeZone: { en: 'Time zone', 'zh-CN': '时区' },
  sort: { en: 'Sort', 'zh-CN': '排序' },
  ascending: { en: 'ascending', 'zh-CN': '升序' },
  descending: { en: 'descending', 'zh-CN': '降序' },
  filter: { en: 'Filter', 'zh-CN': '筛选条件' },
  noFilter: { en: 'None: every row of the list', 'zh-CN': '无：列表的全部行' },
  columns: { en: 'Columns', 'zh-CN': '列' },
  yes: { en: 'Yes', 'zh-CN': '是' },
  from: { en: 'from {v}', 'zh-CN': '{v} 起' },
  until: { en: 'until {v}', 'zh-CN': '至 {v}' },
} satisfies Record<string, Record<Language, string>>;

const say = (key: keyof typeof words, lang: Language) => words[key][lang];

export const filterWordsIn = (lang: Language): FilterWords => ({
  yes: say('yes', lang),
  from: (v) => say('from', lang).replace('{v}', v),
  until: (v) => say('until', lang).replace('{v}', v),
});

export interface AboutExport {
  table: TableDefinition;
  title: string;
  lang: Language;
  requestedBy: string;
  requestedAt: Date;
  clock: ZoneClock;
  conditions: Record<string, unknown>;
  sort: { field: string; order: 'asc' | 'desc' } | undefined;
  columns: readonly ColumnDefinition[];
}

/** The sheet's rows: label in column A, value in column B. */
export function aboutSheet(about: AboutExport): XlsxExtraSheet {
  const { lang, table, clock } = about;
  const text = (value: string) => neutraliseText(value);
  const sort = about.sort ?? table.defaultSort;
  const sortColumn = table.columns.find((c) => c.key === sort.field);
  const terms = filterTerms(
    table.conditions.map((c) => ({ key: c.key, label: textIn(c.label, lang), kind: c.kind })),
    about.conditions,
    (condition, code) => {
      const optionName = table.conditions.find((c) => c.key === condition.key)?.optionName;
      const option = optionName ? optionDictionary(optionName)?.find((o) => String(o.value) === code) : undefined;
      return option ? (lang === 'zh-CN' ? (option.labelZh ?? option.label) : option.label) : code;
    },
    filterWordsIn(lang),
  );
  const rows: XlsxCell[][] = [
    [say('list', lang), text(about.title)],
    [say('requestedBy', lang), text(about.requestedBy)],
    [say('requestedAt', lang), { serial: clock.serial(about.requestedAt.getTime()), format: 'datetime' }],
    [say('timeZone', lang), clock.timeZone],
    [say('sort', lang), `${sortColumn ? textIn(sortColumn.title, lang) : sort.field}, ${say(sort.order === 'asc' ? 'ascending' : 'descending', lang)}`],
    [],
    terms.length ? [say('filter', lang)] : [say('filter', lang), say('noFilter', lang)],
    ...terms.map((t) => [text(t.label), text(t.value)]),
    [],
    [say('columns', lang)],
    ...about.columns.map((c, i) => [i + 1, text(textIn(c.title, lang))]),
  ];
  return { name: say('sheet', lang), rows };
}
