// The "Translations" section of a platform product (SPU transfer): shown only to a supplier the
// platform has granted it (spec section 6's flag); each language's title with its last change,
// and "Translate" / "Edit" opening the form. A thin view over translation.machine.ts.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { translationLanguageLabels } from '../../contract/product/labels';
import { TRANSLATION_DESCRIPTION_MAX, TRANSLATION_TITLE_MAX, translationLanguages } from '../../contract/product/translation';
import { translationMachine, type TranslationProblem } from '../../machines/product/translation.machine';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorState } from '../../ui/ErrorState';
import { TextAreaField, TextField } from '../../ui/FormField';
import { RecordTable } from '../../ui/RecordTable';
import { Section } from '../../ui/Section';
import { useSuccessToast } from '../appContext';
import { formatTime } from '../format';

export function TranslationSection({ productId, mayAct }: { productId: string; mayAct: boolean }) {
  const { t, i18n } = useLingui();
  const toast = useSuccessToast();
  const actor = useActorRef(translationMachine.provide({ actions: { announceSaved: () => toast.saved() } }), { input: { productId } });
  const s = useSelector(actor, (snap) => snap);
  if (s.matches('notGranted') || (s.matches('checking') && !s.context.error)) return null;
  const c = s.context;
  const items = c.translations?.items ?? [];
  const rows = translationLanguages.map((lang) => ({ lang, item: items.find((i) => i.lang === lang) }));
  const problemText = (p: TranslationProblem | undefined, max: number): string | null =>
    p ? { required: t`Required.`, tooLong: t`At most ${max} characters.`, wrongLanguage: t`Write it in the language chosen.` }[p] : null;
  const form = c.form;
  return (
    <Section title={t`Translations`} testId="product-translations">
      <p>{t`Your company may transfer its products to the platform's other sites: give each listing's title in their language.`}</p>
      {s.matches('loadFailed') ? (
        <ErrorState message={c.error?.message ?? t`The translations could not be loaded.`} retryLabel={t`Retry`} onRetry={() => actor.send({ type: 'translation.retry' })} testId="translations-error" />
      ) : s.matches('stale') ? (
        <ErrorState message={c.error?.message ?? ''} retryLabel={t`Reload`} onRetry={() => actor.send({ type: 'translation.reloadRequested' })} testId="translations-stale" />
      ) : c.translations ? (
        <RecordTable
          label={t`Translations`}
          rows={rows}
          rowKey={(r) => r.lang}
          rowProps={(r) => ({ 'data-testid': 'translation-row', 'data-lang': r.lang })}
          columns={[
            { key: 'lang', header: t`Language`, cell: (r) => translationLanguageLabels.text(r.lang, i18n.locale), rowHeader: true },
            { key: 'title', header: t`Title`, cell: (r) => r.item?.title ?? t`Not translated yet`, noTranslate: (r) => !!r.item, testId: 'translation-title' },
            { key: 'updated', header: t`Updated`, cell: (r) => (r.item ? `${formatTime(r.item.updatedAt, i18n.locale)} · ${r.item.updatedBy}` : '-'), noTranslate: (r) => !!r.item },
            {
              key: 'action',
              header: t`Action`,
              cell: (r) =>
                mayAct ? (
                  <Button variant="secondary" onPress={() => actor.send({ type: 'translation.opened', lang: r.lang })} testId="translation-open">
                    {r.item ? t`Edit` : t`Translate`}
                  </Button>
                ) : (
                  '-'
                ),
            },
          ]}
        />
      ) : null}
      {form ? (
        <ConfirmDialog
          isOpen
          title={t`Listing text in ${translationLanguageLabels.text(form.lang, i18n.locale)}`}
          message={t`Original title: ${c.translations?.source.title ?? ''}`}
          confirmLabel={t`Save`}
          cancelLabel={t`Cancel`}
          busyLabel={t`Saving…`}
          busy={s.hasTag('busy')}
          errorMessage={c.error?.message ?? null}
          onConfirm={() => actor.send({ type: 'translation.saved' })}
          onCancel={() => actor.send({ type: 'translation.closed' })}
          testId="translation-dialog"
          focusField
        >
          <form noValidate className="form-grid" onSubmit={(e) => e.preventDefault()}>
            <TextField
              label={t`Title`}
              value={form.title}
              onChange={(v) => actor.send({ type: 'translation.fieldChanged', field: 'title', value: v })}
              errorMessage={problemText(c.problems.title, TRANSLATION_TITLE_MAX)}
              maxLength={TRANSLATION_TITLE_MAX}
              testId="translation-title-field"
              autoFocus
              isRequired
            />
            <TextAreaField
              label={t`Description`}
              value={form.description}
              onChange={(v) => actor.send({ type: 'translation.fieldChanged', field: 'description', value: v })}
              errorMessage={problemText(c.problems.description, TRANSLATION_DESCRIPTION_MAX)}
              maxLength={TRANSLATION_DESCRIPTION_MAX}
              rows={3}
              testId="translation-description-field"
            />
          </form>
        </ConfirmDialog>
      ) : null}
    </Section>
  );
}
