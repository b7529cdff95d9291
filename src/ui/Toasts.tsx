// Toast list: a polite live region; errors are announced assertively. The notifier machine decides
// when a toast goes; this only draws what it is given.
export interface ToastView {
  id: string;
  tone: 'error' | 'success' | 'info';
  text: string;
}

export function Toasts({ toasts, onDismiss, dismissLabel }: { toasts: ToastView[]; onDismiss(id: string): void; dismissLabel: string }) {
  return (
    <div className="toasts" role="region" aria-label="Notifications">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast-${t.tone}`} role={t.tone === 'error' ? 'alert' : 'status'} data-testid="toast">
          <span className="toast-text">{t.text}</span>
          <button type="button" className="toast-close" aria-label={dismissLabel} onClick={() => onDismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
