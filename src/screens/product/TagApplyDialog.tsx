// The "Apply for a label" dialog of a platform product: the tag (with the platform's rule for it),
// the skus it is asked for (every active one to start with) and a note; then "Send application".
// Once sent, a link to the application's record. A thin view over tagApply.machine.ts.
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { Link } from 'wouter';
import { fulfilmentTagLabels } from '../../contract/product/labels';
import type { ProductSku } from '../../contract/product/platform';
import { TAG_RULES, fulfilmentTags, type FulfilmentTag } from '../../contract/product/tag';
import type { tagApplyMachine } from '../../machines/product/tagApply.machine';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { CheckboxField, RadioGroupField, TextAreaField } from '../../ui/FormField';

export function TagApplyDialog({ actor, skus }: { actor: ActorRefFrom<typeof tagApplyMachine>; skus: readonly ProductSku[] }) {
  const { t, i18n } = useLingui();
  const s = useSelector(actor, (snap) => snap);
  const c = s.context;
  if (s.matches('closed')) return null;
  const done = s.matches('done');
  const rule: Record<FulfilmentTag, string> = {
    fastDelivery: t`Every sku has stock offered and weighs at most ${TAG_RULES.fastMaxWeightG / 1000} kg; the shop ships at least ${TAG_RULES.onTimeMin.fastDelivery * 100}% on time.`,
    bulky: t`Every sku weighs at least ${TAG_RULES.bulkyMinWeightG / 1000} kg or has a side of at least ${TAG_RULES.bulkyMinSideCm} cm.`,
    fragile: t`Every sku is kitchen, home or garden goods that carriers handle as breakable.`,
  };
  const problems = c.problems;
  return (
    <ConfirmDialog
      isOpen
      title={t`Apply for a fulfilment label`}
      message={done ? t`Sent. The application waits for the platform's decision.` : t`The platform checks the skus' weight, size and stock and the shop's on-time shipping.`}
      confirmLabel={done ? t`Close` : t`Send application`}
      cancelLabel={t`Cancel`}
      busyLabel={t`Working…`}
      busy={s.hasTag('busy')}
      errorMessage={c.error?.message ?? null}
      onConfirm={() => actor.send({ type: done ? 'tag.closed' : 'tag.submitted' })}
      onCancel={() => actor.send({ type: 'tag.closed' })}
      testId="tag-apply-dialog"
      focusField={!done}
    >
      {done && c.application ? (
        <p>
          <Link href={`/fulfillmentTagApplyInfo/${encodeURIComponent(c.application.id)}`} data-testid="tag-apply-open">
            {t`Open application ${c.application.applicationNo}`}
          </Link>
        </p>
      ) : (
        <form noValidate className="form-grid" onSubmit={(e) => e.preventDefault()}>
          <RadioGroupField
            label={t`Label`}
            value={c.tag}
            onChange={(v) => actor.send({ type: 'tag.tagChosen', tag: v as FulfilmentTag })}
            options={fulfilmentTags.map((tag) => ({ value: tag, label: fulfilmentTagLabels.text(tag, i18n.locale), description: rule[tag] }))}
            testId="tag-apply-tag"
          />
          <fieldset className="tag-apply-skus" data-testid="tag-apply-skus">
            <legend>{t`Skus`}</legend>
            {skus
              .filter((sku) => c.skuIds.includes(sku.id))
              .map((sku) => (
                <CheckboxField
                  key={sku.id}
                  label={`${sku.sellerSku} · ${sku.variant}`}
                  value={c.chosen.includes(sku.id)}
                  onChange={() => actor.send({ type: 'tag.skuToggled', skuId: sku.id })}
                  testId="tag-apply-sku"
                />
              ))}
            {problems.includes('noSku') ? (
              <p className="field-error" role="alert">
                {t`Choose at least one sku.`}
              </p>
            ) : null}
          </fieldset>
          <TextAreaField
            label={t`Note`}
            value={c.note}
            onChange={(v) => actor.send({ type: 'tag.noteChanged', value: v })}
            errorMessage={problems.includes('noteTooLong') ? t`At most 200 characters.` : null}
            maxLength={200}
            rows={2}
            testId="tag-apply-note"
          />
        </form>
      )}
    </ConfirmDialog>
  );
}
