// The tag application record on the record-with-actions kit (record-actions-suite.ts checks the
// kit's rules): an applied application offers "withdraw", an approved one "revoke", each with a
// required reason; a rejected one nothing; a decision the platform made first asks for a reload.
// The two actions start from different statuses (no record offers both), so the suite runs once
// per action over the spec's own rule and call for it.
import { describe } from 'vitest';
import { CallError } from '../../../src/services';
import { TagErrorCode, revokeTag, withdrawTag, type TagApplicationInfo } from '../../../src/contract/product/tag';
import { tagApplicationSpec, type TagAction } from '../../../src/machines/product/tagApplication.machine';
import { createRecordActionsMachine, type RecordActionsSpec } from '../../../src/machines/generic/recordActions.machine';
import { recordActionsModelTests } from '../generic/record-actions-suite';
import { failure } from './fixtures';
import { tagApplication } from './tag-fixtures';

const only = <A extends TagAction>(action: A): RecordActionsSpec<TagApplicationInfo, A> =>
  ({ ...tagApplicationSpec, actions: { [action]: tagApplicationSpec.actions[action] } }) as unknown as RecordActionsSpec<TagApplicationInfo, A>;

const cases = [
  { action: 'withdraw' as const, offers: tagApplication('applied'), after: tagApplication('withdrawn', 2), endpoint: withdrawTag },
  { action: 'revoke' as const, offers: tagApplication('approved', 2), after: tagApplication('revoked', 3), endpoint: revokeTag },
];

for (const c of cases) {
  describe(`tag application machine: ${c.action}`, () => {
    const spec = only(c.action);
    recordActionsModelTests({
      spec,
      machine: createRecordActionsMachine(spec),
      key: 'ta-harbor-000006',
      loaded: [c.offers, tagApplication('rejected', 2)],
      submitted: [c.after],
      stale: new CallError('envelope', TagErrorCode.decided, 'The platform has already decided this label application.'),
      refused: failure,
      loadFailure: failure,
      notes: ['Carrier changed', ' '],
      coverage: { states: 9, transitions: 16 },
      bodyAccepted: (i) => c.endpoint.body?.safeParse({ id: i.key, version: i.version, note: i.note }).success === true,
    });
  });
}
