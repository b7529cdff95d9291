// Toast list: a polite live region; errors are announced assertively. The notifier machine decides
// when a toast goes; this only draws what it is given.
export interface ToastView {
  id: string;
  tone: 'error' | 'success' | 'info';
  text: string;
}

export interface ToastsProps {
  toasts: ToastView[];
  onDismiss(id: string): void;
  /** Pointer over or focus inside a toast: its timer waits so it can be read. */
  onHold(id: string): void;
  onRelease(id: string): void;
  dismissLabel: string;
  regionLabel: string;
}

export function Toasts({ toasts, onDismiss, onHold, onRelease, dismissLabel, regionLabel }: ToastsProps) {
  return (
    <div className="toasts" role="region" aria-label={regionLabel}>
      {toasts.map((t) => (
        <div
          key={t.id}
          className={`toast toast-${t.tone}`}
          role={t.tone === 'error' ? 'alert' : 'status'}
          data-testid="toast"
          onMouseEnter={() => onHold(t.id)}
          onMouseLeave={() => onRelease(t.id)}
          onFocus={() => onHold(t.id)}
          onBlur={() => onRelease(t.id)}
        >
          <span className="toast-text">{t.text}</span>
          <button type="button" className="toast-close" aria-label={dismissLabel} onClick={() => onDismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
