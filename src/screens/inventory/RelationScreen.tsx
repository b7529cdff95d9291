// /inventory/group/relation: the group ↔ warehouse ↔ shop map (GET warehouse-groups/bindings),
// read-only: per group its warehouses and the shops drawing from it, then the warehouses in no
// group and the shops without a group, each with a link to where it is changed.
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { bindingsOverviewView, type BindingsOverview } from '../../resources/inventory/views';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Section } from '../../ui/Section';
import { StatusBadge } from '../../ui/StatusBadge';
import { Toolbar } from '../../ui/Toolbar';
import { pushStatusLabels } from '../../contract/inventory/labels';
import { GroupNav } from './GroupNav';
import { optionLabel } from '../generic/labels';
import { useView, ViewFrame } from './useView';

type Warehouse = BindingsOverview['unboundWarehouses'][number];
type Cart = BindingsOverview['unboundCarts'][number];

export function RelationScreen() {
  const { t } = useLingui();
  const view = useView(bindingsOverviewView, 'all', ['platform', 'country']);
  return (
    <section aria-labelledby="relation-title" data-testid="group-relation">
      <h2 id="relation-title">{t`Group relations`}</h2>
      <GroupNav />
      <p>{t`Each warehouse belongs to at most one group; each shop draws its stock from one group.`}</p>
      <ViewFrame<BindingsOverview> view={view} failedText={t`The group relations could not be loaded.`} testId="relation">
        {({ data, options, reload, reloading }) => <Relations data={data} options={options} reload={reload} reloading={reloading} />}
      </ViewFrame>
    </section>
  );
}

function Relations({ data, options, reload, reloading }: { data: BindingsOverview; options: Parameters<typeof optionLabel>[0]; reload(): void; reloading: boolean }) {
  const { t, i18n } = useLingui();
  // names, codes and platforms (proper names, decision 022) are data: their <li> says translate="no"
  const cartText = (c: Cart) => `${c.name} (${optionLabel(options, 'platform', c.platformCode, i18n.locale)} ${c.siteCountry})`;
  const warehouseText = (w: Warehouse) => `${w.code} · ${w.name} (${w.country})`;
  return (
    <>
      <Toolbar ariaLabel={t`Actions`}>
        <Button variant="secondary" onPress={reload} isPending={reloading}>
          {t`Reload`}
        </Button>
        <Link href="/group/info" className="button secondary">
          {t`New warehouse group`}
        </Link>
      </Toolbar>
      {data.groups.length === 0 ? <EmptyState title={t`No warehouse groups yet`} description={t`Create a group and add warehouses to it.`} /> : null}
      {data.groups.map((g) => (
        <Section
          key={g.id}
          title={g.name}
          dataTitle
          testId={`relation-group-${g.id}`}
          actions={
            <>
              <StatusBadge tone={g.modified ? 'warning' : 'success'}>{pushStatusLabels.text(g.modified ? 'modified' : 'synced', i18n.locale)}</StatusBadge>
              <Link href={`/group/info/${encodeURIComponent(g.id)}`} aria-label={t`Open the group ${g.name}`}>
                {t`Open`}
              </Link>
            </>
          }
        >
          <div className="inv-columns">
            <div>
              <h4>
                {t`Warehouses (${g.warehouses.length})`} ·{' '}
                <Link href={`/group/warehouse?group=${encodeURIComponent(g.id)}`} aria-label={t`Edit the warehouses of ${g.name}`}>
                  {t`Edit`}
                </Link>
              </h4>
              {g.warehouses.length ? (
                <ul className="inv-chips">
                  {g.warehouses.map((w) => (
                    <li key={w.id} translate="no">
                      {warehouseText(w)}
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{t`No warehouses`}</p>
              )}
            </div>
            <div>
              <h4>{t`Shops (${g.carts.length})`}</h4>
              {g.carts.length ? (
                <ul className="inv-chips">
                  {g.carts.map((c) => (
                    <li key={c.id} translate="no">
                      <Link href={`/group/shop?cart=${encodeURIComponent(c.id)}`}>{cartText(c)}</Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{t`No shops`}</p>
              )}
            </div>
          </div>
        </Section>
      ))}
      <Section title={t`Warehouses in no group (${data.unboundWarehouses.length})`} testId="relation-unbound-warehouses">
        {data.unboundWarehouses.length ? (
          <ul className="inv-chips">
            {data.unboundWarehouses.map((w) => (
              <li key={w.id} translate="no">
                      {warehouseText(w)}
                    </li>
            ))}
          </ul>
        ) : (
          <p>{t`Every warehouse is in a group.`}</p>
        )}
      </Section>
      <Section title={t`Shops without a group (${data.unboundCarts.length})`} testId="relation-unbound-carts">
        {data.unboundCarts.length ? (
          <ul className="inv-chips">
            {data.unboundCarts.map((c) => (
              <li key={c.id} translate="no">
                <Link href={`/group/shop?cart=${encodeURIComponent(c.id)}`}>{cartText(c)}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t`Every shop draws from a group.`}</p>
        )}
      </Section>
    </>
  );
}
