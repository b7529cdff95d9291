// /bulkInventory/warehouse, warehouseInfo/:id? and inventory: the generic list and record screens
// over the area's resources (src/resources/bulkInventory). The record creates a bulk warehouse
// without an id and shows or updates one with it, with its pack quantities below (PacksSection);
// the list's "New" opens it empty.
import type { AnyResource } from '../../resources/types';
import { bulkStockResource } from '../../resources/bulkInventory/stock';
import { bulkWarehouseResource } from '../../resources/bulkInventory/warehouse';
import { DetailScreen } from '../generic/DetailScreen';
import { ListScreen } from '../generic/ListScreen';
import { PacksSection } from './PacksSection';

const warehouses = bulkWarehouseResource as unknown as AnyResource;

export function BulkWarehouseListScreen() {
  return <ListScreen resource={warehouses} />;
}

export function BulkWarehouseInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  // after a create the machine keeps the record and the URL takes its id (useResourceDetail)
  return (
    <>
      <DetailScreen resource={warehouses} id={id} />
      {id ? <PacksSection key={id} warehouseId={id} /> : null}
    </>
  );
}

export function BulkStockScreen() {
  return <ListScreen resource={bulkStockResource as unknown as AnyResource} />;
}
