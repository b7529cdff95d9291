// The "Logistics channels" section of the cart screen (/asset/cart/info/:cartId): the channels the
// cart ships with and its default, as a table (a row opens the channel), and an editor (a check
// box per channel of the tenant, the default among the chosen ones) saved as a whole with the
// version read. A stale version offers a reload; rule errors are said in the user's language.
// A thin view over cartLogistics.machine.ts.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { Link, useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { AssetErrorCode } from '../../contract/asset/assets';
import { cartLogisticsMachine, choiceList, mayChoose, type CartLogistics, type LogisticsChoice } from '../../machines/asset/cartLogistics.machine';
import type { MachineError } from '../../machines/support/errors';
import { Button } from '../../ui/Button';
import { EditForm } from '../../ui/EditForm';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { CheckboxField, SelectField } from '../../ui/FormField';
import { Section } from '../../ui/Section';
import { StatusBadge } from '../../ui/StatusBadge';
import { DataTable } from '../../ui/table/DataTable';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { recordTestIds } from '../generic/RecordView';
import { optionLabel } from '../generic/labels';
import { t, titles } from './texts';
import { errorText } from '../errorText';

type Channel = CartLogistics['logistics'][number];
type LogisticsRef = ActorRefFrom<typeof cartLogisticsMachine>;

const l = {
  subject: msg`The shop's logistics channels`,
  hint: msg`The channels this cart ships its orders with. Orders go by the default channel unless another one is chosen.`,
  loadFailed: msg`The logistics channels of this cart could not be loaded.`,
  choicesFailed: msg`The channels to choose from could not be loaded.`,
  empty: msg`No logistics channel serves this cart yet.`,
  emptyHint: msg`Choose the channels this cart ships with.`,
  editChannels: msg`Edit channels`,
  code: msg`Channel code`,
  name: msg`Channel name`,
  mode: msg`Mode`,
  status: msg`Status`,
  isDefault: msg`Default channel`,
  choose: msg`Channels serving this cart`,
  noDefault: msg`No default`,
  defaultHint: msg`Only a chosen channel can be the default.`,
  disabledKept: msg`Disabled: it can stay on this cart but cannot be chosen again once removed.`,
  disabledNew: msg`Disabled: it cannot be chosen.`,
  noChannels: msg`There are no logistics channels yet.`,
  newChannel: msg`New logistics channel`,
  saveFailed: msg`Saving failed. Please try again.`,
};

/** Rule errors of the save, in the user's language (the server's message for any other code). */
const ruleErrors: Record<string, MessageDescriptor> = {
  [AssetErrorCode.logisticsRepeated]: msg`A channel was chosen more than once.`,
  [AssetErrorCode.defaultLogisticsNotSelected]: msg`The default channel must be one of the chosen channels.`,
  [AssetErrorCode.logisticsDisabled]: msg`A disabled channel cannot be newly chosen. Reload to see the channels as they are now.`,
  [AssetErrorCode.logisticsUnknown]: msg`A chosen channel no longer exists. Reload to see the channels as they are now.`,
};

function saveErrorText(i18n: I18n, error: MachineError): string {
  const d = ruleErrors[error.code];
  return d ? i18n._(d) : errorText(error, i18n._(l.saveFailed));
}

export function CartLogisticsSection({ cartId }: { cartId: string }) {
  const { i18n } = useLingui();
  const toast = useSuccessToast();
  const canManage = useCanManage();
  const logistics = useActorRef(cartLogisticsMachine.provide({ actions: { announceSaved: () => toast.saved({ subject: i18n._(l.subject) }) } }), { input: { cartId } });
  const state = useSelector(logistics, (s) => s.value);
  const error = useSelector(logistics, (s) => s.context.error);
  const busy = useSelector(logistics, (s) => s.hasTag('busy'));
  const editing = state === 'editing' || state === 'saving';
  const actions =
    state === 'viewing' || state === 'loadingChoices' ? (
      <>
        {canManage ? (
          <Button onPress={() => logistics.send({ type: 'cartLogistics.editRequested' })} isPending={state === 'loadingChoices'} testId="cart-logistics-edit">
            {i18n._(l.editChannels)}
          </Button>
        ) : null}
        <Button variant="secondary" isDisabled={busy} onPress={() => logistics.send({ type: 'cartLogistics.reloadRequested' })} testId="cart-logistics-reload">
          {i18n._(t.reload)}
        </Button>
      </>
    ) : null;
  return (
    <Section title={i18n._(titles.logistics)} actions={actions} testId="cart-logistics">
      <p>{i18n._(l.hint)}</p>
      {state === 'loadFailed' ? (
        <ErrorState
          message={errorText(error, i18n._(l.loadFailed))}
          retryLabel={i18n._(t.retry)}
          onRetry={() => logistics.send({ type: 'cartLogistics.retry' })}
          testId="cart-logistics-load-error"
        />
      ) : state === 'loading' ? (
        <p className="state" role="status" data-testid="cart-logistics-loading">
          {i18n._(t.loading)}
        </p>
      ) : editing ? (
        <ChannelEditor logistics={logistics} />
      ) : (
        <>
          {error ? (
            <p className="notice error" role="alert" data-testid="cart-logistics-choices-error">
              {i18n._(l.choicesFailed)} {errorText(error)}
            </p>
          ) : null}
          <ChannelTable logistics={logistics} />
        </>
      )}
    </Section>
  );
}

function ChannelTable({ logistics }: { logistics: LogisticsRef }) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const saved = useSelector(logistics, (s) => s.context.saved);
  const options = useSelector(logistics, (s) => s.context.options);
  const rows = saved?.logistics ?? [];
  if (rows.length === 0) return <EmptyState title={i18n._(l.empty)} description={i18n._(l.emptyHint)} testId="cart-logistics-empty" />;
  const label = (name: string, v: string) => optionLabel(options, name, v, i18n.locale);
  return (
    <DataTable<Channel>
      ariaLabel={i18n._(titles.logistics)}
      testId="cart-logistics-table"
      rows={rows}
      rowKey={(r) => r.logisticsId}
      emptyText={i18n._(l.empty)}
      height={Math.min(320, 48 + rows.length * 40)}
      onRowAction={(key) => navigate(`/logistics/info/${encodeURIComponent(key)}`)}
      columns={[
        { key: 'code', title: i18n._(l.code), width: 150, data: true },
        { key: 'name', title: i18n._(l.name), width: 240, data: true },
        { key: 'mode', title: i18n._(l.mode), width: 110, render: (r) => label('logisticsMode', r.mode), text: (r) => label('logisticsMode', r.mode) },
        {
          key: 'status',
          title: i18n._(l.status),
          width: 110,
          render: (r) => <StatusBadge tone={r.status === 'active' ? 'success' : 'neutral'}>{label('logisticsStatus', r.status)}</StatusBadge>,
          text: (r) => label('logisticsStatus', r.status),
        },
        {
          key: 'isDefault',
          title: i18n._(l.isDefault),
          width: 140,
          render: (r) => (r.isDefault ? <StatusBadge tone="info">{i18n._(t.yes)}</StatusBadge> : i18n._(t.no)),
          text: (r) => i18n._(r.isDefault ? t.yes : t.no),
        },
      ]}
    />
  );
}

const NONE = '__none__';
const formTestIds = recordTestIds('cart-logistics');

function ChannelEditor({ logistics }: { logistics: LogisticsRef }) {
  const { i18n } = useLingui();
  const saved = useSelector(logistics, (s) => s.context.saved);
  const choices = useSelector(logistics, (s) => s.context.choices);
  const draft = useSelector(logistics, (s) => s.context.draft);
  const options = useSelector(logistics, (s) => s.context.options);
  const error = useSelector(logistics, (s) => s.context.error);
  const stale = useSelector(logistics, (s) => s.context.stale);
  const saving = useSelector(logistics, (s) => s.matches('saving'));
  const list = choiceList(saved, choices ?? []);
  const chosen = new Set(draft.logisticsIds);
  // the mode is a label, the carrier's name data (translate="no")
  const describe = (c: LogisticsChoice) => (
    <>
      {optionLabel(options, 'logisticsMode', c.mode, i18n.locale)}
      {c.carrierName ? (
        <>
          {' · '}
          <span translate="no">{c.carrierName}</span>
        </>
      ) : null}
      {c.status === 'active' ? null : ` — ${i18n._(mayChoose(c, saved) ? l.disabledKept : l.disabledNew)}`}
    </>
  );
  const byId = new Map(list.map((c) => [c.logisticsId, c]));
  return (
    <EditForm
      onSubmit={() => logistics.send({ type: 'cartLogistics.saveRequested' })}
      onCancel={() => logistics.send({ type: 'cartLogistics.cancelled' })}
      saving={saving}
      labels={{ save: i18n._(t.save), saving: i18n._(t.saving), cancel: i18n._(t.cancel), stale: i18n._(t.stale), reload: i18n._(t.reload) }}
      stale={stale}
      onReload={() => logistics.send({ type: 'cartLogistics.reloadRequested' })}
      errorText={error ? saveErrorText(i18n, error) : null}
      testIds={formTestIds}
    >
      {list.length === 0 ? (
        <EmptyState
          title={i18n._(l.noChannels)}
          action={
            <Link href="/logistics/info" className="button secondary">
              {i18n._(l.newChannel)}
            </Link>
          }
          testId="cart-logistics-no-channels"
        />
      ) : (
        <fieldset className="choice-list" data-testid="cart-logistics-choices">
          <legend className="field-label">{i18n._(l.choose)}</legend>
          {list.map((c) => (
            <CheckboxField
              key={c.logisticsId}
              label={<span translate="no">{`${c.code} · ${c.name}`}</span>}
              description={describe(c)}
              value={chosen.has(c.logisticsId)}
              isDisabled={saving || (!chosen.has(c.logisticsId) && !mayChoose(c, saved))}
              onChange={(selected) => logistics.send({ type: 'cartLogistics.toggled', logisticsId: c.logisticsId, selected })}
              testId={`cart-logistics-choice-${c.code}`}
            />
          ))}
        </fieldset>
      )}
      <SelectField
        label={i18n._(l.isDefault)}
        description={i18n._(l.defaultHint)}
        value={draft.defaultLogisticsId ?? NONE}
        isDisabled={saving || draft.logisticsIds.length === 0}
        onChange={(v) => logistics.send({ type: 'cartLogistics.defaultChosen', logisticsId: v === NONE || v === null ? null : v })}
        options={[
          { value: NONE, label: i18n._(l.noDefault) },
          ...draft.logisticsIds.flatMap((id) => {
            const c = byId.get(id);
            return c ? [{ value: id, label: `${c.code} · ${c.name}`, data: true }] : [];
          }),
        ]}
        testId="cart-logistics-default"
      />
    </EditForm>
  );
}
