// "Your template", beside the columns: the fields of the tenant's current template and, for a role
// that manages the type's area, the editor that picks them by business group. Required fields are
// shown ticked and disabled (the server always keeps them). The machine is templateFields; this
// view only renders its state and sends its events.
import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import type { ImportColumn } from '../../contract/template/imports';
import { Button } from '../../ui/Button';
import { columnTitle, type TemplateFields } from './useImport';
import { errorText } from '../errorText';

interface TemplateCustomiserProps {
  fields: TemplateFields;
  /** The role manages the type's area: the Customise button is offered. */
  canCustomise: boolean;
}

export function TemplateCustomiser({ fields, canCustomise }: TemplateCustomiserProps) {
  const { t, i18n } = useLingui();
  const state = useSelector(fields, (s) => (s.matches('editing') || s.matches('saving') ? 'editing' : s.matches('viewing') ? 'viewing' : 'loading'));
  const context = useSelector(fields, (s) => s.context);
  const saving = useSelector(fields, (s) => s.hasTag('busy'));
  // the columns table shows the loading and the load error; nothing to add here meanwhile
  if (state === 'loading' || !context.columns) return null;
  const { template, columns, groups, picked, error } = context;
  const by = template?.updatedBy ?? '—';
  const when = template?.updatedAt ? i18n.date(template.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }) : null;
  const changed = when ? t`Customised by ${by} on ${when}.` : t`Not customised: every column of this import.`;
  const reason = errorText(error);
  const save = (e: FormEvent) => {
    e.preventDefault();
    fields.send({ type: 'template.saveRequested' });
  };
  return (
    <section className="imp-customise" aria-labelledby="imp-customise-title" data-testid="template-customise">
      <h4 id="imp-customise-title">{t`Your template`}</h4>
      <p className="imp-muted">{changed}</p>
      {state === 'viewing' ? (
        <>
          <FieldList columns={columns} locale={i18n.locale} />
          {canCustomise && (
            <Button variant="secondary" onPress={() => fields.send({ type: 'template.editRequested' })} testId="template-customise-open">
              {t`Customise`}
            </Button>
          )}
        </>
      ) : (
        <form noValidate onSubmit={save} aria-label={t`Customise the template`} data-testid="template-editor">
          <p className="imp-muted">{t`Tick the columns the template should have. Required columns are always in.`}</p>
          {groups.map((group) => (
            <CheckboxGroup
              key={group.key}
              className="imp-group"
              value={picked.filter((k) => group.fields.some((f) => f.key === k))}
              onChange={(keys) => fields.send({ type: 'template.groupChanged', group: group.key, fields: keys })}
              isDisabled={saving}
              data-testid={`template-group-${group.key}`}
            >
              <Label className="imp-group-title">{i18n.locale === 'zh-CN' ? group.title.zh : group.title.en}</Label>
              {group.fields.map((f) => (
                <Checkbox key={f.key} value={f.key} isDisabled={f.required} className="checkbox" data-testid={`template-field-${f.key}`}>
                  <span className="checkbox-box" aria-hidden="true">
                    <svg viewBox="0 0 18 18" className="checkbox-mark">
                      <polyline points="3.5 9.5 7.5 13 14.5 5" />
                    </svg>
                  </span>
                  <FieldLabel column={f} locale={i18n.locale} />
                </Checkbox>
              ))}
            </CheckboxGroup>
          ))}
          {error && (
            <p className="imp-notice error" role="alert" data-testid="template-save-error">
              {t`The template could not be saved: ${reason}`}
            </p>
          )}
          <div className="imp-file-row">
            <Button type="submit" isPending={saving} testId="template-save">
              {saving ? t`Saving…` : t`Save`}
            </Button>
            <Button variant="secondary" isDisabled={saving} onPress={() => fields.send({ type: 'template.editCancelled' })} testId="template-cancel">
              {t`Cancel`}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

function FieldList({ columns, locale }: { columns: ImportColumn[]; locale: string }) {
  return (
    <ol className="imp-fields" data-testid="template-fields">
      {columns.map((c) => (
        <li key={c.key}>{columnTitle(c, locale)}</li>
      ))}
    </ol>
  );
}

function FieldLabel({ column, locale }: { column: ImportColumn; locale: string }) {
  const { t } = useLingui();
  const title = columnTitle(column, locale);
  return <span className="checkbox-label">{column.required ? t`${title} (required)` : title}</span>;
}
