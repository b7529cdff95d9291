// Labels once (src/contract/kernel/labels.ts): a set reads in the language asked (Chinese for any
// zh tag), an unknown value reads as itself, and its options are the dictionary the server
// answers. The server's option dictionaries of the domains' values are the contract's sets, and
// no screen or resource keeps a second, lingui copy of them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contract from '../../../src/contract';
import { defineLabels, type LabelSet } from '../../../src/contract/kernel/labels';
import { optionDictionary } from '../../../server/common/options-catalog';

const sets = Object.entries(contract).filter(([name, v]) => name.endsWith('Labels') && typeof v === 'object' && v !== null && 'options' in v) as [string, LabelSet<string>][];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}

describe('label sets', () => {
  const s = defineLabels<'open' | 'closed'>({ open: ['Open', '待处理'], closed: ['Closed', '已关闭'] });

  it('read in the language asked', () => {
    expect([s.text('open', 'en'), s.text('open', 'zh-CN'), s.text('closed', 'zh'), s.text('closed', 'fr')]).toEqual(['Open', '待处理', '已关闭', 'Closed']);
    expect(s.text('reopened' as 'open', 'zh-CN')).toBe('reopened');
    expect(s.options()).toEqual([
      { value: 'open', label: 'Open', labelZh: '待处理' },
      { value: 'closed', label: 'Closed', labelZh: '已关闭' },
    ]);
    expect(s.bi.closed).toEqual({ en: 'Closed', zh: '已关闭' });
  });

  it('the contract exports the domains’ sets, each with every label in both languages', () => {
    expect(sets.map(([name]) => name)).toEqual(expect.arrayContaining(['orderStatusLabels', 'requestStatusLabels', 'separationStatusLabels', 'allotModeLabels', 'differenceStatusLabels']));
    for (const [name, set] of sets) for (const v of set.values) expect([name, v, set.bi[v].en.length > 0, set.bi[v].zh.length > 0]).toEqual([name, v, true, true]);
  });

  it('the option dictionaries of those values are the sets, named in the areas’ manifests', () => {
    const bySet: Record<string, LabelSet<string>> = {
      sellerOrderStatus: contract.orderStatusLabels,
      orderAbnormalKind: contract.abnormalKindLabels,
      orderAbnormalStatus: contract.abnormalStatusLabels,
      orderRequestStatus: contract.requestStatusLabels,
      leadTimeStatus: contract.leadTimeStatusLabels,
      platformOrderStatus: contract.platformOrderStatusLabels,
      separationStatus: contract.separationStatusLabels,
      incrementStatus: contract.incrementStatusLabels,
      warehouseGroupPushStatus: contract.pushStatusLabels,
      stockStatus: contract.stockStatusLabels,
      allotMode: contract.allotModeLabels,
      importRecordStatus: contract.importStatusLabels,
      exportStatus: contract.exportStatusLabels,
    };
    for (const [name, set] of Object.entries(bySet)) expect([name, optionDictionary(name)]).toEqual([name, set.options()]);
    // they come from the areas' manifests, and the option call knows their names
    expect(Object.keys(contract.areaOptions)).toEqual(expect.arrayContaining(Object.keys(bySet)));
    for (const name of Object.keys(bySet)) expect(contract.optionNameSchema.safeParse(name).success).toBe(true);
    expect(contract.optionNameSchema.safeParse('secrets').success).toBe(false);
    expect(optionDictionary('secrets')).toBeUndefined();
  });

  it('no screen or resource keeps a second copy of a set as lingui messages', () => {
    const setOf: Record<string, LabelSet<string>> = {
      OrderStatus: contract.orderStatusLabels,
      AbnormalKind: contract.abnormalKindLabels,
      AbnormalStatus: contract.abnormalStatusLabels,
      RequestStatus: contract.requestStatusLabels,
      RequestKind: contract.requestKindLabels,
      LeadTimeStatus: contract.leadTimeStatusLabels,
      PlatformOrderStatus: contract.platformOrderStatusLabels,
      DifferenceStatus: contract.differenceStatusLabels,
      AppointmentStatus: contract.appointmentStatusLabels,
      SeparationStatus: contract.separationStatusLabels,
      IncrementStatus: contract.incrementStatusLabels,
      AllotMode: contract.allotModeLabels,
      ImportStatus: contract.importStatusLabels,
      ImportType: contract.importTypeLabels,
    };
    // a record of one of those types whose messages are the set's own labels (other words, such as
    // a list's plural title per request kind, are screen texts and belong in the lingui catalog)
    const record = new RegExp(`Record<(${Object.keys(setOf).join('|')}), (?:MessageDescriptor|ReturnType<typeof msg>)> = \\{([^;]*)\\};`, 'g');
    const copies = [...files('src/screens'), ...files('src/resources')].flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(record)].flatMap(([, type, body]) => {
        const labels = new Set(setOf[type!]!.values.map((v) => setOf[type!]!.bi[v].en));
        return [...body!.matchAll(/msg`([^`]*)`|message: '([^']*)'/g)].filter((m) => labels.has(m[1] ?? m[2] ?? '')).map((m) => `${f}: ${type} ${m[1] ?? m[2]}`);
      }),
    );
    expect(copies).toEqual([]);
    // the guard finds a copy where there is one
    const probe = "const x: Record<OrderStatus, MessageDescriptor> = { shipped: msg`Shipped` };";
    expect([...probe.matchAll(record)].length).toBe(1);
  });
});
