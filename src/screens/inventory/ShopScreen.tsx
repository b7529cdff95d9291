// /inventory/group/shop: per-shop (cart) group binding. Pick a shop, see the group it draws its
// stock from, set another group or none. The shop is in the URL (?cart=). A shop with allotments
// or pushed quantities in its group cannot move: the screen says why and offers no save. A thin
// view over cartGroup.machine.ts; platform, site and status show as the labels of their option
// dictionaries (read once by a query machine) in the user's language.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { cartGroupMachine, cartMayMove } from '../../machines/inventory/cartGroup.machine';
import { Button } from '../../ui/Button';
import { DescriptionList } from '../../ui/DescriptionList';
import { ErrorState } from '../../ui/ErrorState';
import { SelectField } from '../../ui/FormField';
import { Section } from '../../ui/Section';
import { useSuccessToast } from '../appContext';
import { optionLabel } from '../generic/labels';
import { useDictionaries } from '../generic/useDictionaries';
import { GroupNav } from './GroupNav';
import { formatQty } from '../format';
import { useUrlChoice, useUrlParam } from './useUrlChoice';
import { useCanManage, ViewOnlyNote } from '../access';
import { errorText } from '../errorText';

const NONE = '__none__';
/** The dictionaries the shop's facts are labelled with. */
const dictionaryNames = ['platform', 'country', 'cartStatus'];

export function ShopScreen() {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const urlCart = useUrlParam('cart');
  const shop = useActorRef(cartGroupMachine.provide({ actions: { announceSaved: () => toast.saved({ subject: t`The shop's warehouse group` }) } }), { input: { cartId: urlCart } });
  const state = useSelector(shop, (s) => s.value);
  const carts = useSelector(shop, (s) => s.context.carts);
  const cartId = useSelector(shop, (s) => s.context.cartId);
  const info = useSelector(shop, (s) => s.context.info);
  const selected = useSelector(shop, (s) => s.context.selected);
  const error = useSelector(shop, (s) => s.context.error);
  const busy = useSelector(shop, (s) => s.hasTag('busy'));
  const canSave = useSelector(shop, (s) => s.can({ type: 'shop.saveRequested' }));
  const canManage = useCanManage();
  const choosable = useSelector(shop, (s) => s.can({ type: 'shop.cartChosen', cartId: '' }));
  const { options, failure: dictionariesFailure } = useDictionaries(dictionaryNames);

  // the URL follows the shop shown; a link to another shop (?cart=) opens it
  const choose = useUrlChoice(shop, cartId, {
    param: 'cart',
    path: '/group/shop',
    chosenOf: (c) => c.cartId,
    chooseEvent: (id) => ({ type: 'shop.cartChosen' as const, cartId: id }),
  });
  const locale = i18n.locale;
  const groupLabel = (g: { name: string; warehouseCount: number; cartCount: number }) => t`${g.name} (${g.warehouseCount} warehouses, ${g.cartCount} shops)`;
  const movable = info ? cartMayMove(info) : false;

  return (
    <section aria-labelledby="shop-title" data-testid="group-shop">
      <h2 id="shop-title">{t`Shop group binding`}</h2>
      <GroupNav />
      <ViewOnlyNote />
      {dictionariesFailure}
      <p>{t`A shop sells the stock of the one warehouse group it draws from. Pick a shop to see or change its group.`}</p>
      {state === 'cartsFailed' ? (
        <ErrorState message={errorText(error, t`The shops could not be loaded.`)} retryLabel={t`Try again`} onRetry={() => shop.send({ type: 'shop.retry' })} />
      ) : state === 'loadingCarts' ? (
        <p className="state" role="status">
          {t`Loading…`}
        </p>
      ) : (
        <>
          <SelectField
            label={t`Shop`}
            placeholder={t`Choose a shop`}
            value={cartId}
            isDisabled={!choosable}
            onChange={choose}
            options={carts.map((c) => ({ value: c.cart.id, label: `${c.cart.code} · ${c.cart.name} — ${c.groupName ?? t`no group`}` }))}
            testId="shop-cart"
          />
          {state === 'cartFailed' ? (
            <ErrorState message={errorText(error, t`The shop could not be loaded.`)} retryLabel={t`Try again`} onRetry={() => shop.send({ type: 'shop.retry' })} />
          ) : state === 'loadingCart' ? (
            <p className="state" role="status">
              {t`Loading…`}
            </p>
          ) : info ? (
            <Section title={`${info.cart.code} · ${info.cart.name}`} testId="shop-binding">
              <DescriptionList
                items={[
                  { key: 'platform', label: t`Platform`, value: optionLabel(options, 'platform', info.cart.platformCode, locale) },
                  { key: 'site', label: t`Site`, value: optionLabel(options, 'country', info.cart.siteCountry, locale) },
                  { key: 'status', label: t`Status`, value: optionLabel(options, 'cartStatus', info.cart.status, locale) },
                  {
                    key: 'group',
                    label: t`Draws from`,
                    value: info.warehouseGroupId ? <Link href={`/group/info/${encodeURIComponent(info.warehouseGroupId)}`}>{info.warehouseGroupName}</Link> : t`No group`,
                  },
                  { key: 'allotments', label: t`Allotments in its group`, value: formatQty(info.allotmentCount, locale) },
                  { key: 'pushed', label: t`Pushed quantities`, value: formatQty(info.pushedCount, locale) },
                ]}
              />
              {!movable ? (
                <p className="inv-notice warning" role="note" data-testid="shop-locked">
                  {t`This shop has allotments or pushed quantities in its group, so it cannot move. Remove its allotments and push the change with the trigger first.`}
                </p>
              ) : null}
              {error ? (
                <p className="inv-notice error" role="alert" data-testid="shop-error">
                  {errorText(error, t`Saving failed. Please try again.`)}
                </p>
              ) : null}
              <form noValidate
                className="inv-form"
                onSubmit={(e) => {
                  e.preventDefault();
                  shop.send({ type: 'shop.saveRequested' });
                }}
              >
                <SelectField
                  label={t`Warehouse group`}
                  value={selected ?? NONE}
                  isDisabled={!movable || busy || !canManage}
                  onChange={(v) => shop.send({ type: 'shop.groupSelected', groupId: v === NONE || v === null ? null : v })}
                  options={[{ value: NONE, label: t`No group` }, ...info.groups.map((g) => ({ value: g.id, label: groupLabel(g) }))]}
                  testId="shop-group"
                />
                <div className="actions">
                  {canManage ? (
                    <Button type="submit" isDisabled={!canSave && !busy} isPending={state === 'saving'} testId="shop-save">
                      {state === 'saving' ? t`Saving…` : t`Save`}
                    </Button>
                  ) : null}
                  <Button variant="secondary" isDisabled={busy} onPress={() => shop.send({ type: 'shop.reloadRequested' })}>
                    {t`Reload`}
                  </Button>
                </div>
              </form>
            </Section>
          ) : (
            <p>{t`Choose a shop to see its warehouse group.`}</p>
          )}
        </>
      )}
    </section>
  );
}
