// A yes/no question before a consequential action (delete, cancel an order, reject a refund):
// RAC ModalOverlay + Modal + Dialog with role alertdialog. Escape and Cancel call `onCancel`;
// while `busy` the buttons are disabled (confirm shows `busyLabel` and is announced as pending)
// and Escape does nothing. Focus goes to Cancel for a dangerous action, to Confirm otherwise.
import type { ReactNode } from 'react';
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
}

export function ConfirmDialog({ isOpen, title, message, confirmLabel, cancelLabel, busyLabel, isDanger = false, busy = false, errorMessage, onConfirm, onCancel, testId, children }: ConfirmDialogProps) {
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
          <Heading slot="title">{title}</Heading>
          <p className="dialog-message">{message}</p>
          {children}
          {errorMessage ? (
            <p className="dialog-error" role="alert">
              {errorMessage}
            </p>
          ) : null}
          <div className="actions">
            <Button variant="secondary" onPress={onCancel} isDisabled={busy} autoFocus={isDanger} testId="confirm-cancel">
              {cancelLabel}
            </Button>
            <Button variant={isDanger ? 'danger' : 'primary'} onPress={onConfirm} isPending={busy} autoFocus={!isDanger} testId="confirm-ok">
              {busy && busyLabel ? busyLabel : confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
