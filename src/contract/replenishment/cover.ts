// The platform's cover rule (docs/domain/receipts.md, "Replenishment"), shared by the suggestion job
// and the screens: days of cover = on hand ÷ daily sales (the last 30 days' sales ÷ 30; no sales,
// no figure: nothing runs out); under 14 days a sku is suggested for replenishment, the quantity
// covering 30 days beyond what is on hand and in transit, rounded up to whole cartons.
export const COVER_THRESHOLD_DAYS = 14;
export const COVER_TARGET_DAYS = 30;
export const SALES_WINDOW_DAYS = 30;
/** Units per carton: the reference data keeps no carton size per sku, so one for all. */
export const REPLENISHMENT_CARTON_QTY = 10;

export interface CoverFigures {
  onHand: number;
  inTransit: number;
  sales30d: number;
}

/** Days the on-hand stock lasts at the last 30 days' rate, one decimal; null without sales. */
export function daysOfCover(f: CoverFigures): number | null {
  if (f.sales30d <= 0) return null;
  return Math.floor((f.onHand * SALES_WINDOW_DAYS * 10) / f.sales30d) / 10;
}

/** What covers 30 days beyond on hand and in transit, in whole cartons (0 when nothing is needed). */
export function suggestedQty(f: CoverFigures): number {
  const need = (f.sales30d * COVER_TARGET_DAYS) / SALES_WINDOW_DAYS - f.onHand - f.inTransit;
  return need <= 0 ? 0 : Math.ceil(need / REPLENISHMENT_CARTON_QTY) * REPLENISHMENT_CARTON_QTY;
}

/** Whether the platform suggests the sku: cover under 14 days and something to send. */
export const needsReplenishment = (f: CoverFigures): boolean => {
  const days = daysOfCover(f);
  return days !== null && days < COVER_THRESHOLD_DAYS && suggestedQty(f) > 0;
};
