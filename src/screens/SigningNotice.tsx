// The signing notice (spec section 4): a dialog shown once per user (the server records the
// acknowledgement) when the user info says signedFlag "1".
import { useMachine } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useApp } from './appContext';

export function SigningNotice({ userId, signedFlag, seen }: { userId: string; signedFlag: '0' | '1'; seen: boolean }) {
  const { t } = useLingui();
  const [snapshot, send] = useMachine(useApp().machines.signingNotice, { input: { userId, signedFlag, seen } });
  const busy = snapshot.hasTag('busy');
  if (!snapshot.matches('open') && !busy) return null;
  return (
    <ModalOverlay className="dialog-overlay" isOpen isDismissable={false}>
      <Modal>
        <Dialog className="dialog" role="alertdialog" data-testid="signing-notice">
          <Heading slot="title">{t`Your company's agreement has been signed`}</Heading>
          <p>{t`The platform agreement for your company is now signed and in effect. Its terms apply to all orders, settlements and stock you manage in this portal.`}</p>
          <div className="actions">
            <Button className="button" autoFocus isPending={busy} onPress={() => send({ type: 'notice.acknowledged' })}>
              {t`I understand`}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
