// A row of actions above a list or a detail view: RAC Toolbar (arrow keys move between its
// buttons, Tab leaves it). `end` content is pushed to the right.
import type { ReactNode } from 'react';
import { Toolbar as RacToolbar } from 'react-aria-components';

export interface ToolbarProps {
  ariaLabel: string;
  children: ReactNode;
  end?: ReactNode;
  testId?: string;
}

export function Toolbar({ ariaLabel, children, end, testId }: ToolbarProps) {
  return (
    <RacToolbar className="toolbar" aria-label={ariaLabel} data-testid={testId}>
      {children}
      {end ? (
        <>
          <span className="toolbar-spacer" />
          {end}
        </>
      ) : null}
    </RacToolbar>
  );
}
