// /product/channelList and /product/syncList: the generic list screen over the channel product
// and sync job resources. The sync list shows yesterday's figures per platform above the list and
// the picker that starts a sync for a cart (syncStart.machine.ts); after a start the list is read
// again (and polls while a job is open).
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { syncKindLabels } from '../../contract/product/labels';
import { syncKinds, type SyncKind } from '../../contract/product/sync';
import { syncStartMachine } from '../../machines/product/syncStart.machine';
import { channelProductResource, syncJobResource } from '../../resources/product/channel-sync';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { SelectField } from '../../ui/FormField';
import { Toolbar } from '../../ui/Toolbar';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { errorText } from '../errorText';
import { formatQty } from '../format';
import { ListScreen } from '../generic/ListScreen';

export function ChannelListScreen() {
  const { t } = useLingui();
  return <ListScreen resource={channelProductResource} intro={t`Each listing as its channel shows it. Find one by its channel code, a channel sku or our product code.`} />;
}

export function SyncListScreen() {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const mayAct = useCanManage();
  const actor = useActorRef(syncStartMachine.provide({ actions: { announceStarted: () => toast.say('common.message.submit') } }), { input: { session: crypto.randomUUID() } });
  const s = useSelector(actor, (snap) => snap);
  const c = s.context;
  const overview = c.overview;
  const busy = s.hasTag('busy');
  const panel = (
    <div className="sync-panel" data-testid="sync-panel">
      {s.matches('loadFailed') ? (
        <ErrorState message={errorText(c.error, t`Yesterday's figures could not be loaded.`)} retryLabel={t`Retry`} onRetry={() => actor.send({ type: 'sync.retry' })} />
      ) : overview ? (
        <>
          <p className="sync-yesterday" data-testid="sync-yesterday">
            <strong>{t`Yesterday (${overview.day})`}</strong>{' '}
            {overview.platforms.length
              ? overview.platforms.map((p, i) => (
                  <span key={p.platformCode} className="sync-figure" data-testid="sync-yesterday-platform" data-platform={p.platformCode}>
                    {i ? '; ' : ''}
                    <span translate="no">{p.platformCode}</span>
                    {': '}
                    {t`${formatQty(p.jobs, i18n.locale)} jobs, ${formatQty(p.okCount, i18n.locale)} items ok, ${formatQty(p.failedCount, i18n.locale)} failed`}
                  </span>
                ))
              : t`No sync jobs.`}
          </p>
          {mayAct && overview.carts.length ? (
            <Toolbar ariaLabel={t`Start a sync`}>
              <SelectField
                label={t`Channel`}
                value={c.cartId}
                onChange={(v) => actor.send({ type: 'sync.cartChosen', cartId: String(v ?? '') })}
                options={overview.carts.map((cart) => ({ value: cart.id, label: `${cart.name} (${cart.platformCode})`, data: true }))}
                testId="sync-cart"
              />
              <SelectField
                label={t`Kind`}
                value={c.kind}
                onChange={(v) => actor.send({ type: 'sync.kindChosen', kind: String(v) as SyncKind })}
                options={syncKinds.map((k) => ({ value: k, label: syncKindLabels.text(k, i18n.locale) }))}
                testId="sync-kind"
              />
              <Button onPress={() => actor.send({ type: 'sync.submitted' })} isDisabled={busy || !c.cartId} testId="sync-start">
                {t`Start sync`}
              </Button>
            </Toolbar>
          ) : null}
          {c.error ? (
            <p role="alert" className="field-error" data-testid="sync-refused">
              {errorText(c.error, t`The sync could not be started.`)}
            </p>
          ) : null}
        </>
      ) : (
        <p>{t`Loading…`}</p>
      )}
    </div>
  );
  return <ListScreen key={c.started?.id ?? 'first'} resource={syncJobResource} notice={panel} />;
}
