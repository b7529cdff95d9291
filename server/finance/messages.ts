// The finance area's refusals and history notes, in both languages.
import type { Language } from '../../src/contract';
import { FinanceErrorCode } from '../../src/contract/finance';
import { ApiError } from '../http/api-error';
import { bi, textOf } from '../separate';

export const settlementDecided = (lang: Language) =>
  new ApiError(FinanceErrorCode.decided, textOf(bi('This settlement is no longer awaiting your confirmation. Nothing was changed.', '该结算单已不在待确认状态，本次操作未做任何更改。'), lang), 409, null);

export const settlementStale = (lang: Language) =>
  new ApiError(FinanceErrorCode.stale, textOf(bi('This settlement was changed meanwhile. Reload it and try again.', '该结算单已被更改，请刷新后重试。'), lang), 409, null);

export const disputeLineInvalid = (lang: Language, number: string) =>
  new ApiError(
    FinanceErrorCode.disputeLine,
    textOf(bi(`Line ${number} cannot be disputed: only a deduction of this settlement that is not disputed yet can be.`, `明细 ${number} 不能提出异议：只能对本结算单中尚未提出异议的扣款明细提出异议。`), lang),
    400,
    { field: 'lines' },
  );

export const disputeNoteRequired = (lang: Language, number: string) =>
  new ApiError(FinanceErrorCode.disputeNote, textOf(bi(`Say why you dispute line ${number}: the reason "Other" needs a note.`, `请说明对明细 ${number} 提出异议的原因：选择“其他”时必须填写说明。`), lang), 400, {
    field: 'note',
  });
