// The tenant's logistics reference lists, managed on the channel's info screen (tabs): carriers,
// ports and trunk lines. Each is one GET of the whole list and POST, PUT {id}, DELETE {id} of an
// item (assets/logistics/carrier|port|trunk-line). Codes are unique per tenant and fixed once
// created; an item in use cannot be deleted (ASSET_CARRIER_IN_USE, ASSET_PORT_IN_USE,
// ASSET_TRUNK_LINE_IN_USE); a trunk line joins two different ports.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { z } from 'zod';
import {
  carrierCreate,
  carrierDelete,
  carrierUpdate,
  logisticsCarriers,
  logisticsModes,
  logisticsPorts,
  logisticsTrunkLines,
  portCreate,
  portDelete,
  portTypes,
  portUpdate,
  trunkLineCreate,
  trunkLineDelete,
  trunkLineUpdate,
  type carrierSchema,
  type portSchema,
  type trunkLineSchema,
} from '../../contract/asset/assets';
import type { AnyRecord, ResourceIo } from '../types';
import type { AssetField, AssetOptionSource } from './fields';

export interface ReferenceSource<Item extends AnyRecord = AnyRecord, Values extends AnyRecord = AnyRecord> {
  key: AssetOptionSource;
  title: MessageDescriptor;
  /** The label of one item (the create button, the form's heading). */
  itemName: MessageDescriptor;
  fields: AssetField[];
  /** Read-only columns besides the fields (usage counts). */
  extraColumns: { key: string; label: MessageDescriptor }[];
  schema: z.ZodType;
  load(io: ResourceIo): Promise<Item[]>;
  /** Creates (item null) or updates the item; answers the saved item. */
  save(request: { item: Item | null; values: Values }, io: ResourceIo): Promise<Item>;
  remove(item: Item, io: ResourceIo): Promise<unknown>;
  idOf(item: Item): string;
  /** An option of a select field naming this list. */
  labelOf(item: Item): string;
  fromItem(item: Item | null): Values;
  examples: { item: Item; values: { valid: Values; invalid: Values } };
}

function defineReference<Item extends AnyRecord, Values extends AnyRecord>(s: ReferenceSource<Item, Values>): ReferenceSource {
  return s as unknown as ReferenceSource;
}

const code = z.string().trim().min(1, 'required').regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/);
const name = z.string().trim().min(1, 'required').max(100);
const write = { save: true };

type Carrier = z.infer<typeof carrierSchema>;
interface CarrierValues extends AnyRecord {
  code: string;
  name: string;
  trackingUrl: string;
}

export const carriers = defineReference<Carrier, CarrierValues>({
  key: 'carriers',
  title: msg`Carriers`,
  itemName: msg`Carrier`,
  fields: [
    { name: 'code', label: msg`Carrier code`, kind: 'text', required: true, readOnlyOnEdit: true },
    { name: 'name', label: msg`Carrier name`, kind: 'text', required: true },
    { name: 'trackingUrl', label: msg`Tracking address`, kind: 'text', hint: msg`An http(s) address; {no} stands for the tracking number.` },
  ],
  extraColumns: [{ key: 'logisticsCount', label: msg`Channels` }],
  schema: z.object({
    code,
    name,
    trackingUrl: z.string().trim().max(300).refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'asset.url'),
  }),
  load: ({ signal, call }) => call(logisticsCarriers, {}, { signal, quiet: true }),
  save: ({ item, values: v }, { signal, call }) =>
    item
      ? call(carrierUpdate, { params: { id: item.id }, body: { name: v.name.trim(), trackingUrl: v.trackingUrl.trim(), version: item.version } }, { signal, ...write })
      : call(carrierCreate, { body: { code: v.code.trim(), name: v.name.trim(), trackingUrl: v.trackingUrl.trim() } }, { signal, ...write }),
  remove: (item, { signal, call }) => call(carrierDelete, { params: { id: item.id } }, { signal, ...write }),
  idOf: (item) => item.id,
  labelOf: (item) => `${item.name} (${item.code})`,
  fromItem: (item) => ({ code: item?.code ?? '', name: item?.name ?? '', trackingUrl: item?.trackingUrl ?? '' }),
  examples: {
    item: { id: 'car-1', code: 'DHL', name: 'DHL Express', trackingUrl: 'https://www.dhl.com/track?no={no}', logisticsCount: 3, version: 2 },
    values: { valid: { code: 'UPS', name: 'UPS', trackingUrl: '' }, invalid: { code: 'U P S', name: 'UPS', trackingUrl: '' } },
  },
});

type Port = z.infer<typeof portSchema>;
interface PortValues extends AnyRecord {
  code: string;
  name: string;
  country: string | null;
  portType: string | null;
}

export const ports = defineReference<Port, PortValues>({
  key: 'ports',
  title: msg`Ports`,
  itemName: msg`Port`,
  fields: [
    { name: 'code', label: msg`Port code`, kind: 'text', required: true, readOnlyOnEdit: true },
    { name: 'name', label: msg`Port name`, kind: 'text', required: true },
    { name: 'country', label: msg`Country`, kind: 'select', optionName: 'country', required: true },
    { name: 'portType', label: msg`Port type`, kind: 'select', optionName: 'portType', required: true },
  ],
  extraColumns: [],
  schema: z.object({ code, name, country: z.string({ error: 'required' }).regex(/^[A-Z]{2}$/, 'required'), portType: z.enum(portTypes, { error: 'required' }) }),
  load: ({ signal, call }) => call(logisticsPorts, {}, { signal, quiet: true }),
  save: ({ item, values: v }, { signal, call }) =>
    item
      ? call(portUpdate, { params: { id: item.id }, body: { name: v.name.trim(), country: v.country ?? '', portType: v.portType as Port['portType'], version: item.version } }, { signal, ...write })
      : call(portCreate, { body: { code: v.code.trim(), name: v.name.trim(), country: v.country ?? '', portType: v.portType as Port['portType'] } }, { signal, ...write }),
  remove: (item, { signal, call }) => call(portDelete, { params: { id: item.id } }, { signal, ...write }),
  idOf: (item) => item.id,
  labelOf: (item) => `${item.name} (${item.code})`,
  fromItem: (item) => ({ code: item?.code ?? '', name: item?.name ?? '', country: item?.country ?? null, portType: item?.portType ?? null }),
  examples: {
    item: { id: 'port-1', code: 'CNSZX', name: 'Shenzhen (Yantian)', country: 'CN', portType: 'sea', version: 1 },
    values: { valid: { code: 'USLAX', name: 'Los Angeles', country: 'US', portType: 'sea' }, invalid: { code: '', name: 'Los Angeles', country: 'US', portType: 'sea' } },
  },
});

type TrunkLine = z.infer<typeof trunkLineSchema>;
interface TrunkLineValues extends AnyRecord {
  code: string;
  name: string;
  originPortId: string | null;
  destinationPortId: string | null;
  mode: string | null;
  transitDays: number | null;
}

export const trunkLines = defineReference<TrunkLine, TrunkLineValues>({
  key: 'trunkLines',
  title: msg`Trunk lines`,
  itemName: msg`Trunk line`,
  fields: [
    { name: 'code', label: msg`Trunk line code`, kind: 'text', required: true, readOnlyOnEdit: true },
    { name: 'name', label: msg`Trunk line name`, kind: 'text', required: true },
    { name: 'originPortId', label: msg`Origin port`, kind: 'select', source: 'ports', required: true },
    { name: 'destinationPortId', label: msg`Destination port`, kind: 'select', source: 'ports', required: true },
    { name: 'mode', label: msg`Mode`, kind: 'select', optionName: 'logisticsMode', required: true },
    { name: 'transitDays', label: msg`Transit days`, kind: 'number', required: true },
  ],
  extraColumns: [],
  schema: z
    .object({
      code,
      name,
      originPortId: z.string({ error: 'required' }).min(1, 'required'),
      destinationPortId: z.string({ error: 'required' }).min(1, 'required'),
      mode: z.enum(logisticsModes, { error: 'required' }),
      transitDays: z.number({ error: 'required' }).int().min(0).max(365),
    })
    .superRefine((v, ctx) => {
      if (v.originPortId === v.destinationPortId) ctx.addIssue({ code: 'custom', path: ['destinationPortId'], message: 'asset.samePorts' });
    }),
  load: ({ signal, call }) => call(logisticsTrunkLines, {}, { signal, quiet: true }),
  save: ({ item, values: v }, { signal, call }) => {
    const fields = {
      name: v.name.trim(),
      originPortId: v.originPortId ?? '',
      destinationPortId: v.destinationPortId ?? '',
      mode: v.mode as TrunkLine['mode'],
      transitDays: v.transitDays ?? 0,
    };
    return item
      ? call(trunkLineUpdate, { params: { id: item.id }, body: { ...fields, version: item.version } }, { signal, ...write })
      : call(trunkLineCreate, { body: { code: v.code.trim(), ...fields } }, { signal, ...write });
  },
  remove: (item, { signal, call }) => call(trunkLineDelete, { params: { id: item.id } }, { signal, ...write }),
  idOf: (item) => item.id,
  labelOf: (item) => `${item.name} (${item.originPortCode} → ${item.destinationPortCode})`,
  fromItem: (item) => ({
    code: item?.code ?? '',
    name: item?.name ?? '',
    originPortId: item?.originPortId ?? null,
    destinationPortId: item?.destinationPortId ?? null,
    mode: item?.mode ?? null,
    transitDays: item?.transitDays ?? null,
  }),
  examples: {
    item: {
      id: 'tl-1',
      code: 'SZX-LAX',
      name: 'Shenzhen to Los Angeles',
      originPortId: 'port-1',
      originPortCode: 'CNSZX',
      destinationPortId: 'port-2',
      destinationPortCode: 'USLAX',
      mode: 'sea',
      transitDays: 18,
      version: 1,
    },
    values: {
      valid: { code: 'SZX-LGB', name: 'Shenzhen to Long Beach', originPortId: 'port-1', destinationPortId: 'port-3', mode: 'sea', transitDays: 20 },
      invalid: { code: 'SZX-LGB', name: 'Shenzhen to Long Beach', originPortId: 'port-1', destinationPortId: 'port-1', mode: 'sea', transitDays: 20 },
    },
  },
});

export const referenceSources: readonly ReferenceSource[] = [carriers, ports, trunkLines];
