// Where a page keeps its destructive actions (cancel, delete), apart from the primary ones: a
// titled block at the end of the page, outlined in the error colour, that says what the action
// does before the user presses it. The action itself still asks in a ConfirmDialog, which opens
// on its safe button.
import { useId, type ReactNode } from 'react';

export interface DangerZoneProps {
  title: string;
  /** What the actions do, in a sentence. */
  description: string;
  children: ReactNode;
  testId?: string;
}

export function DangerZone({ title, description, children, testId }: DangerZoneProps) {
  const id = useId();
  return (
    <section className="danger-zone" aria-labelledby={id} data-testid={testId}>
      <h3 id={id} className="danger-zone-title">
        {title}
      </h3>
      <p className="danger-zone-text">{description}</p>
      <div className="danger-zone-actions">{children}</div>
    </section>
  );
}
