// The watermark overlay of spec section 9: fixed, rotated 20 degrees, 20px text, opacity 0.08,
// tiles of at least 300 x 160, no pointer events. The text goes into an SVG data URL, escaped,
// so an account name can never become markup.
import { useMemo } from 'react';

export const WATERMARK = { rotateDeg: -20, fontPx: 20, opacity: 0.08, minTileW: 300, minTileH: 160 } as const;

const xmlEscape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);

export function watermarkTile(lines: string[]): { url: string; width: number; height: number } {
  const longest = Math.max(...lines.map((l) => l.length), 1);
  const width = Math.max(WATERMARK.minTileW, Math.ceil(longest * WATERMARK.fontPx * 0.62) + 40);
  const height = Math.max(WATERMARK.minTileH, lines.length * WATERMARK.fontPx * 1.6 + 60);
  const text = lines
    .map((l, i) => `<tspan x="50%" dy="${i === 0 ? 0 : 1.4}em">${xmlEscape(l)}</tspan>`)
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<text x="50%" y="45%" text-anchor="middle" font-family="sans-serif" font-size="${WATERMARK.fontPx}" fill="#000" ` +
    `transform="rotate(${WATERMARK.rotateDeg} ${width / 2} ${height / 2})">${text}</text></svg>`;
  return { url: `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`, width, height };
}

export function Watermark({ lines }: { lines: string[] }) {
  const tile = useMemo(() => watermarkTile(lines), [lines.join('\n')]);
  if (lines.length === 0) return null;
  return (
    <div
      className="watermark"
      aria-hidden="true"
      data-testid="watermark"
      style={{
        position: 'fixed',
        inset: 0,
        pointerEvents: 'none',
        opacity: WATERMARK.opacity,
        zIndex: 9999,
        backgroundImage: tile.url,
        backgroundRepeat: 'repeat',
        backgroundSize: `${tile.width}px ${tile.height}px`,
      }}
    />
  );
}
