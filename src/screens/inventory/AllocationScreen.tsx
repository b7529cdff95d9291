// /inventory/inventory/allocation: allotment of a warehouse group's available stock to its shops
// (docs/domain/inventory.md "Allotment"). Choose a group (warehouse-groups/all; the groups whose
// allotment changed since the last push are marked: warehouse-groups/modified), page through its
// skus, give shops a ratio (%) or a fixed quantity with live checks (ratios at most 100 %, fixed
// quantities at most the group available) and a preview of what each shop would sell, save the
// changed skus with the group's allotVersion (stale: reload), and read a sku's allotment
// records (allot/record). A thin view over allotment.machine.ts.
import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Link } from 'wouter';
import { allotModes, InventoryErrorCode, type AllotMode, type AllotSkuRow } from '../../contract/inventory/inventory';
import { ALLOT_PAGE_SIZE, ALLOT_SAVE_MAX, allotmentMachine, draftIssues, type AllotCart, type AllotFilter } from '../../machines/inventory/allotment.machine';
import { checkAllotment, draftsOf, previewSellable, type AllotIssue, type DraftAllotment } from '../../machines/inventory/allotRules';
import { allotModeLabels } from '../../contract/inventory/labels';
import { allotRecordsView, type AllotRecords } from '../../resources/inventory/views';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { SelectField, TextField } from '../../ui/FormField';
import { Section } from '../../ui/Section';
import { StatusBadge } from '../../ui/StatusBadge';
import { useSuccessToast } from '../appContext';
import { allotValueText, formatQty, formatTime } from '../format';
import { GroupPicker, useGroupPicker } from './GroupPicker';
import { useUrlParam } from './useUrlChoice';
import { useView, ViewFrame } from './useView';
import { useCanManage, ViewOnlyNote } from '../access';
import { errorText } from '../errorText';
import { TableScroll } from '../../ui/TableScroll';

type AllotRef = ReturnType<typeof useActorRef<typeof allotmentMachine>>;
const ANY = 'any';

export function AllocationScreen() {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const urlGroup = useUrlParam('group');
  const allot = useActorRef(allotmentMachine.provide({ actions: { announceSaved: ({ context }) => toast.saved({ subject: context.group ? t`Allocation of ${context.group.name}` : t`Allocation` }) } }), { input: { groupId: urlGroup } });
  const state = useSelector(allot, (s) => s.value);
  const groups = useSelector(allot, (s) => s.context.groups);
  const modified = useSelector(allot, (s) => s.context.modified);
  const error = useSelector(allot, (s) => s.context.error);
  const picker = useGroupPicker(allot, {
    path: '/inventory/allocation',
    chooseEvent: (id) => ({ type: 'allot.groupChosen' as const, groupId: id }),
    retryEvent: { type: 'allot.retry' },
  });

  return (
    <section aria-labelledby="allot-title" data-testid="allocation">
      <h2 id="allot-title">{t`Inventory allotment`}</h2>
      <p>{t`Give the shops of a warehouse group a share of its available stock: a ratio of what is left after fixed quantities, or a fixed quantity. Shops without an allotment share the remainder. Changes reach the channels when the trigger pushes them.`}</p>
      <GroupPicker {...picker} testId="allot-group">
        {modified.length ? (
          <div className="inv-notice" data-testid="allot-modified">
            <p>{t`Allotments changed and not pushed yet:`}</p>
            <ul className="inv-chips">
              {modified.map((m) => (
                <li key={m.id}>
                  {/* the group's name is data (decision 022) */}
                  <span translate="no">{m.name}</span> · {formatTime(m.modifiedAt, i18n.locale)}
                </li>
              ))}
            </ul>
            <p>
              <Link href="~/asset/trigger">{t`Push the changes with the trigger`}</Link>
            </p>
          </div>
        ) : null}
        {state === 'choosing' ? (
          groups.length ? <p>{t`Choose a group to edit its allotment.`}</p> : <EmptyState title={t`No warehouse groups yet`} description={t`Create a group first.`} />
        ) : state === 'pageFailed' && !allot.getSnapshot().context.page ? (
          <ErrorState message={errorText(error, t`The allotment could not be loaded.`)} retryLabel={t`Try again`} onRetry={() => allot.send({ type: 'allot.retry' })} />
        ) : (
          <Editor allot={allot} />
        )}
      </GroupPicker>
    </section>
  );
}

function Editor({ allot }: { allot: AllotRef }) {
  const { t, i18n } = useLingui();
  const canManage = useCanManage();
  const group = useSelector(allot, (s) => s.context.group);
  const carts = useSelector(allot, (s) => s.context.carts);
  const page = useSelector(allot, (s) => s.context.page);
  const drafts = useSelector(allot, (s) => s.context.drafts);
  const filter = useSelector(allot, (s) => s.context.filter);
  const showErrors = useSelector(allot, (s) => s.context.showErrors);
  const error = useSelector(allot, (s) => s.context.error);
  const stale = useSelector(allot, (s) => s.context.stale);
  const state = useSelector(allot, (s) => s.value);
  const cursors = useSelector(allot, (s) => s.context.cursors.length);
  const canNext = useSelector(allot, (s) => s.can({ type: 'allot.nextPage' }));
  const canPrev = useSelector(allot, (s) => s.can({ type: 'allot.prevPage' }));
  const [recordsFor, setRecordsFor] = useState<AllotSkuRow | null>(null);
  const loading = state === 'loadingPage';
  const saving = state === 'saving';
  const editable = state === 'editing';
  const changed = Object.keys(drafts).length;
  const invalid = draftIssues(drafts);
  const locale = i18n.locale;
  if (!group) {
    return loading ? (
      <p className="state" role="status">
        {t`Loading…`}
      </p>
    ) : null;
  }
  const first = cursors * ALLOT_PAGE_SIZE + 1;
  return (
    <>
      <ViewOnlyNote />
      <Section
        title={group.name}
        testId="allot-group-info"
        actions={
          <StatusBadge tone={group.modified ? 'warning' : 'success'} testId="allot-group-status">
            {group.modified ? t`Modified, not pushed` : t`Pushed`}
          </StatusBadge>
        }
      >
        <p>
          {t`${carts.length} shops draw from this group.`} {t`Last pushed: ${formatTime(group.lastPushedAt, locale)}.`} {t`Allotment version ${group.allotVersion}.`}{' '}
          <Link href={`/group/info/${encodeURIComponent(group.id)}`}>{t`Open the group`}</Link>
        </p>
        <FilterForm key={`${group.id}:${filter.sku}:${filter.allotted}`} filter={filter} disabled={!editable} onSubmit={(f) => allot.send({ type: 'allot.filterChanged', filter: f })} />
      </Section>
      {stale ? (
        <div className="inv-notice warning" role="alert" data-testid="allot-stale">
          <p>{t`Someone else changed this group's allotment after you opened it. Reload it, then make your changes again.`}</p>
          <Button variant="secondary" onPress={() => allot.send({ type: 'allot.reloadRequested' })}>
            {t`Reload`}
          </Button>
        </div>
      ) : error ? (
        <p className="inv-notice error" role="alert" data-testid="allot-error">
          {errorText(error, t`Saving failed. Please try again.`)}
        </p>
      ) : null}
      {state === 'pageFailed' ? (
        <ErrorState message={errorText(error, t`The allotment could not be loaded.`)} retryLabel={t`Try again`} onRetry={() => allot.send({ type: 'allot.retry' })} />
      ) : null}
      <div aria-busy={loading} data-testid="allot-rows">
        {loading ? (
          <p className="state" role="status">
            {t`Loading…`}
          </p>
        ) : null}
        {page && page.rows.length === 0 ? <EmptyState title={t`No SKUs`} description={t`No SKU of this group matches the filter.`} /> : null}
        {page?.rows.map((row) => (
          <SkuEditor
            key={row.skuId}
            row={drafts[row.skuId]?.row ?? row}
            saved={row}
            draft={drafts[row.skuId]?.allotments}
            carts={carts}
            showErrors={showErrors}
            disabled={!editable}
            onChange={(allotments) => allot.send({ type: 'allot.edited', skuId: row.skuId, allotments })}
            onReset={() => allot.send({ type: 'allot.skuReset', skuId: row.skuId })}
            onRecords={() => setRecordsFor(row)}
          />
        ))}
      </div>
      <nav className="pager" aria-label={t`Pages`}>
        <span className="pager-summary" role="status">
          {page && page.rows.length ? (page.totalCapped ? t`SKUs ${first}–${first + page.rows.length - 1} of more than ${page.total}` : t`SKUs ${first}–${first + page.rows.length - 1} of ${page.total}`) : ''}
        </span>
        <Button variant="secondary" isDisabled={!canPrev} onPress={() => allot.send({ type: 'allot.prevPage' })}>
          {t`Previous page`}
        </Button>
        <Button variant="secondary" isDisabled={!canNext} onPress={() => allot.send({ type: 'allot.nextPage' })}>
          {t`Next page`}
        </Button>
      </nav>
      <div className="allot-footer" data-testid="allot-footer">
        <span role="status" data-testid="allot-changed">
          {changed ? t`${changed} SKUs changed, not saved.` : t`No unsaved changes.`}
          {changed > ALLOT_SAVE_MAX ? ` ${t`Save at most ${ALLOT_SAVE_MAX} SKUs at a time.`}` : ''}
          {showErrors && invalid.length ? ` ${t`Correct the SKUs marked in red: ${invalid.map((i) => i.sku).join(', ')}.`}` : ''}
        </span>
        <span className="spacer" />
        <Button variant="secondary" isDisabled={!changed || !editable} onPress={() => allot.send({ type: 'allot.discardAll' })} testId="allot-discard">
          {t`Discard changes`}
        </Button>
        <Button variant="secondary" isDisabled={!editable} onPress={() => allot.send({ type: 'allot.reloadRequested' })}>
          {t`Reload`}
        </Button>
        {canManage ? (
          <Button isDisabled={!changed} isPending={saving} onPress={() => allot.send({ type: 'allot.saveRequested' })} testId="allot-save">
            {saving ? t`Saving…` : t`Save allotment`}
          </Button>
        ) : null}
      </div>
      <DiscardConfirm allot={allot} />
      {recordsFor ? <RecordsDialog row={recordsFor} carts={carts} onClose={() => setRecordsFor(null)} /> : null}
    </>
  );
}

function FilterForm({ filter, disabled, onSubmit }: { filter: AllotFilter; disabled: boolean; onSubmit(f: AllotFilter): void }) {
  const { t } = useLingui();
  const [sku, setSku] = useState(filter.sku);
  const [allotted, setAllotted] = useState<string>(filter.allotted ?? ANY);
  return (
    <form noValidate
      className="inv-form"
      role="search"
      aria-label={t`Filter the SKUs`}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit({ sku: sku.trim(), allotted: allotted === 'true' || allotted === 'false' ? allotted : null });
      }}
    >
      <TextField label={t`SKU contains`} value={sku} onChange={setSku} maxLength={64} testId="allot-filter-sku" />
      <SelectField
        label={t`Allotment`}
        value={allotted}
        onChange={(v) => setAllotted(v ?? ANY)}
        options={[
          { value: ANY, label: t`All SKUs` },
          { value: 'true', label: t`With allotments` },
          { value: 'false', label: t`Without allotments` },
        ]}
        testId="allot-filter-allotted"
      />
      <div className="actions">
        <Button type="submit" variant="secondary" isDisabled={disabled} testId="allot-filter-submit">
          {t`Search`}
        </Button>
      </div>
    </form>
  );
}

function issueText(i18n: I18n, issue: AllotIssue, check: { ratioSum: number; fixedSum: number; available: number }): string {
  const locale = i18n.locale;
  const ratioSum = check.ratioSum;
  const fixedSum = formatQty(check.fixedSum, locale);
  const available = formatQty(check.available, locale);
  switch (issue.code) {
    case InventoryErrorCode.allotRatioOver100:
      return i18n._(msg`The ratios add up to ${ratioSum}%, more than 100%.`);
    case InventoryErrorCode.allotExceedsAvailable:
      return i18n._(msg`The fixed quantities add up to ${fixedSum}, more than the ${available} available in the group.`);
    case 'required':
      return i18n._(msg`Enter a value.`);
    case 'ratioRange':
      return i18n._(msg`A ratio is at most 100%.`);
    case 'ratioDecimals':
      return i18n._(msg`A ratio has at most 2 decimals.`);
    case 'fixedInteger':
      return i18n._(msg`A fixed quantity is a whole number.`);
    case 'negative':
      return i18n._(msg`The value cannot be negative.`);
    case 'cartRepeat':
      return i18n._(msg`This shop is listed twice.`);
  }
}

function SkuEditor({
  row,
  saved,
  draft,
  carts,
  showErrors,
  disabled,
  onChange,
  onReset,
  onRecords,
}: {
  row: AllotSkuRow;
  saved: AllotSkuRow;
  draft: DraftAllotment[] | undefined;
  carts: AllotCart[];
  showErrors: boolean;
  disabled: boolean;
  onChange(allotments: DraftAllotment[]): void;
  onReset(): void;
  onRecords(): void;
}) {
  const { t, i18n } = useLingui();
  const [adding, setAdding] = useState('');
  const locale = i18n.locale;
  const allotments = draft ?? draftsOf(row);
  const check = checkAllotment(row, allotments);
  const preview = previewSellable(row.available, allotments);
  const cartById = new Map(carts.map((c) => [c.id, c]));
  const pushed = new Map(saved.allotments.map((a) => [a.cartId, a.pushedQty]));
  const free = carts.filter((c) => !allotments.some((a) => a.cartId === c.id));
  const changed = !!draft;
  const skuIssues = check.issues.filter((i) => !i.cartId);
  const cartIssue = (cartId: string) => check.issues.find((i) => i.cartId === cartId && (showErrors || i.code !== 'required'));
  const update = (index: number, patch: Partial<DraftAllotment>) => onChange(allotments.map((a, i) => (i === index ? { ...a, ...patch } : a)));
  const headingId = `allot-sku-${row.skuId}`;
  const cartLabel = (cartId: string) => {
    const c = cartById.get(cartId);
    return c ? `${c.code} · ${c.name}` : cartId;
  };
  return (
    <section className="allot-sku" aria-labelledby={headingId} data-changed={changed} data-testid="allot-sku" data-sku={row.sku}>
      <div className="allot-sku-head">
        <h3 id={headingId}>
          {row.sku} · {row.name}
        </h3>
        <span className="allot-sums" data-testid="allot-sums">
          {t`Available ${formatQty(row.available, locale)} · fixed ${formatQty(check.fixedSum, locale)} · ratios ${check.ratioSum}% · shared ${formatQty(preview.shared, locale)}`}
        </span>
        {changed ? <StatusBadge tone="info">{t`Changed`}</StatusBadge> : null}
      </div>
      {allotments.length ? (
        <TableScroll label={t`Allotments of ${row.sku}`}>
          <table className="inv-table" aria-label={t`Allotments of ${row.sku}`}>
            <thead>
              <tr>
                <th scope="col">{t`Shop`}</th>
                <th scope="col">{t`Mode`}</th>
                <th scope="col">{t`Value`}</th>
                <th scope="col" className="num">{t`Sellable`}</th>
                <th scope="col" className="num">{t`Last pushed`}</th>
                <th scope="col">
                  <span className="visually-hidden">{t`Action`}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {allotments.map((a, index) => {
                const issue = cartIssue(a.cartId);
                const label = cartLabel(a.cartId);
                const errorId = `${headingId}-${a.cartId}-error`;
                return (
                  <tr key={a.cartId} data-testid="allot-row" data-cart={a.cartId}>
                    <td>{label}</td>
                    <td>
                      <select
                        className="input"
                        aria-label={t`Mode for ${label}`}
                        value={a.mode}
                        disabled={disabled}
                        onChange={(e) => update(index, { mode: e.target.value as AllotMode })}
                        data-testid="allot-mode"
                      >
                        {allotModes.map((m) => (
                          <option key={m} value={m}>
                            {allotModeLabels.text(m, i18n.locale)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <input
                        className="input number-input"
                        type="number"
                        inputMode="decimal"
                        min={0}
                        max={a.mode === 'ratio' ? 100 : undefined}
                        step={a.mode === 'ratio' ? 0.01 : 1}
                        aria-label={a.mode === 'ratio' ? t`Ratio in % for ${label}` : t`Fixed quantity for ${label}`}
                        aria-invalid={issue ? true : undefined}
                        aria-describedby={issue ? errorId : undefined}
                        value={a.value ?? ''}
                        disabled={disabled}
                        onChange={(e) => update(index, { value: e.target.value === '' ? null : Number(e.target.value) })}
                        data-testid="allot-value"
                      />
                      {issue ? (
                        <p className="allot-issue" id={errorId} data-testid="allot-cart-issue">
                          {issueText(i18n, issue, check)}
                        </p>
                      ) : null}
                    </td>
                    <td className="num">{formatQty(preview.byCart[a.cartId] ?? 0, locale)}</td>
                    <td className="num">{formatQty(pushed.get(a.cartId) ?? null, locale)}</td>
                    <td>
                      <Button variant="quiet" isDisabled={disabled} onPress={() => onChange(allotments.filter((_, i) => i !== index))} aria-label={t`Remove the allotment of ${label}`}>
                        {t`Remove`}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      ) : (
        <p>{t`No allotment: every shop of the group shares the available stock.`}</p>
      )}
      {skuIssues.map((issue) => (
        <p key={issue.code} className="allot-issue" role="alert" data-testid="allot-sku-issue">
          {issueText(i18n, issue, check)}
        </p>
      ))}
      <div className="allot-add">
        {free.length ? (
          <>
            <label className="field">
              <span className="field-label">{t`Add a shop`}</span>
              <select className="input" value={adding} disabled={disabled} onChange={(e) => setAdding(e.target.value)} data-testid="allot-add-cart">
                <option value="">{t`Choose a shop`}</option>
                {free.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.code} · {c.name}
                  </option>
                ))}
              </select>
            </label>
            <Button
              variant="secondary"
              isDisabled={disabled || !adding}
              onPress={() => {
                onChange([...allotments, { cartId: adding, mode: 'ratio', value: null }]);
                setAdding('');
              }}
              testId="allot-add"
            >
              {t`Add`}
            </Button>
          </>
        ) : null}
        {changed ? (
          <Button variant="secondary" isDisabled={disabled} onPress={onReset} testId="allot-sku-reset">
            {t`Undo`}
          </Button>
        ) : null}
        {saved.allotments.length ? (
          <Button variant="quiet" onPress={onRecords} testId="allot-records">
            {t`Change records`}
          </Button>
        ) : null}
      </div>
      <p className="field-description">
        {allotments.length ? t`Preview: ${allotValueText('fixed', check.fixedSum, locale)} units fixed, ${allotValueText('ratio', check.ratioSum, locale)} of the rest by ratio.` : ''}
      </p>
    </section>
  );
}

function DiscardConfirm({ allot }: { allot: AllotRef }) {
  const { t } = useLingui();
  const open = useSelector(allot, (s) => s.matches('confirmingDiscard'));
  const changed = useSelector(allot, (s) => Object.keys(s.context.drafts).length);
  return (
    <ConfirmDialog
      isOpen={open}
      isDanger
      title={t`Discard your changes?`}
      message={t`${changed} SKUs have unsaved allotment changes. Another group is opened without them.`}
      confirmLabel={t`Discard`}
      cancelLabel={t`Stay`}
      onConfirm={() => allot.send({ type: 'allot.discardConfirmed' })}
      onCancel={() => allot.send({ type: 'allot.discardCancelled' })}
      testId="allot-discard-confirm"
    />
  );
}

function RecordsDialog({ row, carts, onClose }: { row: AllotSkuRow; carts: AllotCart[]; onClose(): void }) {
  const { t, i18n } = useLingui();
  const ids = row.allotments.map((a) => a.id).join(',');
  const view = useView(allotRecordsView, ids);
  const locale = i18n.locale;
  const cartName = new Map(carts.map((c) => [c.id, `${c.code} · ${c.name}`]));
  const mode = (m: AllotMode | null, v: number | null) => (m ? `${allotModeLabels.text(m, i18n.locale)} ${allotValueText(m, v, locale)}` : t`none`);
  return (
    <ModalOverlay className="dialog-overlay" isOpen isDismissable onOpenChange={(open) => (open ? undefined : onClose())}>
      <Modal className="modal">
        <Dialog className="dialog" data-testid="allot-records-dialog">
          <Heading slot="title">{t`Allotment records of ${row.sku}`}</Heading>
          <ViewFrame<AllotRecords> view={view} failedText={t`The records could not be loaded.`}>
            {({ data }) =>
              data.records.length ? (
                <>
                  <TableScroll label={t`Allotment records of ${row.sku}`}>
                    <table className="inv-table" aria-label={t`Allotment records of ${row.sku}`}>
                      <thead>
                        <tr>
                          <th scope="col">{t`Changed at`}</th>
                          <th scope="col">{t`Changed by`}</th>
                          <th scope="col">{t`Shop`}</th>
                          <th scope="col">{t`Before`}</th>
                          <th scope="col">{t`After`}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {data.records.map((r) => (
                          <tr key={r.id}>
                            <td>{formatTime(r.changedAt, locale)}</td>
                            <td>{r.changedByName}</td>
                            <td>{cartName.get(r.cartId) ?? `${r.cartCode} · ${r.cartName}`}</td>
                            <td>{mode(r.oldMode, r.oldValue)}</td>
                            <td>{mode(r.newMode, r.newValue)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </TableScroll>
                  {data.truncated ? <p>{t`Only the newest records are shown.`}</p> : null}
                </>
              ) : (
                <p>{t`No changes recorded.`}</p>
              )
            }
          </ViewFrame>
          <div className="actions">
            <Button autoFocus onPress={onClose}>
              {t`Close`}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
