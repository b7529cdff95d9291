// /product/authedBrandInfo/:id/:brandCode: one brand authorization (whose turn, whether new listings
// of the brand are allowed, the expiry radar), "Submit" for a draft or refused one and "Revoke"
// with a reason for one not yet ended (brandAuth.machine.ts, the record-with-actions
// kit), and the brand's authorizations as its history (the detail machine over authed brand list).
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import type { BrandAuthRow, BrandHistoryItem } from '../../contract/product/brand';
import { brandAuthStatusLabels, brandAuthTypeLabels, brandRefusalCodeLabels } from '../../contract/product/labels';
import { detailMachine } from '../../machines/generic/detail.machine';
import { brandAuthMachine, brandAuthSpec } from '../../machines/product/brandAuth.machine';
import { brandHistoryInput } from '../../machines/product/brandReads';
import { DescriptionList } from '../../ui/DescriptionList';
import { Section } from '../../ui/Section';
import { TableScroll } from '../../ui/TableScroll';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { formatTime } from '../format';
import { RecordActionsView } from '../generic/RecordActionsView';
import { LoadGate } from '../LoadGate';

export function BrandInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  const brandCode = params.brandCode ? decodeURIComponent(params.brandCode) : null;
  if (!id || !brandCode) return <Redirect to="/brandList" replace />;
  return <BrandInfo key={`${id}/${brandCode}`} id={id} brandCode={brandCode} />;
}

function ListingState({ auth: a }: { auth: BrandAuthRow }) {
  const { t } = useLingui();
  const to = a.validTo;
  const days = a.daysLeft;
  const text = a.listingAllowed
    ? days <= 90
      ? t`New listings of this brand are allowed until ${to}: the authorization expires in ${days} days. Add a new one with a current document in time.`
      : t`New listings of this brand are allowed until ${to}.`
    : a.status === 'expired'
      ? t`New listings of this brand are stopped: the authorization expired on ${to}. Add a new one with a current document.`
      : a.status === 'submitted'
        ? t`Waiting for the platform's review. New listings of this brand need a granted authorization.`
        : a.status === 'refused'
          ? t`Your action: correct what the platform named and submit again.`
          : a.status === 'draft'
            ? t`Your action: check the details and submit it to the platform.`
            : t`This authorization no longer allows new listings of this brand.`;
  return (
    <p className="whose-turn" data-testid="brand-turn" data-status={a.status} data-listing={a.listingAllowed ? 'allowed' : 'stopped'}>
      {text}
    </p>
  );
}

function BrandInfo({ id, brandCode }: { id: string; brandCode: string }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const mayAct = useCanManage();
  const history = useActorRef(detailMachine, { input: brandHistoryInput(brandCode) });
  const actor = useActorRef(
    brandAuthMachine.provide({
      actions: {
        announceDone: () => {
          toast.say('common.message.success');
          history.send({ type: 'detail.reloadRequested' });
        },
      },
    }),
    { input: { key: id } },
  );
  const auth = useSelector(actor, (s) => s.context.record);
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed') || s.matches('notFound'));
  const error = useSelector(actor, (s) => s.context.error);
  const items = useSelector(history, (s) => (s.context.detail as { items: BrandHistoryItem[] } | null)?.items ?? null);
  const historyFailed = useSelector(history, (s) => s.matches('failed') || s.matches('notFound'));
  const historyError = useSelector(history, (s) => s.context.error);
  const time = (v: string | null) => (v ? formatTime(v, i18n.locale) : '—');
  return (
    <section className="detail-screen" aria-labelledby="brand-title" data-testid="brand-auth">
      <h2 id="brand-title">{auth ? t`Brand authorization ${auth.authNo}` : t`Brand authorization`}</h2>
      <nav aria-label={t`Pages`}>
        <Link href="/brandList" data-testid="brand-back">
          {t`Back to the brands`}
        </Link>
      </nav>
      <LoadGate failed={loadFailed} loading={!auth} error={error} failedText={t`The brand authorization could not be loaded.`} onRetry={() => actor.send({ type: 'record.retry' })} errorTestId="brand-error">
        {() =>
          auth && (
            <>
              <ListingState auth={auth} />
              <RecordActionsView
                actor={actor}
                spec={brandAuthSpec}
                mayAct={mayAct}
                texts={{
                  submit: {
                    label: t`Submit to the platform`,
                    title: t`Submit this brand authorization?`,
                    message: t`The platform reviews the trademark, the registrant and the validity period.`,
                    noteLabel: t`Note to the platform (optional)`,
                  },
                  revoke: {
                    label: t`Revoke`,
                    title: t`Revoke this brand authorization`,
                    message: t`New listings of the brand stop at once. Say why; the reason is kept on the authorization.`,
                    noteLabel: t`Reason`,
                    secondary: true,
                    isDanger: true,
                  },
                }}
                toolbarLabel={t`Authorization actions`}
                testId="brand"
                refusedText={t`The server refused the action.`}
              />
              <Section title={t`Authorization`} testId="brand-section">
                <DescriptionList
                  testId="brand-fields"
                  items={[
                    { key: 'brand', label: t`Brand`, value: `${auth.brandName} (${auth.brandCode})` },
                    { key: 'status', label: t`Status`, value: brandAuthStatusLabels.text(auth.status, i18n.locale) },
                    { key: 'refusal', label: t`Refusal reason`, value: auth.refusalCode ? brandRefusalCodeLabels.text(auth.refusalCode, i18n.locale) : '—' },
                    { key: 'type', label: t`Authorization type`, value: brandAuthTypeLabels.text(auth.authType, i18n.locale) },
                    { key: 'trademark', label: t`Trademark no.`, value: auth.trademarkNo },
                    { key: 'registrant', label: t`Registrant`, value: auth.registrant },
                    { key: 'licensor', label: t`Licensor`, value: auth.licensor || '—' },
                    { key: 'valid', label: t`Validity period`, value: `${auth.validFrom} – ${auth.validTo}` },
                    { key: 'products', label: t`Products of the brand`, value: String(auth.productCount) },
                    { key: 'submitted', label: t`Submitted at`, value: time(auth.submittedAt) },
                    { key: 'decided', label: t`Decided at`, value: time(auth.decidedAt) },
                    { key: 'revoke', label: t`Revoke reason`, value: auth.revokeReason || '—' },
                  ]}
                />
                <h4 id="brand-documents-title">{t`Evidence documents`}</h4>
                {auth.documents.length ? (
                  <ul className="brand-documents" aria-labelledby="brand-documents-title" data-testid="brand-documents">
                    {auth.documents.map((d) => (
                      <li key={d.id}>
                        {/* a link: the file opens on its own (the screen loads nothing it cannot retry) */}
                        <a href={d.url} target="_blank" rel="noreferrer" translate="no" data-testid="brand-document">
                          {d.fileName}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="state">{t`No documents.`}</p>
                )}
              </Section>
            </>
          )
        }
      </LoadGate>
      <Section title={t`Authorizations of this brand`} testId="brand-history">
        <LoadGate failed={historyFailed} loading={!items} error={historyError} failedText={t`The brand's history could not be loaded.`} onRetry={() => history.send({ type: 'detail.retry' })} errorTestId="brand-history-error">
          {() =>
            items && (
              <TableScroll label={t`Authorizations of this brand`}>
                <table className="record-table" aria-label={t`Authorizations of this brand`}>
                  <thead>
                    <tr>
                      <th scope="col">{t`Authorization no.`}</th>
                      <th scope="col">{t`Status`}</th>
                      <th scope="col">{t`Validity period`}</th>
                      <th scope="col">{t`Created at`}</th>
                      <th scope="col">{t`Refusal or revoke reason`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((h) => (
                      <tr key={h.id} data-testid="brand-history-row" aria-current={h.id === id ? 'page' : undefined}>
                        <td>
                          {h.id === id ? (
                            h.authNo
                          ) : (
                            <Link href={`/authedBrandInfo/${encodeURIComponent(h.id)}/${encodeURIComponent(brandCode)}`}>{h.authNo}</Link>
                          )}
                        </td>
                        <td>{brandAuthStatusLabels.text(h.status, i18n.locale)}</td>
                        <td translate="no">{`${h.validFrom} – ${h.validTo}`}</td>
                        <td>{formatTime(h.createdAt, i18n.locale)}</td>
                        <td translate={h.refusalCode ? undefined : 'no'}>{h.refusalCode ? brandRefusalCodeLabels.text(h.refusalCode, i18n.locale) : h.revokeReason || '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )
          }
        </LoadGate>
      </Section>
    </section>
  );
}
