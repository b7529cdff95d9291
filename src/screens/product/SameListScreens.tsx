// /product/standardProduct, /product/sameProductRelationConfirm and /product/sameProductRelationSearch:
// the generic list screen over the standard catalogue and the relation resources, with the links
// between the slice's screens; the relation search offers "Request a relation" (RequestDialog).
import { useActorRef } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { sameRequestMachine } from '../../machines/product/sameRequest.machine';
import type { AnyResource } from '../../resources/types';
import { sameConfirmResource, sameSearchResource, standardProductResource } from '../../resources/product/standard-same';
import { Button } from '../../ui/Button';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { ListScreen } from '../generic/ListScreen';
import { RequestDialog } from './RequestDialog';
import { SameLinks } from './SameLinks';
import './standard-same.css';

export function StandardListScreen() {
  const { t } = useLingui();
  return (
    <ListScreen
      resource={standardProductResource as unknown as AnyResource}
      intro={t`The platform's standard catalogue, the same for every supplier, with how many of our products are linked to each.`}
      notice={<SameLinks current="standardProduct" />}
    />
  );
}

export function SameConfirmScreen() {
  const { t } = useLingui();
  return (
    <ListScreen
      resource={sameConfirmResource as unknown as AnyResource}
      intro={t`Relations the platform proposed between our products and standard products: open one to compare and confirm or decline it.`}
      notice={<SameLinks current="sameProductRelationConfirm" />}
    />
  );
}

export function SameSearchScreen() {
  const { t } = useLingui();
  const toast = useSuccessToast();
  const mayAct = useCanManage();
  const request = useActorRef(
    sameRequestMachine.provide({
      actions: {
        announceRequested: () => toast.say('common.message.submit'),
      },
    }),
  );
  return (
    <>
      <ListScreen
        resource={sameSearchResource as unknown as AnyResource}
        intro={t`Every same-product relation of ours, whoever asked for it and whatever its state.`}
        notice={<SameLinks current="sameProductRelationSearch" />}
        toolbarExtra={
          mayAct ? (
            <Button variant="secondary" onPress={() => request.send({ type: 'request.opened' })} testId="same-request">
              {t`Request a relation`}
            </Button>
          ) : null
        }
      />
      <RequestDialog actor={request} />
    </>
  );
}
