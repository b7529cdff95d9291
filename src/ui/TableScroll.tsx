// The box a plain <table> scrolls sideways in when it is wider than the page (a phone, many
// columns): the page itself never scrolls sideways (decision 021). It takes the keyboard focus so
// the arrow keys can scroll it (axe: a scrollable region must be reachable by keyboard), and it is a
// region named after its table when the table has a name.
import type { ReactNode } from 'react';

export function TableScroll({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <div className="table-scroll" tabIndex={0} role={label ? 'region' : undefined} aria-label={label}>
      {children}
    </div>
  );
}
