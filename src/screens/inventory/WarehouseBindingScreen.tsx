// /inventory/group/warehouse: the binding editor of one warehouse group (?group=): its warehouses
// and the unbound ones side by side, move warehouses in and out, save the full set with the
// group's version. A stale version offers a reload; rule errors (a removal that leaves fixed
// allotments without stock) show the server's message. A thin view over
// warehouseBinding.machine.ts.
import { useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { warehouseBindingMachine, bindingDirty, type BindingWarehouse } from '../../machines/inventory/warehouseBinding.machine';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorState } from '../../ui/ErrorState';
import { TextField } from '../../ui/FormField';
import { Section } from '../../ui/Section';
import { useSuccessToast } from '../appContext';
import { GroupNav } from './GroupNav';
import { GroupPicker, useGroupPicker } from './GroupPicker';
import { useUrlParam } from './useUrlChoice';
import { useCanManage, ViewOnlyNote } from '../access';
import { errorText } from '../errorText';
import { TableScroll } from '../../ui/TableScroll';

export function WarehouseBindingScreen() {
  const { t } = useLingui();
  const toast = useSuccessToast();
  const urlGroup = useUrlParam('group');
  const binding = useActorRef(warehouseBindingMachine.provide({ actions: { announceSaved: ({ context }) => toast.saved({ subject: context.group ? t`Warehouses of ${context.group.name}` : t`Warehouse binding` }) } }), { input: { groupId: urlGroup } });
  const state = useSelector(binding, (s) => s.value);
  const groups = useSelector(binding, (s) => s.context.groups);
  const error = useSelector(binding, (s) => s.context.error);
  const picker = useGroupPicker(binding, {
    path: '/group/warehouse',
    chooseEvent: (id) => ({ type: 'binding.groupChosen' as const, groupId: id }),
    retryEvent: { type: 'binding.retry' },
  });

  return (
    <section aria-labelledby="binding-title" data-testid="group-warehouse">
      <h2 id="binding-title">{t`Group warehouses`}</h2>
      <GroupNav />
      <p>{t`A warehouse belongs to at most one group. Move warehouses into or out of the group, then save.`}</p>
      <GroupPicker {...picker} testId="binding-group">
        {state === 'choosing' ? (
          groups.length ? (
            <p>{t`Choose a group to edit its warehouses.`}</p>
          ) : (
            <p>
              {t`There are no warehouse groups yet.`} <Link href="/group/info">{t`New warehouse group`}</Link>
            </p>
          )
        ) : state === 'failed' ? (
          <ErrorState message={errorText(error, t`The group could not be loaded.`)} retryLabel={t`Try again`} onRetry={() => binding.send({ type: 'binding.retry' })} />
        ) : state === 'loading' ? (
          <p className="state" role="status">
            {t`Loading…`}
          </p>
        ) : (
          <Editor binding={binding} />
        )}
      </GroupPicker>
    </section>
  );
}

type BindingRef = ReturnType<typeof useActorRef<typeof warehouseBindingMachine>>;

function Editor({ binding }: { binding: BindingRef }) {
  const { t } = useLingui();
  const canManage = useCanManage();
  const [filter, setFilter] = useState('');
  const group = useSelector(binding, (s) => s.context.group);
  const bound = useSelector(binding, (s) => s.context.bound);
  const unbound = useSelector(binding, (s) => s.context.unbound);
  const dirty = useSelector(binding, (s) => bindingDirty(s.context));
  const error = useSelector(binding, (s) => s.context.error);
  const stale = useSelector(binding, (s) => s.context.stale);
  const saving = useSelector(binding, (s) => s.matches('saving'));
  const confirming = useSelector(binding, (s) => s.matches('confirmingDiscard'));
  if (!group) return null;
  const needle = filter.trim().toLowerCase();
  const pool = needle ? unbound.filter((w) => `${w.code} ${w.name} ${w.country}`.toLowerCase().includes(needle)) : unbound;
  const table = (rows: BindingWarehouse[], label: string, action: (w: BindingWarehouse) => ReactNode, testId: string) => (
    <TableScroll label={label}>
      <table className="inv-table" aria-label={label} data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{t`Code`}</th>
            <th scope="col">{t`Name`}</th>
            <th scope="col">{t`Country`}</th>
            <th scope="col">{t`Type`}</th>
            <th scope="col">
              <span className="visually-hidden">{t`Action`}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((w) => (
            <tr key={w.id} data-testid={`${testId}-row`}>
              <td>{w.code}</td>
              <td>{w.name}</td>
              <td>{w.country}</td>
              <td>{w.type}</td>
              <td>{action(w)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
  return (
    <>
      <ViewOnlyNote />
      {stale ? (
        <div className="inv-notice warning" role="alert" data-testid="binding-stale">
          <p>{t`Someone else changed this group after you opened it. Reload it, then make your changes again.`}</p>
          <Button variant="secondary" onPress={() => binding.send({ type: 'binding.reloadRequested' })}>
            {t`Reload`}
          </Button>
        </div>
      ) : error ? (
        <p className="inv-notice error" role="alert" data-testid="binding-error">
          {errorText(error, t`Saving failed. Please try again.`)}
        </p>
      ) : null}
      <div className="allot-footer">
        <span role="status">{dirty ? t`Unsaved changes: ${bound.length} warehouses in the group.` : t`${bound.length} warehouses in the group, saved.`}</span>
        <span className="spacer" />
        <Link href={`/group/info/${encodeURIComponent(group.id)}`}>{t`Open the group`}</Link>
        <Button variant="secondary" isDisabled={!dirty || saving} onPress={() => binding.send({ type: 'binding.reset' })} testId="binding-reset">
          {t`Undo changes`}
        </Button>
        <Button variant="secondary" isDisabled={saving} onPress={() => binding.send({ type: 'binding.reloadRequested' })}>
          {t`Reload`}
        </Button>
        {canManage ? (
          <Button isDisabled={!dirty} isPending={saving} onPress={() => binding.send({ type: 'binding.saveRequested' })} testId="binding-save">
            {saving ? t`Saving…` : t`Save`}
          </Button>
        ) : null}
      </div>
      <div className="inv-columns">
        <Section title={t`In ${group.name} (${bound.length})`} testId="binding-bound">
          {bound.length ? (
            table(
              bound,
              t`Warehouses in the group`,
              (w) => (
                <Button variant="quiet" isDisabled={saving} onPress={() => binding.send({ type: 'binding.movedOut', ids: [w.id] })} aria-label={t`Remove ${w.code} from the group`}>
                  {t`Remove`}
                </Button>
              ),
              'binding-bound-table',
            )
          ) : (
            <p>{t`No warehouse is in this group.`}</p>
          )}
          {bound.length > 1 ? (
            <Button variant="secondary" isDisabled={saving} onPress={() => binding.send({ type: 'binding.movedOut', ids: bound.map((w) => w.id) })}>
              {t`Remove all`}
            </Button>
          ) : null}
        </Section>
        <Section title={t`Warehouses in no group (${unbound.length})`} testId="binding-unbound">
          <TextField label={t`Filter`} type="search" value={filter} onChange={setFilter} description={t`Code, name or country`} />
          {pool.length ? (
            table(
              pool,
              t`Warehouses in no group`,
              (w) => (
                <Button variant="quiet" isDisabled={saving} onPress={() => binding.send({ type: 'binding.movedIn', ids: [w.id] })} aria-label={t`Add ${w.code} to the group`}>
                  {t`Add`}
                </Button>
              ),
              'binding-unbound-table',
            )
          ) : (
            <p>{unbound.length ? t`No warehouse matches the filter.` : t`Every warehouse is in a group.`}</p>
          )}
        </Section>
      </div>
      <p>{t`Shops drawing from this group: ${group.carts.length}.`}</p>
      <ConfirmDialog
        isOpen={confirming}
        isDanger
        title={t`Discard your changes?`}
        message={t`The warehouses you moved have not been saved. Another group is opened without them.`}
        confirmLabel={t`Discard`}
        cancelLabel={t`Stay`}
        onConfirm={() => binding.send({ type: 'binding.discardConfirmed' })}
        onCancel={() => binding.send({ type: 'binding.discardCancelled' })}
        testId="binding-discard-confirm"
      />
    </>
  );
}
