// The price inquiry machine (/receipt/priceInquiryInfo/:no) on the record-with-actions kit: "Clear
// reply" (an optional note) only while replied and before the deadline, sent once with the version read
// (record-actions-suite.ts checks the kit's rules).
import { describe, expect, it } from 'vitest';
import { CallError } from '../../../src/services';
import { clearInquiryReply, INQUIRY_NOTE_MAX, inquiryHeaderSchema, inquiryLineSchema, InquiryErrorCode } from '../../../src/contract/receipt';
import { inquiryMachine, inquirySpec, replyOpen } from '../../../src/machines/receipt/inquiry.machine';
import { recordActionsModelTests } from '../generic/record-actions-suite';
import { inquiryRecord } from './inquiry-fixtures';

const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');

describe('price inquiry machine', () => {
  it('the fixtures are answers the contract accepts; clearing follows the state and the deadline', () => {
    const r = inquiryRecord('replied', 2);
    expect(inquiryHeaderSchema.parse(r)).toMatchObject({ status: 'replied', version: 2 });
    expect(r.table.every((l) => inquiryLineSchema.safeParse(l).success)).toBe(true);
    const clear = inquirySpec.actions.clear;
    expect([clear.allowed(inquiryRecord('replied')), clear.allowed(inquiryRecord('open')), clear.allowed(inquiryRecord('replied', 1, true)), clear.allowed(inquiryRecord('awarded'))]).toEqual([true, false, false, false]);
    expect([replyOpen(inquiryRecord('open')), replyOpen(inquiryRecord('open', 1, true)), replyOpen(inquiryRecord('expired'))]).toEqual([true, false, false]);
  });

  recordActionsModelTests({
    spec: inquirySpec,
    machine: inquiryMachine,
    key: 'PI260225002',
    loaded: [inquiryRecord('replied', 2), inquiryRecord('open', 1)],
    submitted: [inquiryRecord('open', 3)],
    stale: new CallError('envelope', InquiryErrorCode.closed, 'The reply window closed.'),
    refused: failure,
    loadFailure: failure,
    notes: ['Quoted the wrong currency', ' ', 'x'.repeat(INQUIRY_NOTE_MAX + 1)],
    coverage: { states: 9, transitions: 16 },
    bodyAccepted: (i) => clearInquiryReply.body?.safeParse({ no: i.key, version: i.version, note: i.note }).success === true,
  });
});
