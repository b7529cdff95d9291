// A product image at a fixed size: an <img> with its width and height (no layout shift), alt text
// and lazy loading. When the image fails to load (a lost connection, a server fault) it shows a
// visible failure state with a button that loads it again, instead of the browser's broken icon.
// Texts come from the screen (the kit has no catalog of its own).
import { useState } from 'react';
import { Button } from './Button';

export interface ThumbnailProps {
  src: string;
  alt: string;
  /** Pixels; the image is fitted inside (object-fit: cover). */
  size: number;
  /** Shown (and announced) when the image did not load. */
  failedText: string;
  /** The retry button's label. */
  retryLabel: string;
  testId?: string;
}

/** Below this size the failure state is a single retry button (its text is its label). */
const COMPACT_BELOW = 120;

export function Thumbnail({ src, alt, size, failedText, retryLabel, testId }: ThumbnailProps) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const box = { width: size, height: size };
  if (failed)
    return (
      // an alert with its retry, as every failed load of the portal is (the route crawl looks for one)
      <span role="alert" className={size < COMPACT_BELOW ? 'thumbnail thumbnail-failed compact' : 'thumbnail thumbnail-failed'} style={box} data-testid={testId} data-state="failed" title={failedText}>
        <span className={size < COMPACT_BELOW ? 'visually-hidden' : 'thumbnail-failed-text'}>{failedText}</span>
        <Button
          variant="quiet"
          className="thumbnail-retry"
          aria-label={size < COMPACT_BELOW ? `${retryLabel}: ${alt}` : undefined}
          onPress={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
          testId={testId ? `${testId}-retry` : undefined}
        >
          {size < COMPACT_BELOW ? '↻' : retryLabel}
        </Button>
      </span>
    );
  return (
    <img
      // a new element per attempt, so the browser asks again
      key={attempt}
      className="thumbnail"
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={box}
      onError={() => setFailed(true)}
      data-testid={testId}
      data-state="shown"
    />
  );
}
