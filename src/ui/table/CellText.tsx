// A table cell's text that may be cut off by its column: it ellipsises, and when it is cut the
// whole text opens in a tooltip on hover and on keyboard focus (react-aria's TooltipTrigger; the
// grid moves a cell's focus to this span, its first focusable child). A text that fits opens
// nothing, so tooltips never repeat what is already readable. A `title` would not do: keyboard
// users never see it.
import { useRef, useState } from 'react';
import { Focusable, Tooltip, TooltipTrigger } from 'react-aria-components';

/** Whether an element's content is wider than its box (it is showing an ellipsis). */
export const isCut = (el: HTMLElement | null): boolean => !!el && el.scrollWidth > el.clientWidth;

export function CellText({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <TooltipTrigger delay={300} closeDelay={0} isOpen={open} onOpenChange={(next) => setOpen(next && isCut(ref.current))}>
      <Focusable>
        <span ref={ref} className="dt-text" tabIndex={-1} data-testid="cell-text">
          {text}
        </span>
      </Focusable>
      <Tooltip className="cell-tooltip" placement="bottom start" offset={4} data-testid="cell-tooltip">
        {text}
      </Tooltip>
    </TooltipTrigger>
  );
}
