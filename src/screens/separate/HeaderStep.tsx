// Step 1 of the isolation form: name, platform (narrows the shops offered), shop, start, end,
// automatic start and remark. The machine checks them (header.ts) when the step is submitted;
// problems show from then on, live.
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { headerProblems, NAME_MAX, REMARK_MAX } from '../../machines/separate/header';
import { DateTimeField } from '../../ui/DateTimeField';
import { EditForm } from '../../ui/EditForm';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../ui/FormField';
import type { FormRef } from './formRef';
import { problemText } from './texts';
import { errorText } from '../errorText';

const ALL = '__all';

export function HeaderStep({ form }: { form: FormRef }) {
  const { t, i18n } = useLingui();
  const values = useSelector(form, (s) => s.context.values);
  const platforms = useSelector(form, (s) => s.context.platforms);
  const carts = useSelector(form, (s) => s.context.carts);
  const show = useSelector(form, (s) => s.context.showHeaderErrors);
  const error = useSelector(form, (s) => s.context.error);
  const saving = useSelector(form, (s) => s.matches({ header: 'saving' }));
  const loadingCarts = useSelector(form, (s) => s.matches({ header: 'loadingCarts' }));
  const isNew = useSelector(form, (s) => s.context.id === null);
  const problems = show ? headerProblems(values) : {};
  const err = (field: keyof typeof problems) => problemText(i18n, problems[field]);
  const set = (field: 'name' | 'cartId' | 'startAt' | 'abortedAt' | 'autoStart' | 'remark', value: string | boolean | null) => form.send({ type: 'form.fieldChanged', field, value });
  const zh = i18n.locale === 'zh-CN';
  return (
    <EditForm
      onSubmit={() => form.send({ type: 'form.headerSubmitted' })}
      onCancel={() => form.send({ type: 'form.leaveRequested', to: null })}
      saving={saving}
      stale={false}
      errorText={error ? errorText(error) : null}
      labels={{ save: isNew ? t`Create and continue` : t`Save and continue`, saving: t`Saving…`, cancel: t`Cancel`, stale: '', reload: t`Reload` }}
      testIds={{ form: 'sep-header-form', stale: 'sep-header-stale', failure: 'sep-header-error', cancel: 'sep-cancel', save: 'sep-header-next' }}
    >
      <TextField label={t`Name`} value={values.name} onChange={(v) => set('name', v)} isRequired maxLength={NAME_MAX} errorMessage={err('name')} testId="sep-name" />
      <div className="sep-row">
        <SelectField
          label={t`Platform`}
          description={t`Narrows the shops offered.`}
          value={values.platformCode ?? ALL}
          onChange={(v) => form.send({ type: 'form.platformChosen', platformCode: v === ALL || v === null ? null : v })}
          options={[{ value: ALL, label: t`All platforms` }, ...platforms.map((p) => ({ value: String(p.value), label: (zh && p.labelZh) || p.label }))]}
          isDisabled={saving}
          testId="sep-platform"
        />
        <SelectField
          label={t`Shop`}
          value={values.cartId}
          onChange={(v) => set('cartId', v)}
          options={carts.map((c) => ({ value: c.id, label: `${c.name} (${c.code})` }))}
          placeholder={loadingCarts ? t`Loading shops…` : carts.length ? t`Choose a shop` : t`No active shop`}
          isRequired
          isDisabled={saving || loadingCarts}
          errorMessage={err('cartId')}
          testId="sep-cart"
        />
      </div>
      <div className="sep-row">
        <DateTimeField label={t`Start`} value={values.startAt} onChange={(v) => set('startAt', v)} isRequired isDisabled={saving} errorMessage={err('startAt')} testId="sep-start" />
        <DateTimeField label={t`End`} value={values.abortedAt} onChange={(v) => set('abortedAt', v)} isRequired isDisabled={saving} errorMessage={err('abortedAt')} testId="sep-end-at" />
      </div>
      <CheckboxField
        label={t`Start automatically at the start time once submitted`}
        value={values.autoStart}
        onChange={(v) => set('autoStart', v)}
        isDisabled={saving}
        testId="sep-auto-start"
      />
      <TextAreaField label={t`Remark`} value={values.remark} onChange={(v) => set('remark', v)} maxLength={REMARK_MAX} rows={2} isDisabled={saving} errorMessage={err('remark')} testId="sep-remark" />
    </EditForm>
  );
}
