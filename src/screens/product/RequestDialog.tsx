// "Request a relation": our product and a standard product from pickers (searched as typed), an
// optional note; the platform accepts it at once when the categories agree, else says why. A thin
// view over sameRequest.machine.ts; once made, "Open" goes to the relation.
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { RequestProblem, sameRequestMachine } from '../../machines/product/sameRequest.machine';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TextAreaField } from '../../ui/FormField';
import { CodePickerField } from '../generic/CodePickerField';

export function RequestDialog({ actor }: { actor: ActorRefFrom<typeof sameRequestMachine> }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const s = useSelector(actor, (snap) => snap);
  const c = s.context;
  if (s.matches('closed')) return null;
  const done = s.matches('done');
  const problemText = (p: RequestProblem | undefined) => (p ? { required: t`Required.`, tooLong: t`At most 200 characters.` }[p] : null);
  const change = (field: 'productCode' | 'standardCode' | 'note') => (value: string) => actor.send({ type: 'request.fieldChanged', field, value });
  return (
    <ConfirmDialog
      isOpen
      title={t`Request a same-product relation`}
      message={
        done && c.relation
          ? t`Relation ${c.relation.relationNo} is confirmed: ${c.relation.productCode} is now offered as ${c.relation.standardCode}.`
          : t`Our product is offered as the standard product once the platform accepts: it does when the categories agree.`
      }
      confirmLabel={done ? t`Open the relation` : t`Send request`}
      cancelLabel={done ? t`Close` : t`Cancel`}
      busyLabel={t`Working…`}
      busy={s.hasTag('busy')}
      errorMessage={c.error?.message ?? null}
      onConfirm={() => {
        if (!done) return actor.send({ type: 'request.submitted' });
        const id = c.relation?.id;
        actor.send({ type: 'request.closed' });
        if (id) navigate(`/sameProductInfo?id=${encodeURIComponent(id)}`);
      }}
      onCancel={() => actor.send({ type: 'request.closed' })}
      testId="request-dialog"
      focusField={!done}
    >
      {done ? null : (
        <form noValidate className="form-grid" onSubmit={(e) => e.preventDefault()}>
          <CodePickerField kind="product" label={t`Our product`} value={c.productCode} onValueChange={change('productCode')} errorMessage={problemText(c.problems.productCode)} testId="request-product" autoFocus isRequired />
          <CodePickerField kind="standardProduct" label={t`Standard product`} value={c.standardCode} onValueChange={change('standardCode')} errorMessage={problemText(c.problems.standardCode)} testId="request-standard" isRequired />
          <TextAreaField label={t`Note`} value={c.note} onChange={change('note')} errorMessage={problemText(c.problems.note)} maxLength={200} rows={2} testId="request-note" />
        </form>
      )}
    </ConfirmDialog>
  );
}
