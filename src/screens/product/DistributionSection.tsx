// The "Distribution" section of a platform product (docs/domain/products.md, "Listing settings,
// agreement and subscriptions"): whether the supplier's products are offered to distributors and
// the discount off the supply price they buy at (the tenant's, the same on every product). "Edit
// distribution" opens the form in a dialog; a save refused as stale offers a reload. A thin view
// over the generic detail machine with distributionSource.ts.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { DISCOUNT_PERCENT_BELOW, type DiscountProblem, type DistributionSettings } from '../../contract/product/distribution';
import { formatPercent } from '../../contract/kernel/rules';
import { detailMachine } from '../../machines/generic/detail.machine';
import { DISTRIBUTION_ID, distributionSource, type DistributionValues } from '../../machines/product/distributionSource';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DescriptionList } from '../../ui/DescriptionList';
import { CheckboxField, TextField } from '../../ui/FormField';
import { Section } from '../../ui/Section';
import { useSuccessToast } from '../appContext';
import { errorText } from '../errorText';
import { formatTime } from '../format';
import { LoadFailure } from '../LoadGate';

export function DistributionSection({ mayAct }: { mayAct: boolean }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const actor = useActorRef(detailMachine.provide({ actions: { announceSaved: () => toast.saved() } }), { input: { id: DISTRIBUTION_ID, source: distributionSource } });
  const s = useSelector(actor, (snap) => snap);
  const c = s.context;
  const settings = c.detail as DistributionSettings | null;
  const values = c.values as unknown as DistributionValues;
  const editing = s.matches('editing') || s.matches('saving');
  const below = DISCOUNT_PERCENT_BELOW;
  const problemText = (p: string | undefined): string | null =>
    p ? ({ required: t`Required while offered.`, notNumber: t`A number with up to 5 decimals, such as 12.5.`, outOfRange: t`From 0 to below ${below}.` } as Record<DiscountProblem, string>)[p as DiscountProblem] ?? null : null;
  const discount = (d: number | null) => (d === null ? t`No discount set` : formatPercent(d / 100));
  return (
    <Section title={t`Distribution`} testId="distribution">
      {s.matches('failed') || s.matches('notFound') ? (
        <LoadFailure error={c.error} failedText={t`The distribution settings could not be loaded.`} onRetry={() => actor.send({ type: 'detail.retry' })} testId="distribution-error" />
      ) : settings ? (
        <>
          {c.error && s.matches('viewing') ? <p role="alert">{errorText(c.error)}</p> : null}
          <DescriptionList
            items={[
              { key: 'offered', label: t`Offered to distributors`, value: settings.offered ? t`Yes` : t`No` },
              { key: 'discount', label: t`Distributor discount`, value: discount(settings.discountPercent) },
              { key: 'updated', label: t`Updated at`, value: settings.updatedAt ? `${formatTime(settings.updatedAt, i18n.locale)} · ${settings.updatedBy ?? ''}` : t`Defaults, never saved` },
            ]}
          />
          {mayAct ? (
            <Button variant="secondary" onPress={() => actor.send({ type: 'detail.editRequested' })} testId="distribution-open">
              {t`Edit distribution`}
            </Button>
          ) : null}
        </>
      ) : null}
      {editing && settings ? (
        <ConfirmDialog
          isOpen
          title={t`Edit the distribution settings`}
          message={t`Distributors buy your products at the supply price less this discount.`}
          confirmLabel={c.stale ? t`Reload` : t`Save`}
          cancelLabel={t`Close`}
          busyLabel={t`Working…`}
          busy={s.hasTag('busy')}
          errorMessage={c.error ? errorText(c.error) : null}
          onConfirm={() => actor.send({ type: c.stale ? 'detail.reloadRequested' : 'detail.submitted' })}
          onCancel={() => actor.send({ type: 'detail.cancelled' })}
          testId="distribution-dialog"
          focusField
        >
          <form noValidate className="form-grid" onSubmit={(e) => e.preventDefault()}>
            <CheckboxField label={t`Offer my products to distributors`} value={values.offered} onChange={(v) => actor.send({ type: 'detail.fieldChanged', name: 'offered', value: v })} testId="distribution-offered" />
            <TextField
              label={t`Distributor discount (%)`}
              description={t`Off the supply price, from 0 to below ${below}, up to 5 decimals.`}
              value={values.discountPercent}
              onChange={(v) => actor.send({ type: 'detail.fieldChanged', name: 'discountPercent', value: v })}
              errorMessage={problemText(c.fieldErrors.discountPercent)}
              maxLength={16}
              testId="distribution-discount"
              autoFocus
            />
          </form>
        </ConfirmDialog>
      ) : null}
    </Section>
  );
}
