// Thin bar at the top of the page while a navigation (or a reload) is in progress.
export function LoadIndicator({ active, label }: { active: boolean; label: string }) {
  return (
    <div className={active ? 'load-indicator active' : 'load-indicator'} role="progressbar" aria-label={label} aria-hidden={!active} data-active={active ? 'true' : 'false'} data-testid="load-indicator" />
  );
}
