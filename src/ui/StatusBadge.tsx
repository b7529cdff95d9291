// A small coloured label for a record's status. The tone is chosen by the caller (the resource
// knows which status is good or bad); the text is the translated status name.
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export function StatusBadge({ tone = 'neutral', children, testId }: { tone?: BadgeTone; children: string; testId?: string }) {
  return (
    // translate="yes": a translated label even inside a data value (decision 022's crawl reads it)
    <span className={`badge badge-${tone}`} data-testid={testId} data-tone={tone} translate="yes">
      {children}
    </span>
  );
}
