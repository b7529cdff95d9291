// /product/matchList: our skus against the channels' skus (matched, unmatched, conflicting). The
// generic list screen over the match resource; "Clear match" is the list kit's row action, and
// "Change" in the our-sku cell opens the picker of our skus of the channel sku's cart
// (matchPick.machine.ts). After a change the list is read again.
import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { MatchRow } from '../../contract/product/match';
import { matchPickMachine } from '../../machines/product/matchPick.machine';
import { matchResource } from '../../resources/product/channel-sync';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorState } from '../../ui/ErrorState';
import { SelectField } from '../../ui/FormField';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { errorText } from '../errorText';
import { ListScreen } from '../generic/ListScreen';

export function MatchListScreen() {
  const { t } = useLingui();
  const toast = useSuccessToast();
  const mayAct = useCanManage();
  const [saved, setSaved] = useState(0);
  const actor = useActorRef(
    matchPickMachine.provide({
      actions: {
        announceSaved: () => {
          toast.say('common.message.success');
          setSaved((n) => n + 1);
        },
      },
    }),
  );
  const ours = (row: Record<string, unknown>) => {
    const r = row as MatchRow;
    return (
      <span className="match-ours">
        <span translate="no">{r.sellerSku ?? '—'}</span>{' '}
        {mayAct ? (
          <Button variant="quiet" onPress={() => actor.send({ type: 'match.opened', row: r })} testId="row-changeMatch">
            {t`Change`}
          </Button>
        ) : null}
      </span>
    );
  };
  return (
    <>
      <ListScreen
        key={saved}
        resource={matchResource}
        intro={t`Each channel sku against our skus of its channel. Pick the sku of ours it is; a sku of ours matched twice is a conflict.`}
        cells={{ sellerSku: Object.assign(ours, { minWidth: 200 }) }}
      />
      <MatchDialog actor={actor} />
    </>
  );
}

function MatchDialog({ actor }: { actor: ReturnType<typeof useActorRef<typeof matchPickMachine>> }) {
  const { t } = useLingui();
  const s = useSelector(actor, (snap) => snap);
  const c = s.context;
  const open = !s.matches('closed');
  const current = c.row?.productSkuId ?? null;
  return (
    <ConfirmDialog
      isOpen={open}
      title={c.row ? t`Match channel sku ${c.row.outerSku}` : ''}
      message={t`Pick the sku of ours this channel sku is. Only skus of the same channel are offered.`}
      confirmLabel={t`Save match`}
      cancelLabel={t`Cancel`}
      busyLabel={t`Saving…`}
      busy={s.hasTag('busy')}
      errorMessage={c.error && s.matches('choosing') ? errorText(c.error) : null}
      onConfirm={() => actor.send({ type: 'match.submitted' })}
      onCancel={() => actor.send({ type: 'match.closed' })}
      testId="match-dialog"
      focusField={s.matches('choosing')}
    >
      {s.matches('loadFailed') ? (
        <ErrorState message={errorText(c.error, t`Our skus could not be loaded.`)} retryLabel={t`Retry`} onRetry={() => actor.send({ type: 'match.retry' })} />
      ) : s.matches('loading') ? (
        <p role="status">{t`Loading…`}</p>
      ) : (
        <SelectField
          label={t`Our sku`}
          value={c.chosen || null}
          onChange={(v) => actor.send({ type: 'match.chosen', productSkuId: String(v ?? '') })}
          options={c.candidates.map((o) => ({
            value: o.id,
            label:
              o.id === current
                ? t`${o.sellerSku} (${o.skuCode}), matched now`
                : o.matchedBy.length
                  ? t`${o.sellerSku} (${o.skuCode}), matched to ${o.matchedBy.join(', ')}`
                  : `${o.sellerSku} (${o.skuCode})`,
            data: true,
          }))}
          testId="match-ours"
        />
      )}
    </ConfirmDialog>
  );
}
