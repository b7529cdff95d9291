// The dialog of an action the server refused: what was not done, the server's message, and two
// ways on: reload the record, or go back to it. Test ids: `<testId>`, `<testId>-message`,
// `<testId>-reload`, `<testId>-ok`.
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './Button';

export interface RefusalDialogProps {
  isOpen: boolean;
  title: string;
  message: string;
  reloadLabel: string;
  backLabel: string;
  onReload(): void;
  onBack(): void;
  testId: string;
}

export function RefusalDialog({ isOpen, title, message, reloadLabel, backLabel, onReload, onBack, testId }: RefusalDialogProps) {
  if (!isOpen) return null;
  return (
    <ModalOverlay className="dialog-overlay" isOpen isDismissable onOpenChange={(o) => (o ? undefined : onBack())}>
      <Modal className="modal">
        <Dialog className="dialog" role="alertdialog" data-testid={testId}>
          <Heading slot="title">{title}</Heading>
          <p className="dialog-message" data-testid={`${testId}-message`}>
            {message}
          </p>
          <div className="actions">
            <Button variant="secondary" onPress={onReload} testId={`${testId}-reload`}>
              {reloadLabel}
            </Button>
            <Button autoFocus onPress={onBack} testId={`${testId}-ok`}>
              {backLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
