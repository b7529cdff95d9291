// A user's access to the route group a screen belongs to, from the session's user info: the group
// is granted when the role has it (`groups`; the build registers only the variant's groups), and
// manageable when the role may change its data (user info `manageGroups`). The server refuses
// what the role may not do either way; this keeps screens from offering it. Outside any group
// (dashboard, terms) nothing is restricted.
import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useApp } from './appContext';

interface GroupAccess {
  group: string;
  canManage: boolean;
}

const GroupAccessContext = createContext<GroupAccess | null>(null);

/** Renders a group's screens when the user's role grants the group, else says it does not. */
export function GroupAccessProvider({ group, children }: { group: string; children: ReactNode }) {
  const { actors } = useApp();
  const granted = useSelector(actors.session, (s) => s.context.user?.groups.includes(group as never) ?? false);
  const canManage = useSelector(actors.session, (s) => s.context.user?.manageGroups.includes(group as never) ?? false);
  if (!granted) return <NotGranted />;
  return <GroupAccessContext.Provider value={{ group, canManage }}>{children}</GroupAccessContext.Provider>;
}

/** Whether the screen may offer changes (create, edit, save, delete, apply). */
export function useCanManage(): boolean {
  return useContext(GroupAccessContext)?.canManage ?? true;
}

/** Shown above a view-only screen so the missing buttons are explained. */
export function ViewOnlyNote() {
  const { t } = useLingui();
  const canManage = useCanManage();
  if (canManage) return null;
  return (
    <p className="view-only-note" role="note" data-testid="view-only">
      {t`View only: your role can see this area but not change it.`}
    </p>
  );
}

function NotGranted() {
  const { t } = useLingui();
  return (
    <section data-testid="not-granted">
      <h2>{t`Not available to your role`}</h2>
      <p>{t`Your role does not include this area of the portal. Ask your company's administrator if you need it.`}</p>
      <Link href="~/dashboard">{t`Go to the dashboard`}</Link>
    </section>
  );
}
