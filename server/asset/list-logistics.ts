// Lists of the logistics channels: channels (asset.logistics) and their cost records
// (asset.logisticsCostRecords). Registered at import; every WHERE starts with the caller's tenant.
// The channel list declares its fields once in the contract's list spec (logisticsList); here is
// the SQL of each.
import { logisticsCostRecordsTable, logisticsList as logisticsSpec } from '../../src/contract';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';
import { costRecordList } from './list-warehouse';

export const logisticsList = registerList(
  defineSpecList(logisticsSpec, {
    from: sql`logistics_channels l
      JOIN carriers cr ON cr.id = l.carrier_id AND cr.tenant_id = l.tenant_id
      LEFT JOIN trunk_lines t ON t.id = l.trunk_line_id AND t.tenant_id = l.tenant_id`,
    id: sql`l.id`,
    fields: {
      id: sql`l.id`,
      code: sql`l.code`,
      name: sql`l.name`,
      carrierId: sql`l.carrier_id`,
      carrierName: sql`cr.name`,
      mode: sql`l.mode`,
      trunkLineName: sql`t.name`,
      transitDaysMin: sql`l.transit_days_min`,
      transitDaysMax: sql`l.transit_days_max`,
      cartCount: sql`(SELECT count(*) FROM cart_logistics cl WHERE cl.logistics_id = l.id)::int`,
      status: sql`l.status`,
      createdAt: sql`l.created_at`,
      updatedAt: sql`l.updated_at`,
      version: sql`l.version`,
    },
    scope: (caller) => [sql`l.tenant_id = ${caller.tenantId}`, sql`l.deleted_at IS NULL`],
  }),
);

export const logisticsCostRecordList = registerList(costRecordList(logisticsCostRecordsTable, 'logistics'));
