// /termsOfUse (hidden): where SYS_REDIRECT sends a user who has not accepted the current terms.
// Accepting returns the user to where they were and reloads the session.
import { useEffect } from 'react';
import { useMachine } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { useApp } from './appContext';
import { errorText } from './errorText';

export function TermsOfUse() {
  const { t } = useLingui();
  const { machines, actors } = useApp();
  const [, navigate] = useLocation();
  const [snapshot, send] = useMachine(machines.terms);
  const { terms, error } = snapshot.context;
  const done = snapshot.matches('done');
  useEffect(() => {
    if (!done) return;
    const from = (history.state as { from?: string } | null)?.from;
    actors.session.send({ type: 'session.retry' });
    actors.session.send({ type: 'session.refresh' });
    navigate(from && from !== '/termsOfUse' ? from : '/dashboard', { replace: true });
  }, [done]);
  if (snapshot.matches('failed')) {
    return (
      <div className="state state-error" role="alert">
        <p>{t`The terms of use could not be loaded.`} {errorText(error)}</p>
        <button type="button" className="button" onClick={() => send({ type: 'terms.retry' })}>{t`Try again`}</button>
      </div>
    );
  }
  if (!terms) return <p className="state" role="status">{t`Loading…`}</p>;
  return (
    <section className="terms content" aria-labelledby="terms-title" data-testid="terms">
      <h2 id="terms-title">{t`Terms of use`}</h2>
      <p>{t`Version ${terms.version}`}</p>
      <div className="terms-text" tabIndex={0}>
        <p>{t`This portal is provided to companies that trade on the platform as suppliers, sellers, distributors or logistics service providers. You use it on behalf of your company and only for your company's business.`}</p>
        <p>{t`Keep your account to yourself. Every action you take is recorded with your account and time. Data you see belongs to your company or to its trading partners and may not be copied outside the portal except through its exports.`}</p>
        <p>{t`Stock, prices, orders and settlements you submit are binding for your company under the platform agreement.`}</p>
      </div>
      {terms.accepted ? (
        <p>{t`You accepted these terms.`}</p>
      ) : (
        <div className="actions">
          {error ? <p className="state-error" role="alert">{errorText(error)}</p> : null}
          <button
            type="button"
            className="button"
            disabled={snapshot.hasTag('busy')}
            onClick={() => send({ type: 'terms.accepted' })}
          >
            {t`Accept the terms of use`}
          </button>
        </div>
      )}
    </section>
  );
}
