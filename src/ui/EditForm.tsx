// An edit form, whatever machine runs it: submitting it (Enter or Save) calls onSubmit without
// reloading the page; it opens with what the last save attempt left to say, as an alert (the
// record changed since it was read, i.e. another save came first, with a way to reload it; or why
// the save was refused) and ends with Cancel and Save (pending while saving). The browser's own
// validation is off: fields show the app's messages.
import type { ReactNode } from 'react';
import { Button } from './Button';

export interface EditFormLabels {
  save: string;
  saving: string;
  cancel: string;
  /** What a stale save says. */
  stale: string;
  reload: string;
}

export interface EditFormTestIds {
  form: string;
  stale: string;
  /** The refused save's notice. */
  failure: string;
  cancel: string;
  save: string;
}

export interface EditFormProps {
  onSubmit(): void;
  onCancel(): void;
  saving: boolean;
  labels: EditFormLabels;
  /** Another save came first: labels.stale and, with onReload, a reload button. */
  stale: boolean;
  onReload?(): void;
  /** Why the save was refused (translated, or the server's message); null: nothing to say. */
  errorText: string | null;
  testIds: EditFormTestIds;
  children: ReactNode;
}

export function EditForm({ onSubmit, onCancel, saving, labels, stale, onReload, errorText, testIds, children }: EditFormProps) {
  return (
    <form
      className="detail-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      data-testid={testIds.form}
    >
      {stale ? (
        <div className="notice warning" role="alert" data-testid={testIds.stale}>
          <p>{labels.stale}</p>
          {onReload ? (
            <Button variant="secondary" onPress={onReload}>
              {labels.reload}
            </Button>
          ) : null}
        </div>
      ) : errorText ? (
        <p className="notice error" role="alert" data-testid={testIds.failure}>
          {errorText}
        </p>
      ) : null}
      {children}
      <div className="actions">
        <Button variant="secondary" isDisabled={saving} onPress={onCancel} testId={testIds.cancel}>
          {labels.cancel}
        </Button>
        <Button type="submit" isPending={saving} testId={testIds.save}>
          {saving ? labels.saving : labels.save}
        </Button>
      </div>
    </form>
  );
}
