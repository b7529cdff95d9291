// The head of the screens that work on one warehouse group (allocation, warehouse binding): the
// groups are loading, failed to load (with a retry), or offered in a picker (a group whose
// allotment or warehouses changed since the last push is marked); what the screen shows for the
// chosen group follows as children.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ErrorState } from '../../ui/ErrorState';
import { SelectField } from '../../ui/FormField';

export interface PickerGroup {
  id: string;
  name: string;
  modified: boolean;
}

export interface GroupPickerProps {
  /** The groups' load: the machine's loadingGroups / groupsFailed states, else ready. */
  status: 'loading' | 'failed' | 'ready';
  /** The server's message of a failed load. */
  errorMessage?: string;
  onRetry(): void;
  groups: readonly PickerGroup[];
  value: string | null;
  isDisabled: boolean;
  onChange(id: string | null): void;
  testId: string;
  children: ReactNode;
}

export function GroupPicker({ status, errorMessage, onRetry, groups, value, isDisabled, onChange, testId, children }: GroupPickerProps) {
  const { t } = useLingui();
  if (status === 'failed') return <ErrorState message={errorMessage || t`The warehouse groups could not be loaded.`} retryLabel={t`Try again`} onRetry={onRetry} />;
  if (status === 'loading') {
    return (
      <p className="state" role="status">
        {t`Loading…`}
      </p>
    );
  }
  return (
    <>
      <SelectField
        label={t`Warehouse group`}
        placeholder={t`Choose a group`}
        value={value}
        isDisabled={isDisabled}
        onChange={onChange}
        options={groups.map((g) => ({ value: g.id, label: g.modified ? t`${g.name} (modified, not pushed)` : g.name }))}
        testId={testId}
      />
      {children}
    </>
  );
}
