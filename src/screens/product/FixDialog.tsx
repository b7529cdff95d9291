// "Fix and resubmit" of a returned new-product item: the platform's reason, then the item's fields
// with only the named ones open (a named category also opens its attributes); what the item still
// misses is named before anything is sent. A thin view over applyFix.machine.ts.
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { isChinese } from '../../contract/kernel/labels';
import { applyReasonCodeLabels } from '../../contract/product/labels';
import { attributesOf, fieldOpen } from '../../contract/product/new-product';
import { fixGaps, type applyFixMachine } from '../../machines/product/applyFix.machine';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TextField } from '../../ui/FormField';
import { errorText } from '../errorText';
import { AttributeField, CategoryPicker, useGapNames } from './ApplyFields';

export function FixDialog({ actor }: { actor: ActorRefFrom<typeof applyFixMachine> }) {
  const { t, i18n } = useLingui();
  const s = useSelector(actor, (snap) => snap);
  const gapNames = useGapNames();
  const c = s.context;
  const item = c.item;
  if (s.matches('closed') || !item) return null;
  const open = (field: string) => fieldOpen(item.fixFields, field);
  const missing = gapNames(fixGaps(c)).join(isChinese(i18n.locale) ? '、' : ', ');
  const n = item.lineNo;
  return (
    <ConfirmDialog
      isOpen
      title={t`Fix item ${n} and resubmit`}
      message={item.reasonCode ? applyReasonCodeLabels.text(item.reasonCode, i18n.locale) : ''}
      confirmLabel={t`Resubmit`}
      cancelLabel={t`Cancel`}
      busyLabel={t`Working…`}
      busy={s.hasTag('busy')}
      errorMessage={c.error ? errorText(c.error, t`The item could not be resubmitted.`) : c.showProblems && missing ? t`Missing: ${missing}` : null}
      onConfirm={() => actor.send({ type: 'fix.submitted' })}
      onCancel={() => actor.send({ type: 'fix.closed' })}
      testId="apply-fix"
      focusField
    >
      <form noValidate className="form-grid" onSubmit={(e) => e.preventDefault()}>
        <TextField
          label={t`Title`}
          value={c.title}
          onChange={(value) => actor.send({ type: 'fix.fieldChanged', field: 'title', value })}
          isDisabled={!open('title')}
          maxLength={200}
          autoFocus={open('title')}
          testId="apply-fix-title"
        />
        <CategoryPicker categories={c.categories} value={c.categoryCode} onChange={(value) => actor.send({ type: 'fix.fieldChanged', field: 'categoryCode', value })} isDisabled={!open('categoryCode')} testId="apply-fix-category" />
        {attributesOf(c.categories, c.categoryCode).map((a) => (
          <AttributeField
            key={a.code}
            attribute={a}
            value={c.attributes[a.code] ?? ''}
            onChange={(value) => actor.send({ type: 'fix.attributeChanged', code: a.code, value })}
            isDisabled={!open(`attributes.${a.code}`)}
            testId={`apply-fix-attr-${a.code}`}
          />
        ))}
      </form>
    </ConfirmDialog>
  );
}
