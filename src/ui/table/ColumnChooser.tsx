// The column chooser of a list: a modal dialog listing the columns in their current order, each
// with a "visible" checkbox and move up / move down buttons; "Reset" restores the default layout
// (order, visibility and widths of `defaults`); "Save" hands the whole layout to `onSave`. The
// draft lives here until saved; the caller decides when the dialog is open. At least one column
// stays visible.
import { useEffect, useId, useRef, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button';

export interface ColumnSetting {
  key: string;
  width: number;
  visible: boolean;
}

export interface ColumnChooserColumn extends ColumnSetting {
  title: string;
}

export interface ColumnChooserLabels {
  title: string;
  description?: string;
  save: string;
  cancel: string;
  reset: string;
  visible(title: string): string;
  moveUp(title: string): string;
  moveDown(title: string): string;
  up: string;
  down: string;
}

export interface ColumnChooserProps {
  isOpen: boolean;
  /** The current layout, in display order. */
  columns: ColumnChooserColumn[];
  /** The default layout (reset target), in default order. */
  defaults: ColumnChooserColumn[];
  onSave(columns: ColumnSetting[]): void;
  onClose(): void;
  busy?: boolean;
  labels: ColumnChooserLabels;
  testId?: string;
}

export function ColumnChooser({ isOpen, columns, defaults, onSave, onClose, busy = false, labels, testId }: ColumnChooserProps) {
  return (
    <ModalOverlay className="dialog-overlay" isOpen={isOpen} isDismissable={!busy} onOpenChange={(open) => !open && onClose()}>
      <Modal className="modal">
        <Dialog className="dialog column-chooser" data-testid={testId ?? 'column-chooser'}>
          <ChooserBody columns={columns} defaults={defaults} onSave={onSave} onClose={onClose} busy={busy} labels={labels} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function ChooserBody({ columns, defaults, onSave, onClose, busy, labels }: Omit<ColumnChooserProps, 'isOpen' | 'testId'>) {
  const [draft, setDraft] = useState<ColumnChooserColumn[]>(() => columns.map((c) => ({ ...c })));
  const [focus, setFocus] = useState<{ key: string; dir: 'up' | 'down' } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const descId = useId();
  const visibleCount = draft.filter((c) => c.visible).length;

  // After a move, keep focus on the moved column's button (or its sibling when that one is now disabled).
  useEffect(() => {
    if (!focus || !listRef.current) return;
    const row = listRef.current.querySelector(`[data-key="${CSS.escape(focus.key)}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${focus.dir}"]:not([disabled])`) ?? row?.querySelector<HTMLButtonElement>('[data-move]:not([disabled])');
    wanted?.focus();
  }, [focus, draft]);

  const move = (index: number, dir: 'up' | 'down') => {
    const to = dir === 'up' ? index - 1 : index + 1;
    if (to < 0 || to >= draft.length) return;
    const next = [...draft];
    [next[index], next[to]] = [next[to], next[index]];
    setDraft(next);
    setFocus({ key: draft[index].key, dir });
  };

  return (
    <>
      <Heading slot="title">{labels.title}</Heading>
      {labels.description ? <p id={descId}>{labels.description}</p> : null}
      <ol className="column-list" ref={listRef} aria-describedby={labels.description ? descId : undefined}>
        {draft.map((c, i) => (
          <li key={c.key} className="column-list-item" data-key={c.key} data-visible={c.visible}>
            <label className="column-visible">
              <input
                type="checkbox"
                checked={c.visible}
                disabled={busy || (c.visible && visibleCount === 1)}
                aria-label={labels.visible(c.title)}
                onChange={(e) => setDraft(draft.map((d) => (d.key === c.key ? { ...d, visible: e.target.checked } : d)))}
              />
              <span aria-hidden="true">{c.title}</span>
            </label>
            <span className="column-move">
              <button type="button" className="icon-button" data-move="up" aria-label={labels.moveUp(c.title)} disabled={busy || i === 0} onClick={() => move(i, 'up')}>
                <span aria-hidden="true">{labels.up}</span>
              </button>
              <button type="button" className="icon-button" data-move="down" aria-label={labels.moveDown(c.title)} disabled={busy || i === draft.length - 1} onClick={() => move(i, 'down')}>
                <span aria-hidden="true">{labels.down}</span>
              </button>
            </span>
          </li>
        ))}
      </ol>
      <div className="actions">
        <Button variant="quiet" className="actions-start" isDisabled={busy} onPress={() => setDraft(defaults.map((c) => ({ ...c })))} testId="column-chooser-reset">
          {labels.reset}
        </Button>
        <Button variant="secondary" isDisabled={busy} onPress={onClose} testId="column-chooser-cancel">
          {labels.cancel}
        </Button>
        <Button isPending={busy} onPress={() => onSave(draft.map(({ key, width, visible }) => ({ key, width, visible })))} testId="column-chooser-save">
          {labels.save}
        </Button>
      </div>
    </>
  );
}
