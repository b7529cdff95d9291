// An area's shell and its manifest (decision 035): the shell names what the portal's shell needs
// (option names, menu entries, work-queue counts) and the manifest must agree with it when it
// loads, so the light half cannot drift from the contract it stands for.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../../../src/contract';

const { defineAreaShell, defineContractArea, workQueueItem } = contract;
const list = { bizType: 'order.list', conditions: z.strictObject({ delayShip: z.boolean().optional() }) };
const labels = contract.defineLabels({ a: ['A', '甲'] });

describe('area shells', () => {
  it('are what the registries of the shell derive from, in the manifests’ order', () => {
    expect(contract.areaShells.map((s) => s.name)).toEqual(contract.contractAreas.map((a) => a.name));
    contract.contractAreas.forEach((a, i) => expect(a.shell).toBe(contract.areaShells[i]));
    expect(contract.workQueueItems.map((i) => i.id)).toEqual(['lowStock', 'isolationsWaiting', 'lateToShip', 'dueToShip', 'cancelDueSoon', 'returnDueSoon', 'refundDueSoon', 'requestsToAck', 'deliveriesDue', 'differencesDue', 'inquiriesDue']);
    expect(contract.builtMenuEntries.order).toContain('list');
    expect(Object.keys(contract.areaOptions).sort()).toEqual(contract.optionNames.filter((n) => !(contract.commonOptionNames as readonly string[]).includes(n)).sort());
  });

  it('refuse a menu entry the group does not have, and a count of an entry not built', () => {
    expect(() => defineAreaShell({ name: 'order', menu: ['nowhere'] })).toThrow(/menu names nowhere/);
    const count = workQueueItem<typeof list>({ id: 'late', group: 'order', entry: 'abnormalList', bizType: 'order.list', conditions: { delayShip: true } });
    expect(() => defineAreaShell({ name: 'order', menu: ['list'], workQueue: [count] })).toThrow(/no built entry/);
  });

  it('must name the option dictionaries the manifest labels', () => {
    const shell = defineAreaShell({ name: 'order', options: ['a'] });
    expect(defineContractArea({ shell, groups: {}, endpoints: [], options: { a: labels } }).name).toBe('order');
    expect(() => defineContractArea({ shell, groups: {}, endpoints: [] })).toThrow(/names the option dictionaries \[a\], the manifest labels \[\]/);
  });

  it('have their work-queue counts checked against the lists the manifest names', () => {
    const shell = defineAreaShell({ name: 'order', workQueue: [workQueueItem<typeof list>({ id: 'late', group: 'order', entry: 'list', bizType: 'order.list', conditions: { delayShip: true } })] });
    expect(defineContractArea({ shell, groups: {}, endpoints: [], workQueueLists: [list] }).name).toBe('order');
    expect(() => defineContractArea({ shell, groups: {}, endpoints: [] })).toThrow(/searches order.list, which is none of the manifest's workQueueLists/);
    const wrong = defineAreaShell({ name: 'order', workQueue: [{ id: 'late', group: 'order', entry: 'list', bizType: 'order.list', conditions: { dueSoon: true } }] });
    expect(() => defineContractArea({ shell: wrong, groups: {}, endpoints: [], workQueueLists: [list] })).toThrow(/its conditions are not order.list's/);
  });
});
