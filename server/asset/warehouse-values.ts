// The columns a warehouse create or update writes, after the rules: shared by the warehouse
// screen's calls and the warehouse import.
import { AssetErrorCode, type Language, type warehouseCreateSchema } from '../../src/contract';
import type { z } from 'zod';
import { blankToNull } from './common';
import { assetError } from './messages';

export type WarehouseInput = Omit<z.output<typeof warehouseCreateSchema>, 'code'>;

export function warehouseValues(body: WarehouseInput, lang: Language) {
  const thirdParty = body.type === 'thirdParty';
  const providerName = thirdParty ? blankToNull(body.providerName) : null;
  if (thirdParty && !providerName) throw assetError(AssetErrorCode.providerRequired, lang, {}, { field: 'providerName' });
  return {
    name: body.name,
    type: body.type,
    provider_name: providerName,
    provider_warehouse_code: thirdParty ? blankToNull(body.providerWarehouseCode) : null,
    country: body.address.country,
    state_or_province: body.address.stateOrProvince,
    city: body.address.city,
    district: body.address.district,
    area: body.address.area,
    address_line1: body.address.addressLine1,
    postal_code: body.address.postalCode,
    contact_name: body.contactName,
    contact_phone: body.contactPhone,
    currency: body.currency,
    status: body.status,
    remark: body.remark,
  };
}
