// "Add authorization" on the brand list: the brand (one of your products' brands, with its current
// state), the type, the trademark, the registrant, the licensor when licensed, the validity period
// and the evidence documents (PDF or image, uploaded when chosen, removable before adding). A thin
// view over brandAuthCreate.machine.ts; once added the screen opens the draft's record.
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { FileTrigger } from 'react-aria-components';
import type { ActorRefFrom } from 'xstate';
import { BRAND_DOCUMENT_EXTENSIONS, brandAuthTypes } from '../../contract/product/brand';
import { brandAuthStatusLabels, brandAuthTypeLabels } from '../../contract/product/labels';
import type { brandAuthCreateMachine, BrandField, BrandProblem } from '../../machines/product/brandAuthCreate.machine';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DateTimeField } from '../../ui/DateTimeField';
import { SelectField, TextField } from '../../ui/FormField';

export function BrandAddDialog({ actor }: { actor: ActorRefFrom<typeof brandAuthCreateMachine> }) {
  const { t, i18n } = useLingui();
  const s = useSelector(actor, (snap) => snap);
  const c = s.context;
  if (s.matches('closed') || s.matches('done')) return null;
  const busy = s.hasTag('busy');
  const loadFailed = s.matches('loadFailed');
  const problemText = (p: BrandProblem | undefined): string | null =>
    p
      ? {
          required: t`Required.`,
          tooLong: t`At most 100 characters.`,
          reversed: t`Valid to is before valid from.`,
          past: t`Valid to has already passed.`,
          fileType: t`A document must be a PDF, PNG, JPEG or WEBP file.`,
          fileSize: t`A document must be at most 5 MB.`,
          tooMany: t`At most 5 documents.`,
          refused: t`The platform's check refused this; see the message above.`,
        }[p]
      : null;
  const change = (field: BrandField) => (value: string | null) => actor.send({ type: 'brand.fieldChanged', field, value: value ?? '' });
  const stateOf = (status: keyof typeof brandAuthStatusLabels.bi | null) => (status ? brandAuthStatusLabels.text(status, i18n.locale) : t`no authorization`);
  return (
    <ConfirmDialog
      isOpen
      title={t`Add a brand authorization`}
      message={loadFailed ? t`Your brands could not be loaded.` : t`It is added as a draft; submit it to the platform from its record.`}
      confirmLabel={loadFailed ? t`Try again` : t`Add`}
      cancelLabel={t`Cancel`}
      busyLabel={t`Working…`}
      busy={busy}
      errorMessage={c.error?.message || (c.error ? t`The server refused it.` : null)}
      onConfirm={() => actor.send({ type: loadFailed ? 'brand.retry' : 'brand.submitted' })}
      onCancel={() => actor.send({ type: 'brand.closed' })}
      testId="brand-add-dialog"
      focusField={!loadFailed}
    >
      {loadFailed || s.matches('loading') ? null : (
        <form noValidate className="form-grid" onSubmit={(e) => e.preventDefault()}>
          <SelectField
            label={t`Brand`}
            value={c.brandName || null}
            onChange={change('brandName')}
            options={c.brands.map((b) => ({ value: b.brandName, label: `${b.brandName} (${stateOf(b.status)})` }))}
            errorMessage={problemText(c.problems.brandName)}
            testId="brand-add-brand"
            isRequired
          />
          <SelectField
            label={t`Authorization type`}
            value={c.authType}
            onChange={change('authType')}
            options={brandAuthTypes.map((v) => ({ value: v, label: brandAuthTypeLabels.text(v, i18n.locale) }))}
            testId="brand-add-type"
          />
          <TextField label={t`Trademark no.`} value={c.trademarkNo} onChange={change('trademarkNo')} errorMessage={problemText(c.problems.trademarkNo)} maxLength={40} testId="brand-add-trademark" isRequired />
          <TextField label={t`Registrant`} value={c.registrant} onChange={change('registrant')} errorMessage={problemText(c.problems.registrant)} maxLength={100} testId="brand-add-registrant" isRequired />
          {c.authType === 'licensed' ? (
            <TextField label={t`Licensor`} value={c.licensor} onChange={change('licensor')} errorMessage={problemText(c.problems.licensor)} maxLength={100} testId="brand-add-licensor" isRequired />
          ) : null}
          <DateTimeField type="date" label={t`Valid from`} value={c.validFrom} onChange={(v) => change('validFrom')(v)} errorMessage={problemText(c.problems.validFrom)} testId="brand-add-from" isRequired />
          <DateTimeField type="date" label={t`Valid to`} value={c.validTo} onChange={(v) => change('validTo')(v)} errorMessage={problemText(c.problems.validTo)} testId="brand-add-to" isRequired />
          <div className="field" data-testid="brand-add-documents">
            <span className="field-label" id="brand-add-documents-label">
              {t`Evidence documents (PDF or image, at most 5 MB each)`}
            </span>
            <ul className="brand-documents" aria-labelledby="brand-add-documents-label">
              {c.documents.map((d) => (
                <li key={d.id} data-testid="brand-add-document">
                  <span translate="no">{d.fileName}</span>
                  <Button variant="secondary" onPress={() => actor.send({ type: 'brand.documentRemoved', id: d.id })} isDisabled={busy} testId="brand-add-document-remove">
                    {t`Remove`}
                  </Button>
                </li>
              ))}
            </ul>
            <FileTrigger acceptedFileTypes={[...BRAND_DOCUMENT_EXTENSIONS]} onSelect={(files) => files?.[0] && actor.send({ type: 'brand.fileChosen', file: files[0] })}>
              <Button variant="secondary" isPending={s.matches('uploading')} isDisabled={busy} testId="brand-add-choose">
                {t`Add a document`}
              </Button>
            </FileTrigger>
            {c.problems.documents ? (
              <p className="field-error" role="alert" data-testid="brand-add-documents-problem">
                {problemText(c.problems.documents)}
              </p>
            ) : null}
          </div>
        </form>
      )}
    </ConfirmDialog>
  );
}
