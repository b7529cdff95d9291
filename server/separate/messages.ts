// Texts of the isolation (separation) domain in both portal languages: the envelope message of each
// business error (src/contract/separate/separation.ts SeparateErrorCode), the labels of statuses and
// actions (also the option dictionaries separationStatus and incrementStatus), and the history
// notes. History notes and failure reasons are stored in both languages ({ en, zh }) and shown in
// the reader's.
import {
  SeparateErrorCode,
  incrementStatusLabels as incrementStatusSet,
  separationStatusLabels as separationStatusSet,
  type IncrementStatus,
  type Language,
  type SeparateErrorCodeValue,
  type SeparationAction,
  type SeparationStatus,
} from '../../src/contract';
import { ApiError } from '../http/api-error';
import { fillMessage } from '../http/fill-message';

export type Bi = { en: string; zh: string };
type Vars = Record<string, string | number>;

export const bi = (en: string, zh: string): Bi => ({ en, zh });
export const textOf = (text: Bi, lang: Language): string => (lang === 'zh-CN' ? text.zh : text.en);
/** A text of both languages with its {name} placeholders filled (Chinese values may differ). */
export const fillBi = (text: Bi, vars: Vars, varsZh: Vars = vars): Bi => ({ en: fillMessage(text.en, vars), zh: fillMessage(text.zh, varsZh) });

// the labels are the contract's (src/contract/separate/labels.ts), read here as text pairs
export const separationStatusLabels: Record<SeparationStatus, Bi> = separationStatusSet.bi;
export const incrementStatusLabels: Record<IncrementStatus, Bi> = incrementStatusSet.bi;

/** What a refused call would have done, as it reads in "you cannot ... now" about an isolation. */
export const actionLabels: Record<SeparationAction, Bi> = {
  create: bi('create it', '创建'),
  update: bi('edit it', '编辑'),
  groupSubmit: bi('set its groups and lines', '提交仓库组及明细'),
  updateQty: bi('change its quantities', '修改数量'),
  check: bi('check it', '校验'),
  submit: bi('submit it', '提交'),
  start: bi('start it', '生效'),
  suspend: bi('suspend it', '暂停'),
  suspendConfirm: bi('confirm its suspension', '确认暂停'),
  continue: bi('continue it', '继续'),
  abortedTime: bi('change its end time', '修改结束时间'),
  finish: bi('finish it', '结束'),
  terminate: bi('terminate it', '终止隔离'),
  terminateRestore: bi('terminate it', '终止并恢复库存'),
  recover: bi('recover its stock', '恢复库存'),
  cancel: bi('cancel it', '取消'),
  delete: bi('delete it', '删除'),
  incrementCreate: bi('add an incremental separation to it', '新增增量隔离'),
  incrementQty: bi('change the quantities of its incremental separations', '修改增量数量'),
  incrementSync: bi('sync its incremental separations', '同步增量隔离'),
  incrementSynced: bi('sync its incremental separations', '同步增量隔离'),
  incrementSyncFailed: bi('sync its incremental separations', '同步增量隔离'),
  incrementCancel: bi('cancel its incremental separations', '取消增量隔离'),
  incrementTerminate: bi('terminate its incremental separations', '终止增量隔离'),
};

/** The same, about one incremental separation. */
const incrementActionLabels: Partial<Record<SeparationAction, Bi>> = {
  incrementQty: bi('change its quantities', '修改数量'),
  incrementSync: bi('sync it', '同步'),
  incrementCancel: bi('cancel it', '取消'),
  incrementTerminate: bi('terminate it', '终止'),
};

/** The text of message key common.message.isolationProcessing (src/locales). */
export const isolationProcessingText = bi(
  'Stock isolation is being processed automatically; conflicting actions are unavailable until it finishes.',
  '库存隔离正在自动处理中，处理完成前相关冲突操作不可用。',
);

/** Each message: its envelope code, HTTP status and text. Several messages may share a code. */
const messages = {
  versionStale: [SeparateErrorCode.versionStale, 409, bi('Isolation {code} was changed by someone else. Reload it and try again.', '隔离单 {code} 已被他人修改，请刷新后重试。')],
  transitionRefused: [
    SeparateErrorCode.transitionRefused,
    409,
    bi('Isolation {code} is "{status}": you cannot {action} now.', '隔离单 {code} 当前状态为“{status}”，不能{action}。'),
  ],
  recoverRestored: [
    SeparateErrorCode.transitionRefused,
    409,
    bi('Isolation {code} returned its stock when it was terminated: there is nothing to recover.', '隔离单 {code} 终止时已恢复库存，无需再恢复。'),
  ],
  processing: [SeparateErrorCode.processing, 409, isolationProcessingText],
  insufficientStock: [SeparateErrorCode.insufficientStock, 409, bi('Not enough available stock to isolate: {lines}.', '可用库存不足，无法隔离：{lines}。')],
  checkFailed: [
    SeparateErrorCode.checkFailed,
    400,
    bi('{count, plural, one {# line asks} other {# lines ask}} for more than the available stock: {lines}. Lower them and check again.', '有 {count} 行超过可用库存：{lines}。请调整数量后重新校验。'),
  ],
  noLines: [SeparateErrorCode.noLines, 400, bi('Isolation {code} has no lines yet. Add lines first.', '隔离单 {code} 还没有明细，请先添加明细。')],
  periodEnd: [SeparateErrorCode.periodInvalid, 400, bi('The end time must be after the start time.', '结束时间必须晚于开始时间。')],
  periodPast: [SeparateErrorCode.periodInvalid, 400, bi('The end time must be in the future.', '结束时间必须晚于当前时间。')],
  cartNotFound: [SeparateErrorCode.cartNotFound, 404, bi('The shop was not found or is not active.', '店铺不存在或未启用。')],
  groupNoWarehouse: [
    SeparateErrorCode.groupNotUsable,
    400,
    bi('Warehouse group "{name}" has no warehouses and cannot be used for isolation.', '仓库组“{name}”没有仓库，不能用于库存隔离。'),
  ],
  groupNotChosen: [
    SeparateErrorCode.groupNotUsable,
    400,
    bi('Warehouse group "{name}" is not one of the warehouse groups of this isolation.', '仓库组“{name}”不是该隔离单选择的仓库组。'),
  ],
  skuNotFound: [SeparateErrorCode.skuNotFound, 404, bi('{count, plural, one {No SKU has the code} other {No SKU has these codes}}: {skus}.', '以下 SKU 编码不存在：{skus}。')],
  skuIdNotFound: [SeparateErrorCode.skuNotFound, 404, bi('A SKU of the lines was not found.', '明细中的 SKU 不存在。')],
  incrementStale: [
    SeparateErrorCode.incrementStale,
    409,
    bi('Incremental separation {code} was changed by someone else. Reload it and try again.', '增量隔离 {code} 已被他人修改，请刷新后重试。'),
  ],
  incrementTransitionRefused: [
    SeparateErrorCode.incrementTransitionRefused,
    409,
    bi('Incremental separation {code} is "{status}": you cannot {action} now.', '增量隔离 {code} 当前状态为“{status}”，不能{action}。'),
  ],
} satisfies Record<string, [SeparateErrorCodeValue, number, Bi]>;

export type SeparationMessageKey = keyof typeof messages;

export function separationText(key: SeparationMessageKey, vars: Vars = {}, varsZh: Vars = vars): Bi {
  return fillBi(messages[key][2], vars, varsZh);
}

/** The ApiError of a business rule: its code, the message in the caller's language, data naming the culprit. */
export function separationError(key: SeparationMessageKey, lang: Language, vars: Vars = {}, data: unknown = null, varsZh: Vars = vars): ApiError {
  const [code, status] = messages[key];
  return new ApiError(code, textOf(separationText(key, vars, varsZh), lang), status, data);
}

/** SEPARATE_TRANSITION_REFUSED with the status and action named in the caller's language. */
export function transitionRefused(lang: Language, code: string, status: SeparationStatus, action: SeparationAction): ApiError {
  return separationError(
    'transitionRefused',
    lang,
    { code, status: separationStatusLabels[status].en, action: actionLabels[action].en },
    { status, action },
    { code, status: separationStatusLabels[status].zh, action: actionLabels[action].zh },
  );
}

export function incrementTransitionRefused(lang: Language, code: string, status: IncrementStatus, action: SeparationAction): ApiError {
  const label = incrementActionLabels[action] ?? actionLabels[action];
  return separationError(
    'incrementTransitionRefused',
    lang,
    { code, status: incrementStatusLabels[status].en, action: label.en },
    { status, action },
    { code, status: incrementStatusLabels[status].zh, action: label.zh },
  );
}

/** A line short of stock, named for messages. */
export interface ShortLine {
  skuId: string;
  sku: string;
  warehouseGroupId: string;
  warehouseGroupName: string;
  qty: number;
  available: number;
}

export function shortLinesText(lines: readonly ShortLine[]): Bi {
  return {
    en: lines.map((l) => `SKU ${l.sku} in "${l.warehouseGroupName}" needs ${l.qty}, ${l.available} available`).join('; '),
    zh: lines.map((l) => `SKU ${l.sku}（仓库组“${l.warehouseGroupName}”）需要 ${l.qty}，可用 ${l.available}`).join('；'),
  };
}

export function insufficientStock(lang: Language, lines: readonly ShortLine[]): ApiError {
  const text = shortLinesText(lines);
  return separationError('insufficientStock', lang, { lines: text.en }, { lines }, { lines: text.zh });
}

/** The message of one check problem. */
export function problemText(line: ShortLine): Bi {
  return {
    en: `Asks for ${line.qty}, ${line.available} available in "${line.warehouseGroupName}".`,
    zh: `需要 ${line.qty}，仓库组“${line.warehouseGroupName}”可用 ${line.available}。`,
  };
}

// ---- history notes -----------------------------------------------------------------------------

const notes = {
  create: bi('Created for shop {cart}.', '为店铺 {cart} 创建。'),
  update: bi('Name, shop, period or remark edited.', '修改了名称、店铺、时间或备注。'),
  groupSubmit: bi('{groups, plural, one {# warehouse group} other {# warehouse groups}}, {lines, plural, one {# line} other {# lines}}, {qty, plural, one {# unit} other {# units}} in total.', '{groups} 个仓库组，{lines} 行明细，共 {qty} 件。'),
  updateQty: bi('Quantities changed: {changes}.', '数量修改：{changes}。'),
  upload: bi('Upload: {lines, plural, one {# line} other {# lines}} set ({changes}).', '导入：设置 {lines} 行明细（{changes}）。'),
  check: bi('Every line fits the available stock.', '所有明细均未超过可用库存。'),
  submitAuto: bi('Submitted; starts automatically at its start time.', '已提交，将在开始时间自动生效。'),
  submitManual: bi('Submitted; waits for a manual start.', '已提交，等待手动生效。'),
  start: bi('Isolated {qty, plural, one {# unit} other {# units}} on {lines, plural, one {# line} other {# lines}}.', '隔离 {lines} 行明细共 {qty} 件。'),
  startFailed: bi('Automatic start failed, automatic start turned off: {reason}', '自动生效失败，已关闭自动生效：{reason}'),
  suspend: bi('Suspension requested; {qty} units stay isolated until it is confirmed.', '已申请暂停，确认前 {qty} 件仍保持隔离。'),
  suspendConfirm: bi('Suspended; {qty} units returned to the shared stock.', '已暂停，{qty} 件退回共享库存。'),
  continueWithdrawn: bi('Suspension withdrawn; the stock stays isolated.', '撤回暂停申请，库存保持隔离。'),
  continueAgain: bi('Continued; isolated {qty} units again.', '已继续，重新隔离 {qty} 件。'),
  abortedTime: bi('End time {from} → {to}.', '结束时间 {from} → {to}。'),
  finish: bi('Finished; {qty} units returned to the shared stock.', '已结束，{qty} 件退回共享库存。'),
  terminateKeep: bi('Terminated; {qty} units stay isolated for the shop until recovered.', '已终止，{qty} 件仍为店铺保留，待恢复。'),
  terminateRestore: bi('Terminated; {qty} units returned to the shared stock.', '已终止，{qty} 件退回共享库存。'),
  recover: bi('Recovered; {qty} units returned to the shared stock.', '已恢复，{qty} 件退回共享库存。'),
  cancel: bi('Cancelled.', '已取消。'),
  delete: bi('Deleted.', '已删除。'),
  incrementCreate: bi('{lines, plural, one {# line} other {# lines}}, {qty, plural, one {# unit} other {# units}}.', '{lines} 行明细，共 {qty} 件。'),
  incrementQty: bi('Lines replaced: {lines, plural, one {# line} other {# lines}}, {qty, plural, one {# unit} other {# units}}.', '明细已替换：{lines} 行，共 {qty} 件。'),
  incrementSync: bi('Queued for the automatic job.', '已提交自动同步。'),
  incrementSynced: bi('Isolated {qty} more units.', '追加隔离 {qty} 件。'),
  incrementSyncFailed: bi('Not synced: {reason}', '同步失败：{reason}'),
  incrementCancel: bi('Cancelled.', '已取消。'),
  incrementTerminate: bi('Terminated; {qty} units left the isolation and returned to the shared stock.', '已终止，{qty} 件退出隔离并退回共享库存。'),
  notInEffect: bi('the isolation is no longer in effect.', '隔离单已不在生效中。'),
} satisfies Record<string, Bi>;

export type NoteKey = keyof typeof notes;

export function note(key: NoteKey, vars: Vars = {}, varsZh: Vars = vars): Bi {
  return fillBi(notes[key], vars, varsZh);
}
