// The "Listing settings" section of a platform product (docs/domain/products.md, "Listing
// settings, agreement and subscriptions"): the supplier's listing defaults on the product's
// platform (handling days, the warehouse it ships from, whether new listings take the channel's
// price formula). "Edit settings" first shows the platform's supplier agreement while it is not
// accepted; accepting it opens the editor. A thin view over listingSettings.machine.ts.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { LISTING_LIMITS, type HandlingDaysProblem } from '../../contract/product/listing-settings';
import { listingSettingsMachine } from '../../machines/product/listingSettings.machine';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DescriptionList } from '../../ui/DescriptionList';
import { ErrorState } from '../../ui/ErrorState';
import { CheckboxField, SelectField, TextField } from '../../ui/FormField';
import { Section } from '../../ui/Section';
import { useSuccessToast } from '../appContext';
import { formatTime } from '../format';

const NONE = 'none';

export function ListingSettingsSection({ platformCode, mayAct }: { platformCode: string; mayAct: boolean }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const actor = useActorRef(listingSettingsMachine.provide({ actions: { announceSaved: () => toast.say('common.message.submit') } }), { input: { platformCode } });
  const s = useSelector(actor, (snap) => snap);
  const c = s.context;
  const data = c.data;
  const settings = data?.settings;
  const min = LISTING_LIMITS.handlingDaysMin;
  const max = LISTING_LIMITS.handlingDaysMax;
  const problemText = (p: HandlingDaysProblem | null): string | null =>
    p ? { required: t`Required.`, notWhole: t`A whole number.`, outOfRange: t`From ${min} to ${max}.` }[p] : null;
  const showAgreement = s.matches('agreement') || s.matches('accepting');
  return (
    <Section title={t`Listing settings`} testId="listing-settings">
      {s.matches('loadFailed') ? (
        <ErrorState message={c.error?.message ?? t`The listing settings could not be loaded.`} retryLabel={t`Retry`} onRetry={() => actor.send({ type: 'listing.retry' })} testId="listing-error" />
      ) : s.matches('stale') ? (
        <ErrorState message={c.error?.message ?? ''} retryLabel={t`Reload`} onRetry={() => actor.send({ type: 'listing.reloadRequested' })} testId="listing-stale" />
      ) : settings && data ? (
        <>
          {c.error && s.matches('ready') ? <p role="alert" data-testid="listing-notice">{c.error.message}</p> : null}
          <DescriptionList
            items={[
              { key: 'days', label: t`Handling days`, value: String(settings.handlingDays) },
              { key: 'warehouse', label: t`Ships from`, value: settings.warehouseName ? <span translate="no">{settings.warehouseName}</span> : t`No warehouse set` },
              { key: 'formula', label: t`New listings`, value: settings.autoApplyFormula ? t`Priced by the channel's price formula` : t`Priced as proposed` },
              {
                key: 'agreement',
                label: t`Supplier agreement`,
                value: data.agreement.accepted ? t`Version ${data.agreement.version} accepted ${formatTime(data.agreement.acceptedAt ?? '', i18n.locale)}` : t`Version ${data.agreement.version} not accepted yet`,
              },
              { key: 'updated', label: t`Updated at`, value: settings.updatedAt ? `${formatTime(settings.updatedAt, i18n.locale)} · ${settings.updatedBy ?? ''}` : t`Defaults, never saved` },
            ]}
          />
          {mayAct ? (
            <Button variant="secondary" onPress={() => actor.send({ type: 'listing.opened' })} testId="listing-open">
              {t`Edit settings`}
            </Button>
          ) : null}
        </>
      ) : null}
      {showAgreement && data ? (
        <ConfirmDialog
          isOpen
          title={t`Supplier agreement, version ${data.agreement.version}`}
          message={t`Accept the platform's supplier agreement before changing your listing settings on it.`}
          confirmLabel={t`Accept`}
          cancelLabel={t`Close`}
          busyLabel={t`Working…`}
          busy={s.hasTag('busy')}
          errorMessage={c.error?.message ?? null}
          onConfirm={() => actor.send({ type: 'listing.accepted' })}
          onCancel={() => actor.send({ type: 'listing.closed' })}
          testId="listing-agreement"
        >
          <p data-testid="listing-agreement-text">{data.agreement.text}</p>
        </ConfirmDialog>
      ) : null}
      {c.form && data ? (
        <ConfirmDialog
          isOpen
          title={t`Edit the listing settings`}
          message={t`These defaults apply to your new listings on ${data.settings.platformName}.`}
          confirmLabel={t`Save`}
          cancelLabel={t`Close`}
          busyLabel={t`Working…`}
          busy={s.hasTag('busy')}
          errorMessage={c.error?.message ?? null}
          onConfirm={() => actor.send({ type: 'listing.saved' })}
          onCancel={() => actor.send({ type: 'listing.closed' })}
          testId="listing-dialog"
          focusField
        >
          <form noValidate className="form-grid" onSubmit={(e) => e.preventDefault()}>
            <TextField
              label={t`Handling days`}
              value={c.form.handlingDays}
              onChange={(v) => actor.send({ type: 'listing.fieldChanged', field: 'handlingDays', value: v })}
              errorMessage={problemText(c.problem)}
              maxLength={3}
              testId="listing-days"
              autoFocus
              isRequired
            />
            <SelectField
              label={t`Ships from`}
              value={c.form.warehouseId || NONE}
              onChange={(v) => actor.send({ type: 'listing.fieldChanged', field: 'warehouseId', value: v && v !== NONE ? v : '' })}
              options={[{ value: NONE, label: t`No warehouse set` }, ...data.warehouses.map((w) => ({ value: w.id, label: `${w.code} · ${w.name}` }))]}
              testId="listing-warehouse"
            />
            <CheckboxField
              label={t`Price new listings by the channel's price formula`}
              value={c.form.autoApplyFormula}
              onChange={(v) => actor.send({ type: 'listing.autoApplyChanged', value: v })}
              testId="listing-auto"
            />
          </form>
        </ConfirmDialog>
      ) : null}
    </Section>
  );
}
