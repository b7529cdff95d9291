// The head of the screens that work on one warehouse group (allocation, warehouse binding): the
// groups are loading, failed to load (with a retry), or offered in a picker (a group whose
// allotment or warehouses changed since the last push is marked); what the screen shows for the
// chosen group follows as children. useGroupPicker wires it to the screen's machine (both have
// the states loadingGroups and groupsFailed and context groups, groupId, error) and keeps the
// chosen group in the URL (?group=).
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { AnyActorRef } from 'xstate';
import { ErrorState } from '../../ui/ErrorState';
import { SelectField } from '../../ui/FormField';
import { useUrlChoice } from './useUrlChoice';
import { errorText } from '../errorText';

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

interface GroupPickingSnapshot<E> {
  value: unknown;
  context: { groups: readonly PickerGroup[]; groupId: string | null; error: { message: string } | null };
  can(event: E): boolean;
}

/** What useGroupPicker needs of the machine (structural). */
interface GroupPickingActor<E> {
  getSnapshot(): GroupPickingSnapshot<E>;
  subscribe: AnyActorRef['subscribe'];
  send(event: E): void;
}

export interface GroupPicking<E> {
  /** The screen's path inside its route group (the URL keeps ?group=). */
  path: string;
  chooseEvent(groupId: string): NoInfer<E>;
  retryEvent: NoInfer<E>;
}

/** GroupPicker's props from the screen's machine (all but testId and children). */
export function useGroupPicker<E>(actor: GroupPickingActor<E>, o: GroupPicking<E>): Omit<GroupPickerProps, 'testId' | 'children'> {
  const state = useSelector(actor, (s) => s.value);
  const groups = useSelector(actor, (s) => s.context.groups);
  const groupId = useSelector(actor, (s) => s.context.groupId);
  const error = useSelector(actor, (s) => s.context.error);
  const choosable = useSelector(actor, (s) => s.can(o.chooseEvent('')));
  const onChange = useUrlChoice(actor, groupId, { param: 'group', path: o.path, chosenOf: (c) => c.groupId, chooseEvent: o.chooseEvent });
  return {
    status: state === 'groupsFailed' ? 'failed' : state === 'loadingGroups' ? 'loading' : 'ready',
    errorMessage: error ? errorText(error) : undefined,
    onRetry: () => actor.send(o.retryEvent),
    groups,
    value: groupId,
    isDisabled: !choosable,
    onChange,
  };
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
