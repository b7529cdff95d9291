// /asset/logistics (list), logistics/info/:id? (the channel: view, edit, create, delete; tabs for
// the tenant's carriers, ports and trunk lines, and the carts that use the channel; while carts
// use it, its binding (carrier, mode, trunk line) is read-only and it cannot be deleted:
// bind-changeable), and logistics/costSet/:id?/:name? (formula, minimum charge, additional
// charges, a "test formula" panel calling cost/test, and the change records).
import { useMemo, useRef, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Link, Redirect, useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { detailSourceOf } from '../../machines/generic/resource';
import { queryMachine } from '../../machines/asset/query.machine';
import { settingSourceOf } from '../../machines/asset/sources';
import type { Row } from '../../machines/generic/types';
import { logisticsResource } from '../../resources/asset';
import { logisticsFields } from '../../resources/asset/logistics';
import { additionalDefinitions, costTest, logisticsUsage, type AdditionalDefinition, type CostTestResult, type LogisticsUsage } from '../../resources/asset/queries';
import { carriers, ports, trunkLines } from '../../resources/asset/references';
import { logisticsCost } from '../../resources/asset/settings';
import type { AnyResource } from '../../resources/types';
import type { LabelledOption } from '../../contract/kernel/rules';
import { labelOf } from '../../contract/kernel/rules';
import { Button } from '../../ui/Button';
import { DescriptionList } from '../../ui/DescriptionList';
import { ErrorState } from '../../ui/ErrorState';
import { TextField } from '../../ui/FormField';
import { Section } from '../../ui/Section';
import { StatusBadge } from '../../ui/StatusBadge';
import { Tabs } from '../../ui/Tabs';
import { DataTable } from '../../ui/table/DataTable';
import { AssetForm, money, percentUnits, type ExtraContext } from './AssetForm';
import { AssetList, type ListParts } from './AssetList';
import { RecordsList } from './RecordsList';
import { ReferencePanel, useReferenceList, useReferenceOptions } from './ReferencePanel';
import { fieldLabelsOf, PageHeader, paramText } from './parts';
import { assetErrorText, t, titles } from './texts';
import { useDetail } from '../generic/useDetail';
import { useDictionaries } from '../generic/useDictionaries';
import { errorText } from '../errorText';

const channels = logisticsResource as unknown as AnyResource;

const l = {
  channel: msg`Channel`,
  carts: msg`Carts using it`,
  tabs: msg`Channel, reference lists and carts`,
  inUse: msg`Carts use this channel: its carrier, mode and trunk line cannot change, and it can be neither disabled nor deleted.`,
  cartCount: msg`Carts using it`,
  noCarts: msg`No cart uses this channel.`,
  referencesFailed: msg`The carriers, ports or trunk lines could not be loaded, so the form cannot offer them.`,
  isDefault: msg`Default channel`,
  cartCode: msg`Cart code`,
  cartName: msg`Cart name`,
  platform: msg`Platform`,
  site: msg`Site`,
  status: msg`Status`,
  saveFirst: msg`Save the channel first.`,
  additional: msg`Additional charges`,
  additionalHint: msg`Leave an amount empty when the charge does not apply.`,
  noAdditional: msg`No additional charges.`,
  perParcel: msg`per parcel`,
  perKg: msg`per chargeable kg`,
  percentOfBase: msg`% of the formula result`,
  percentOfDeclared: msg`% of the declared value`,
  test: msg`Test the formula`,
  testHint: msg`Evaluates the formula being edited (or the saved one) for a sample parcel.`,
  weightKg: msg`Weight (kg)`,
  lengthCm: msg`Length (cm)`,
  widthCm: msg`Width (cm)`,
  heightCm: msg`Height (cm)`,
  declaredValue: msg`Declared value`,
  run: msg`Run the test`,
  running: msg`Testing…`,
  volumetricKg: msg`Volumetric weight (kg)`,
  chargeableKg: msg`Chargeable weight (kg)`,
  base: msg`Formula result`,
  charged: msg`Charge after the minimum`,
  total: msg`Total`,
  testFailed: msg`The formula could not be evaluated`,
};

export function LogisticsList() {
  return <AssetList resource={channels} />;
}

const logisticsDictionaries = ['country', 'portType', 'logisticsMode', 'platform', 'cartStatus'];

export function LogisticsInfo({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ?? null;
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const carrierList = useReferenceList(carriers);
  const portList = useReferenceList(ports);
  const trunkLineList = useReferenceList(trunkLines);
  const { options, failure: dictionariesFailure } = useDictionaries(logisticsDictionaries);
  const usage = useActorRef(queryMachine, { input: { run: logisticsUsage.run, params: { id }, auto: id !== null } });
  const source = useMemo(() => detailSourceOf(channels), []);
  const detail = useDetail(source, id, {
    listPath: '/logistics',
    onSaved: (saved, created) => {
      usage.send({ type: 'query.run', with: { id: saved.id } });
      if (created) navigate(`/logistics/info/${encodeURIComponent(String(saved.id))}`, { replace: true });
    },
  });
  const record = useSelector(detail, (s) => s.context.detail);
  const creating = useSelector(detail, (s) => s.context.id === null);
  const usageResult = useSelector(usage, (s) => (s.matches('done') ? (s.context.result as LogisticsUsage) : null));
  // the channel form's carrier, port and trunk line choices come from the reference panels' lists
  const referencesFailed = [useSelector(carrierList, (s) => s.matches('failed')), useSelector(portList, (s) => s.matches('failed')), useSelector(trunkLineList, (s) => s.matches('failed'))];
  const failedReferences = [carrierList, portList, trunkLineList].filter((_, i) => referencesFailed[i]);
  const sources = {
    carriers: useReferenceOptions(carrierList, carriers),
    ports: useReferenceOptions(portList, ports),
    trunkLines: useReferenceOptions(trunkLineList, trunkLines),
  };
  const locked = !!usageResult && !usageResult.changeable;
  const name = typeof record?.name === 'string' ? record.name : '';
  const recordId = typeof record?.id === 'string' ? record.id : null;
  const channelTab: ReactNode = (
    <>
      {dictionariesFailure}
      {failedReferences.length > 0 ? (
        <ErrorState
          message={i18n._(l.referencesFailed)}
          retryLabel={i18n._(t.retry)}
          onRetry={() => failedReferences.forEach((ref) => ref.send({ type: 'ref.retry' }))}
          testId="logistics-references-error"
        />
      ) : null}
      <AssetForm
        detail={detail}
        fields={logisticsFields}
        sources={sources}
        bindingLocked={locked}
        canDelete={!creating && !locked}
        testId="logistics"
        notice={
          locked ? (
            <p className="state" role="note" data-testid="logistics-in-use">
              {i18n._(l.inUse)} ({i18n._(l.cartCount)}: {usageResult?.cartCount})
            </p>
          ) : null
        }
      />
      {recordId ? (
        <p>
          <Link href={`/logistics/costSet/${encodeURIComponent(recordId)}/${encodeURIComponent(name)}`} data-testid="link-logistics-cost">
            {i18n._(t.logisticsCostLink)}
          </Link>
        </p>
      ) : null}
    </>
  );
  return (
    <section aria-labelledby="asset-page-title" data-testid="logistics-info">
      <PageHeader title={creating ? i18n._(t.newChannel) : i18n._(titles.logisticsInfo)} name={creating ? undefined : name} back="/logistics" />
      <Tabs
        ariaLabel={i18n._(l.tabs)}
        testId="logistics-tabs"
        defaultSelectedKey="channel"
        tabs={[
          { key: 'channel', title: i18n._(l.channel), content: channelTab },
          { key: 'carriers', title: i18n._(carriers.title), content: <ReferencePanel refList={carrierList} source={carriers} sources={sources} options={options} /> },
          { key: 'ports', title: i18n._(ports.title), content: <ReferencePanel refList={portList} source={ports} sources={sources} options={options} /> },
          { key: 'trunkLines', title: i18n._(trunkLines.title), content: <ReferencePanel refList={trunkLineList} source={trunkLines} sources={sources} options={options} /> },
          { key: 'carts', title: i18n._(l.carts), content: <CartsPanel usage={usage} options={options} creating={creating} /> },
        ]}
      />
    </section>
  );
}

function CartsPanel({ usage, options, creating }: { usage: ActorRefFrom<typeof queryMachine>; options: Record<string, LabelledOption[]>; creating: boolean }) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const state = useSelector(usage, (s) => s.value);
  const error = useSelector(usage, (s) => s.context.error);
  const result = useSelector(usage, (s) => s.context.result as LogisticsUsage | null);
  if (creating) return <p className="state">{i18n._(l.saveFirst)}</p>;
  if (state === 'failed') return <ErrorState message={errorText(error, i18n._(t.loadFailed))} retryLabel={i18n._(t.retry)} onRetry={() => usage.send({ type: 'query.run' })} />;
  const rows = (result?.carts ?? []) as unknown as Row[];
  const label = (name: string, v: unknown) => labelOf(options[name], v, i18n.locale);
  return (
    <DataTable<Row>
      ariaLabel={i18n._(l.carts)}
      testId="logistics-carts"
      rows={rows}
      rowKey={(r) => String(r.id)}
      loading={state === 'running'}
      loadingText={i18n._(t.loading)}
      emptyText={i18n._(l.noCarts)}
      height={320}
      onRowAction={(key) => navigate(`/cart/info/${encodeURIComponent(key)}`)}
      columns={[
        { key: 'code', title: i18n._(l.cartCode), width: 150 },
        { key: 'name', title: i18n._(l.cartName), width: 240 },
        { key: 'platformCode', title: i18n._(l.platform), width: 120, render: (r) => label('platform', r.platformCode), text: (r) => label('platform', r.platformCode) },
        { key: 'siteCountry', title: i18n._(l.site), width: 120, render: (r) => label('country', r.siteCountry), text: (r) => label('country', r.siteCountry) },
        { key: 'status', title: i18n._(l.status), width: 110, render: (r) => label('cartStatus', r.status), text: (r) => label('cartStatus', r.status) },
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

// ---- cost setting -------------------------------------------------------------------------------------

export function LogisticsCostSet({ params }: { params: Record<string, string | undefined> }) {
  if (!params.id) return <Redirect to="/logistics" replace />;
  return <LogisticsCost id={params.id} name={paramText(params.name)} />;
}

const unitText = { perParcel: l.perParcel, perKg: l.perKg, percentOfBase: l.percentOfBase, percentOfDeclared: l.percentOfDeclared };
const isPercentUnit = (unit: AdditionalDefinition['unit']) => unit === 'percentOfBase' || unit === 'percentOfDeclared';

function LogisticsCost({ id, name }: { id: string; name: string }) {
  const { i18n } = useLingui();
  const records = useRef<ListParts | null>(null);
  const source = useMemo(() => settingSourceOf(logisticsCost), []);
  const detail = useDetail(source, id, { listPath: '/logistics', onSaved: () => records.current?.list.send({ type: 'list.refresh' }) });
  const definitionsQuery = useActorRef(queryMachine, { input: { run: additionalDefinitions.run, auto: true } });
  const definitions = useSelector(definitionsQuery, (s) => (s.context.result as AdditionalDefinition[] | null) ?? []);
  const title = i18n._(titles.logisticsCostSet);
  const defLabel = (d: AdditionalDefinition) => `${(i18n.locale === 'zh-CN' && d.labelZh) || d.label} (${i18n._(unitText[d.unit])})`;
  const renderExtra = (mode: 'view' | 'edit', ctx: ExtraContext) => {
    const additional = (ctx.values.additional ?? {}) as Record<string, string>;
    if (mode === 'view') {
      const items = definitions
        .filter((d) => (additional[d.code] ?? '') !== '')
        .map((d) => ({ key: d.code, label: defLabel(d), value: isPercentUnit(d.unit) ? percentUnits(additional[d.code]) : money(additional[d.code], ctx.values.currency) }));
      return (
        <Section title={i18n._(l.additional)} testId="additional-view">
          {items.length ? <DescriptionList items={items} /> : <p className="state">{i18n._(l.noAdditional)}</p>}
        </Section>
      );
    }
    return (
      <fieldset className="section" data-testid="additional-edit">
        <legend className="section-title">{i18n._(l.additional)}</legend>
        <p className="field-description">{i18n._(l.additionalHint)}</p>
        {ctx.fieldErrors.additional ? (
          <p className="field-error" role="alert">
            {assetErrorText(i18n, ctx.fieldErrors.additional)}
          </p>
        ) : null}
        {definitions.map((d) => (
          <TextField
            key={d.code}
            label={defLabel(d)}
            value={additional[d.code] ?? ''}
            onChange={(v) => ctx.set('additional', { ...additional, [d.code]: v })}
            testId={`additional-${d.code}`}
          />
        ))}
      </fieldset>
    );
  };
  return (
    <section aria-labelledby="asset-page-title" data-testid="logistics-cost-set">
      <PageHeader title={title} name={name} back={`/logistics/info/${encodeURIComponent(id)}`} backLabel={i18n._(titles.logisticsInfo)} />
      <AssetForm detail={detail} fields={logisticsCost.fields} testId="logistics-cost" renderExtra={renderExtra} />
      <FormulaTest detail={detail} definitions={definitions} />
      <RecordsList kind="logisticsCost" ownerId={id} fieldLabels={fieldLabelsOf(logisticsCost.fields)} partsRef={records} />
    </section>
  );
}

const sampleFields = ['weightKg', 'lengthCm', 'widthCm', 'heightCm', 'declaredValue'] as const;

function FormulaTest({ detail, definitions }: { detail: ReturnType<typeof useDetail>; definitions: AdditionalDefinition[] }) {
  const { i18n } = useLingui();
  const tester = useActorRef(queryMachine, {
    input: { run: costTest.run, validate: costTest.validate, params: { weightKg: '1', lengthCm: '30', widthCm: '20', heightCm: '10', declaredValue: '' } },
  });
  const params = useSelector(tester, (s) => s.context.params);
  const fieldErrors = useSelector(tester, (s) => s.context.fieldErrors);
  const running = useSelector(tester, (s) => s.matches('running'));
  const result = useSelector(tester, (s) => (s.matches('done') ? (s.context.result as CostTestResult) : null));
  const error = useSelector(tester, (s) => s.context.error);
  /** The cost being edited, else the saved one. */
  const current = () => {
    const s = detail.getSnapshot();
    const v = s.matches('editing') || s.matches('saving') || s.matches('confirmingLeave') ? s.context.values : s.context.source.fromDetail(s.context.detail);
    return { formula: v.formula, volumetricDivisor: v.volumetricDivisor, minCharge: v.minCharge, additional: v.additional, currency: v.currency };
  };
  const currency = useSelector(detail, (s) => (s.context.values.currency ?? s.context.detail?.currency ?? null) as string | null);
  const number = (v: number | undefined) => (v === undefined ? '' : new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 3 }).format(v));
  return (
    <Section title={i18n._(l.test)} testId="formula-test">
      <p className="field-description">{i18n._(l.testHint)}</p>
      <form
        className="search-bar"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          tester.send({ type: 'query.run', with: current() });
        }}
      >
        <div className="search-fields">
          {sampleFields.map((k) => (
            <TextField
              key={k}
              className="search-field"
              label={i18n._(l[k])}
              value={String(params[k] ?? '')}
              onChange={(v) => tester.send({ type: 'query.paramsChanged', params: { [k]: v } })}
              errorMessage={assetErrorText(i18n, fieldErrors[k])}
              isRequired={k === 'weightKg'}
              testId={`sample-${k}`}
            />
          ))}
        </div>
        {fieldErrors.formula ? (
          <p className="field-error" role="alert">
            {i18n._(logisticsCost.fields[1].label)}: {assetErrorText(i18n, fieldErrors.formula)}
          </p>
        ) : null}
        <div className="search-actions">
          <Button type="submit" isPending={running} testId="formula-test-run">
            {i18n._(running ? l.running : l.run)}
          </Button>
        </div>
      </form>
      {error ? (
        <p className="state state-error" role="alert" data-testid="formula-test-error">
          {i18n._(l.testFailed)}: {errorText(error)}
        </p>
      ) : null}
      {result ? (
        <div data-testid="formula-test-result" role="status">
          <DescriptionList
            items={[
              { key: 'volumetricKg', label: i18n._(l.volumetricKg), value: number(result.variables.volumetricKg) },
              { key: 'chargeableKg', label: i18n._(l.chargeableKg), value: number(result.variables.chargeableKg) },
              { key: 'base', label: i18n._(l.base), value: money(result.base, currency) },
              { key: 'charged', label: i18n._(l.charged), value: money(result.charged, currency) },
              ...result.additional.map((a) => {
                const d = definitions.find((x) => x.code === a.code);
                return { key: `a-${a.code}`, label: d ? (i18n.locale === 'zh-CN' && d.labelZh) || d.label : a.code, value: money(a.amount, currency) };
              }),
              { key: 'total', label: i18n._(l.total), value: <strong data-testid="formula-test-total">{money(result.total, currency)}</strong> },
            ]}
          />
        </div>
      ) : null}
    </Section>
  );
}
