// /separate/setting/:id?: a new isolation (no id) or a draft or checked one edited. Step 1, the
// header (HeaderStep); step 2, warehouse groups and lines (LinesStep). Unsaved changes make
// leaving ask (links, the Back button, closing the tab). Once a new isolation's header is saved,
// the address becomes /setting/<id>?step=groups so a reload continues there; once the lines are
// saved the isolation opens. A thin view over separationForm.machine.ts.
import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearch } from 'wouter';
import { navigate as navigateAbsolute } from 'wouter/use-browser-location';
import { hasUnsavedChanges, separationFormMachine } from '../../machines/separate/separationForm.machine';
import { guardLeaving, historyBack } from '../../machines/support/browser';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useSuccessToast } from '../appContext';
import { HeaderStep } from './HeaderStep';
import { LinesStep } from './LinesStep';
import { ControlNote, SeparationBadge, useCanControl } from './parts';
import { errorText } from '../errorText';
import { LoadFailure } from '../LoadGate';
import type { FormRef } from './formRef';
import { isolationSubject } from './toasts';


export function SettingScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  const step = new URLSearchParams(useSearch()).get('step') === 'groups' ? 'groups' : 'header';
  return <Setting key={id ?? 'new'} id={id} step={step} />;
}

/** The unsaved-changes guard of the form (support/browser.ts guardLeaving). */
function useFormLeaveGuard(form: FormRef) {
  const guarding = useSelector(form, hasUnsavedChanges);
  useEffect(() => {
    if (!guarding) return;
    return guardLeaving({
      onLink: (to) => form.send({ type: 'form.leaveRequested', to }),
      onBack: () => form.send({ type: 'form.backRequested' }),
    });
  }, [guarding, form]);
}

function Setting({ id, step }: { id: string | null; step: 'header' | 'groups' }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const canControl = useCanControl();
  const [, navigate] = useLocation();
  const created = useRef<string | null>(null);
  const form = useActorRef(
    separationFormMachine.provide({
      actions: {
        announceCreated: (_, p) => {
          if (id === null) created.current = p.id;
          // creating moves to the new isolation's own address: the toast goes along
          toast.saved({ subject: isolationSubject(i18n, null), follows: true });
        },
        // a saved isolation opens its own page: the toast goes along
        announceSaved: ({ context }) => toast.saved({ subject: isolationSubject(i18n, context.detail), follows: true }),
      },
    }),
    { input: { id, step } },
  );
  useFormLeaveGuard(form);
  const state = useSelector(form, (s) => (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]));
  const detail = useSelector(form, (s) => s.context.detail);
  const formId = useSelector(form, (s) => s.context.id);
  const leave = useSelector(form, (s) => ({ to: s.context.leaveTo, back: s.context.goBack }), (a, b) => a.to === b.to && a.back === b.back);
  const error = useSelector(form, (s) => s.context.error);
  const shownStep = useSelector(form, (s) => (s.matches('groups') || (s.matches('confirmingLeave') && s.context.returnTo === 'groups') ? 'groups' : 'header'));

  // a new isolation's header was saved: continue at /setting/<id>?step=groups (a reload lands there)
  useEffect(() => {
    if (state === 'groups' && created.current) {
      const newId = created.current;
      created.current = null;
      navigate(`/setting/${encodeURIComponent(newId)}?step=groups`, { replace: true });
    }
  }, [state, navigate]);
  useEffect(() => {
    if (state === 'saved' && formId) navigate(`/separate/${encodeURIComponent(formId)}`);
    if (state !== 'left') return;
    if (leave.back) historyBack();
    else if (leave.to) navigateAbsolute(leave.to);
    else navigate(formId ? `/separate/${encodeURIComponent(formId)}` : '/control');
  }, [state]);

  const title = id === null && !formId ? t`New stock isolation` : detail ? t`Edit isolation ${detail.code} · ${detail.name}` : t`Edit stock isolation`;
  return (
    <section className="detail-screen sep-screen" aria-labelledby="sep-setting-title" data-testid="separate-setting">
      <h2 id="sep-setting-title">{title}</h2>
      <nav className="sep-links" aria-label={t`Isolation pages`}>
        <Link href="/control">{t`Back to the list`}</Link>
        {formId ? <Link href={`/separate/${encodeURIComponent(formId)}`}>{t`Open the isolation`}</Link> : null}
      </nav>
      <ControlNote />
      {!canControl ? null : state === 'loadFailed' ? (
        <LoadFailure error={error} failedText={t`The isolation could not be loaded.`} onRetry={() => form.send({ type: 'form.retry' })} back={{ href: '/control' }} testId="sep-setting-load-error" />
      ) : state === 'loading' ? (
        <p className="state" role="status">
          {t`Loading…`}
        </p>
      ) : state === 'notEditable' && detail ? (
        <div className="notice" data-testid="sep-not-editable">
          <p>
            {t`This isolation can no longer be edited:`} <SeparationBadge status={detail.status} />
          </p>
          <Link href={`/separate/${encodeURIComponent(detail.id)}`}>{t`Open the isolation`}</Link>
        </div>
      ) : state === 'stale' ? (
        <div className="notice warning" role="alert" data-testid="sep-setting-stale">
          <p>{t`Someone else changed this isolation after you opened it. Reload it, then make your changes again.`}</p>
          {error ? <p>{errorText(error)}</p> : null}
          <Button variant="secondary" onPress={() => form.send({ type: 'form.reloadRequested' })} testId="sep-setting-reload">
            {t`Reload`}
          </Button>
        </div>
      ) : (
        <>
          <ol className="sep-steps" aria-label={t`Steps`}>
            <li aria-current={shownStep === 'header' ? 'step' : undefined}>{t`1. Name, shop and period`}</li>
            <li aria-current={shownStep === 'groups' ? 'step' : undefined}>{t`2. Warehouse groups and lines`}</li>
          </ol>
          <StepOf form={form} />
        </>
      )}
      <ConfirmDialog
        isOpen={state === 'confirmingLeave'}
        title={t`Leave without saving?`}
        message={t`Your changes to this isolation have not been saved and will be lost.`}
        confirmLabel={t`Leave`}
        cancelLabel={t`Stay`}
        isDanger
        onConfirm={() => form.send({ type: 'form.leaveConfirmed' })}
        onCancel={() => form.send({ type: 'form.leaveCancelled' })}
        testId="sep-leave-confirm"
      />
    </section>
  );
}

function StepOf({ form }: { form: FormRef }) {
  const step = useSelector(form, (s) => (s.matches('groups') || (s.matches('confirmingLeave') && s.context.returnTo === 'groups') || s.matches('saved') ? 'groups' : 'header'));
  return step === 'groups' ? <LinesStep form={form} /> : <HeaderStep form={form} />;
}
