// Progress of a long job (export, import): RAC ProgressBar (role progressbar with value text).
// Without `value` it is indeterminate.
import { Label, ProgressBar as RacProgressBar } from 'react-aria-components';

export interface ProgressBarProps {
  label: string;
  /** 0..100; undefined = indeterminate. */
  value?: number;
  /** Text shown and announced instead of the percentage (e.g. "1,200 of 5,000 rows"). */
  valueText?: string;
  tone?: 'normal' | 'success' | 'error';
  testId?: string;
}

export function ProgressBar({ label, value, valueText, tone = 'normal', testId }: ProgressBarProps) {
  return (
    <RacProgressBar
      className={`progress progress-${tone}`}
      value={value ?? 0}
      isIndeterminate={value === undefined}
      valueLabel={valueText}
      data-testid={testId}
    >
      {({ percentage, valueText: text, isIndeterminate }) => (
        <>
          <div className="progress-head">
            <Label className="progress-label">{label}</Label>
            <span className="progress-value">{isIndeterminate ? (valueText ?? '') : text}</span>
          </div>
          <div className="progress-track">
            <div className={isIndeterminate ? 'progress-fill indeterminate' : 'progress-fill'} style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </RacProgressBar>
  );
}
