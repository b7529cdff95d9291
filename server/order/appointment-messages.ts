// Texts of delivery appointments in both portal languages: the envelope message of each business
// error (src/contract/order/appointments.ts AppointmentErrorCode) and the status labels.
import { AppointmentErrorCode, appointmentStatusLabels as appointmentStatusSet, type AppointmentErrorCodeValue, type AppointmentStatus, type IneligibleOrder, type Language } from '../../src/contract';
import { ApiError } from '../http/api-error';
import { bi, fillBi, textOf, type Bi } from '../separate';

type Vars = Record<string, string | number>;

// the labels are the contract's (src/contract/order/labels.ts), read here as text pairs
export const appointmentStatusLabels: Record<AppointmentStatus, Bi> = appointmentStatusSet.bi;

export type AppointmentAction = 'submit' | 'cancel';
const actionLabels: Record<AppointmentAction, Bi> = {
  submit: bi('submit it', '提交'),
  cancel: bi('cancel it', '取消'),
};

const messages = {
  versionStale: [AppointmentErrorCode.versionStale, 409, bi('Appointment {formNo} was changed by someone else. Reload it and try again.', '预约单 {formNo} 已被他人修改，请刷新后重试。')],
  transitionRefused: [
    AppointmentErrorCode.transitionRefused,
    409,
    bi('Appointment {formNo} is "{status}": you cannot {action} now.', '预约单 {formNo} 当前状态为“{status}”，不能{action}。'),
  ],
  slotStarted: [
    AppointmentErrorCode.transitionRefused,
    409,
    bi('The delivery slot of appointment {formNo} has already started: it can no longer be cancelled.', '预约单 {formNo} 的送货时段已开始，不能再取消。'),
  ],
  ordersNotEligible: [
    AppointmentErrorCode.ordersNotEligible,
    409,
    bi('{count, plural, one {# order cannot} other {# orders cannot}} be booked: {orders}.', '有 {count} 个订单不能预约：{orders}。'),
  ],
  warehouse: [AppointmentErrorCode.invalid, 400, bi('Choose one of your active platform warehouses.', '请选择一个启用中的平台仓。')],
  datePast: [AppointmentErrorCode.invalid, 400, bi('The delivery date and slot must be in the future.', '送货日期和时段必须晚于当前时间。')],
  dateFar: [AppointmentErrorCode.invalid, 400, bi('The delivery date can be at most {days} days ahead.', '送货日期最多只能预约 {days} 天以内。')],
  notPrintable: [AppointmentErrorCode.notPrintable, 409, bi('Appointment {formNo} can be printed once it is submitted.', '预约单 {formNo} 提交后才能打印。')],
} satisfies Record<string, [AppointmentErrorCodeValue, number, Bi]>;

export type AppointmentMessageKey = keyof typeof messages;

export function appointmentError(key: AppointmentMessageKey, lang: Language, vars: Vars = {}, data: unknown = null, varsZh: Vars = vars): ApiError {
  const [code, status, text] = messages[key];
  return new ApiError(code, textOf(fillBi(text, vars, varsZh), lang), status, data);
}

export function appointmentRefused(lang: Language, formNo: string, status: AppointmentStatus, action: AppointmentAction): ApiError {
  return appointmentError(
    'transitionRefused',
    lang,
    { formNo, status: appointmentStatusLabels[status].en, action: actionLabels[action].en },
    { status, action },
    { formNo, status: appointmentStatusLabels[status].zh, action: actionLabels[action].zh },
  );
}

const reasonText: Record<IneligibleOrder['reason'], Bi> = {
  notFound: bi('not found', '不存在'),
  status: bi('not awaiting shipment', '不是待发货状态'),
  booked: bi('already in appointment {formNo}', '已在预约单 {formNo} 中'),
};

/** APPOINTMENT_ORDERS_NOT_ELIGIBLE naming each order and why; the data lists them for the screen. */
export function ordersNotEligible(lang: Language, orders: readonly (IneligibleOrder & { label: string })[]): ApiError {
  const list = (l: 'en' | 'zh') =>
    orders
      .slice(0, 10)
      .map((o) => `${o.label} (${fillBi(reasonText[o.reason], { formNo: o.formNo ?? '' })[l]})`)
      .join(l === 'en' ? ', ' : '，') + (orders.length > 10 ? (l === 'en' ? ', …' : '，…') : '');
  return appointmentError(
    'ordersNotEligible',
    lang,
    { count: orders.length, orders: list('en') },
    { orders: orders.map(({ id, reason, formNo }) => (formNo ? { id, reason, formNo } : { id, reason })) },
    { count: orders.length, orders: list('zh') },
  );
}
