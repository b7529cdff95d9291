// A yes/no question before a consequential action (delete, cancel an order, reject a refund):
// RAC ModalOverlay + Modal + Dialog with role alertdialog. Escape and Cancel call `onCancel`;
// while `busy` the buttons are disabled (confirm shows `busyLabel` and is announced as pending)
// and Escape does nothing. The dialog opens on the safe action, Cancel, whatever the action (Tab
// then Enter confirms); a dialog that asks for a field (`focusField`: its children autofocus it)
// opens on that field instead. Ctrl+Enter (Cmd+Enter) confirms from anywhere in the dialog, a
// text area included, unless busy.
import type { KeyboardEvent, ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './Button';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Shown on the confirm button while `busy`. */
  busyLabel?: string;
  isDanger?: boolean;
  busy?: boolean;
  /** An error of the last attempt (the dialog stays open). */
  errorMessage?: string | null;
  onConfirm(): void;
  onCancel(): void;
  testId?: string;
  /** A choice that belongs to the question (e.g. how to end something), shown under the message. */
  children?: ReactNode;
  /** The children hold a field the user must fill (a required reason) and autofocus it: Cancel does not take the focus. */
  focusField?: boolean;
}

const CONTENTS = { display: 'contents' } as const;

export function ConfirmDialog({ isOpen, title, message, confirmLabel, cancelLabel, busyLabel, isDanger = false, busy = false, errorMessage, onConfirm, onCancel, testId, children, focusField = false }: ConfirmDialogProps) {
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Enter' || !(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
    e.preventDefault();
    if (!busy) onConfirm();
  };
  return (
    <ModalOverlay
      className="dialog-overlay"
      isOpen={isOpen}
      isDismissable={false}
      isKeyboardDismissDisabled={busy}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
    >
      <Modal className="modal">
        <Dialog className={isDanger ? 'dialog confirm-dialog danger' : 'dialog confirm-dialog'} role="alertdialog" data-testid={testId ?? 'confirm-dialog'}>
          {/* a key listener around the content (Dialog takes no key handler); it lays nothing out */}
          <div className="dialog-keys" style={CONTENTS} onKeyDownCapture={onKeyDown}>
            <Heading slot="title">{title}</Heading>
            <p className="dialog-message">{message}</p>
            {children}
            {errorMessage ? (
              <p className="dialog-error" role="alert">
                {errorMessage}
              </p>
            ) : null}
            <div className="actions">
              <Button variant="secondary" onPress={onCancel} isDisabled={busy} autoFocus={!focusField} testId="confirm-cancel">
                {cancelLabel}
              </Button>
              <Button variant={isDanger ? 'danger' : 'primary'} onPress={onConfirm} isPending={busy} testId="confirm-ok">
                {busy && busyLabel ? busyLabel : confirmLabel}
              </Button>
            </div>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
