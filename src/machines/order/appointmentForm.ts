// The appointment form's values and its client checks (mirroring the contract and the server):
// a platform warehouse, a date not in the past (today only with a slot not started yet), a slot
// and a carrier from the fixed lists, whole packages 1..999. Machines keep problem codes; screens
// translate them.
import {
  appointmentCarrierSchema,
  appointmentSlotSchema,
  MAX_PACKAGES,
  slotStart,
  type AppointmentDetail,
  type AppointmentForm,
} from '../../contract/order/appointments';

export interface AppointmentValues {
  warehouseId: string;
  date: string;
  slot: string;
  carrier: string;
  packages: string;
}
export type AppointmentField = keyof AppointmentValues;
export type AppointmentProblem = 'required' | 'datePast' | 'packagesInvalid' | 'notOffered';
export type AppointmentProblems = Partial<Record<AppointmentField, AppointmentProblem>>;

export const emptyValues = (): AppointmentValues => ({ warehouseId: '', date: '', slot: '', carrier: '', packages: '' });

/** The values of a loaded appointment (a draft has none yet; its one warehouse is chosen for it). */
export function valuesOf(d: AppointmentDetail | null): AppointmentValues {
  if (!d) return emptyValues();
  return {
    warehouseId: d.warehouse?.id ?? (d.warehouses.length === 1 ? d.warehouses[0].id : ''),
    date: d.date ?? '',
    slot: d.slot ?? '',
    carrier: d.carrier ?? '',
    packages: d.packages === null ? '' : String(d.packages),
  };
}

/** What is wrong with the values now (`now` decides what is past). */
export function formProblems(v: AppointmentValues, warehouseIds: readonly string[], now: Date): AppointmentProblems {
  const p: AppointmentProblems = {};
  if (!v.warehouseId) p.warehouseId = 'required';
  else if (!warehouseIds.includes(v.warehouseId)) p.warehouseId = 'notOffered';
  if (!v.slot) p.slot = 'required';
  else if (!appointmentSlotSchema.safeParse(v.slot).success) p.slot = 'notOffered';
  if (!v.date) p.date = 'required';
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(v.date) || Number.isNaN(Date.parse(v.date))) p.date = 'required';
  else if (v.date < now.toISOString().slice(0, 10) || (!p.slot && slotStart(v.date, v.slot as AppointmentForm['slot']) <= now)) p.date = 'datePast';
  if (!v.carrier) p.carrier = 'required';
  else if (!appointmentCarrierSchema.safeParse(v.carrier).success) p.carrier = 'notOffered';
  if (!v.packages.trim()) p.packages = 'required';
  else if (!/^\d+$/.test(v.packages.trim()) || Number(v.packages) < 1 || Number(v.packages) > MAX_PACKAGES) p.packages = 'packagesInvalid';
  return p;
}

/** The submit body's form part (only called with values that have no problems). */
export const formBody = (v: AppointmentValues): AppointmentForm => ({
  warehouseId: v.warehouseId,
  date: v.date,
  slot: v.slot as AppointmentForm['slot'],
  carrier: v.carrier as AppointmentForm['carrier'],
  packages: Number(v.packages.trim()),
});
