// Allotment change records (inventory.allotRecords): who changed which allotment when, old -> new.
// Its fields are declared once in the contract's list spec (allotRecordList); here is the SQL of
// each, and of the conditions that are not one field's. Registered at import; GET allot/record
// reads the same columns for chosen allotments (allotRecordSelect, allotRecordRowOf).
import { allotRecordList as allotRecordSpec } from '../../src/contract';
import { textContains } from '../lists/conditions';
import { registerList } from '../lists/registry';
import { defineSpecList, specRowReader, specSelect } from '../lists/spec-list';
import { sql } from '../lists/sql';

const fields = {
  id: sql`r.id`,
  allotmentId: sql`r.allotment_id`,
  warehouseGroupId: sql`r.group_id`,
  skuId: sql`r.sku_id`,
  cartId: sql`r.cart_id`,
  cartCode: sql`c.code`,
  changedAt: sql`r.changed_at`,
  changedByName: sql`r.changed_by_name`,
  warehouseGroupName: sql`g.name`,
  sku: sql`s.sku`,
  cartName: sql`c.name`,
  oldMode: sql`r.old_mode`,
  oldValue: sql`r.old_value::float8`,
  newMode: sql`r.new_mode`,
  newValue: sql`r.new_value::float8`,
};

/** The columns of a record (FROM allot_records r with g, s and c joined as in the list). */
export const allotRecordSelect = specSelect(allotRecordSpec, fields);
export const allotRecordRowOf = specRowReader(allotRecordSpec);

export const allotRecordList = registerList(
  defineSpecList(allotRecordSpec, {
    from: sql`allot_records r JOIN warehouse_groups g ON g.id = r.group_id JOIN skus s ON s.id = r.sku_id JOIN carts c ON c.id = r.cart_id`,
    id: sql`r.id`,
    fields,
    scope: (caller) => [sql`r.tenant_id = ${caller.tenantId}`],
    filters: {
      warehouseGroup: (value) => textContains(sql`g.name`, value),
      cart: (value) => (value.trim() ? sql`(${textContains(sql`c.code`, value)!} OR ${textContains(sql`c.name`, value)!})` : undefined),
      operator: (value) => textContains(sql`r.changed_by_name`, value),
    },
  }),
);
