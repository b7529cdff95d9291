// Lists of the logistics channels: channels (asset.logistics) and their cost records
// (asset.logisticsCostRecords). Registered at import; every WHERE starts with the caller's tenant.
import { logisticsConditionsSchema, logisticsCostRecordsTable, logisticsTable } from '../../src/contract';
import { dateRange, equals, inList, textContains } from '../lists/conditions';
import { defineKeysetList } from '../lists/define';
import { registerList } from '../lists/registry';
import { sql } from '../lists/sql';
import { costRecordList } from './list-warehouse';

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

export interface LogisticsRow {
  id: string;
  code: string;
  name: string;
  carrierId: string;
  carrierName: string;
  mode: 'express' | 'air' | 'sea' | 'rail' | 'truck';
  trunkLineName: string | null;
  transitDaysMin: number;
  transitDaysMax: number;
  status: 'active' | 'disabled';
  cartCount: number;
  updatedAt: string;
  version: number;
}

export const logisticsList = registerList(
  defineKeysetList<LogisticsRow, typeof logisticsConditionsSchema>({
    table: logisticsTable,
    conditionSchema: logisticsConditionsSchema,
    select: sql`l.id, l.code, l.name, l.carrier_id, cr.name AS carrier_name, l.mode, t.name AS trunk_line_name, l.transit_days_min,
      l.transit_days_max, l.status, l.updated_at, l.version,
      (SELECT count(*) FROM cart_logistics cl WHERE cl.logistics_id = l.id)::int AS cart_count`,
    from: sql`logistics_channels l
      JOIN carriers cr ON cr.id = l.carrier_id AND cr.tenant_id = l.tenant_id
      LEFT JOIN trunk_lines t ON t.id = l.trunk_line_id AND t.tenant_id = l.tenant_id`,
    idColumn: sql`l.id`,
    sortable: {
      code: sql`l.code`,
      name: sql`l.name`,
      mode: sql`l.mode`,
      status: sql`l.status`,
      createdAt: sql`l.created_at`,
      updatedAt: sql`l.updated_at`,
    },
    where: (caller, c) => [
      sql`l.tenant_id = ${caller.tenantId}`,
      sql`l.deleted_at IS NULL`,
      textContains(sql`l.code`, c.code),
      textContains(sql`l.name`, c.name),
      textContains(sql`cr.name`, c.carrierName),
      inList(sql`l.mode`, c.mode),
      equals(sql`l.status`, c.status),
      dateRange(sql`l.updated_at`, c.updatedAt),
    ],
    mapRow: (r) => ({
      id: String(r.id),
      code: String(r.code),
      name: String(r.name),
      carrierId: String(r.carrier_id),
      carrierName: String(r.carrier_name),
      mode: r.mode as LogisticsRow['mode'],
      trunkLineName: (r.trunk_line_name as string | null) ?? null,
      transitDaysMin: Number(r.transit_days_min),
      transitDaysMax: Number(r.transit_days_max),
      status: r.status as LogisticsRow['status'],
      cartCount: Number(r.cart_count),
      updatedAt: iso(r.updated_at),
      version: Number(r.version),
    }),
  }),
);

export const logisticsCostRecordList = registerList(costRecordList(logisticsCostRecordsTable, 'logistics'));
