// /product/fulfillmentStrategyList: the generic list of strategies (search, columns, views, export;
// "Cancel" and "Delete" per row) with "New strategy" and, on an active strategy's name, its
// change, both in StrategyDialog over strategyForm.machine.ts. A save reads the list again (the
// view stays in the address).
import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { StrategyRow } from '../../contract/product/strategy';
import { strategyFormMachine } from '../../machines/product/strategyForm.machine';
import { strategyResource } from '../../resources/product/strategy';
import { Button } from '../../ui/Button';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { ListScreen } from '../generic/ListScreen';
import { StrategyDialog } from './StrategyDialog';

export function StrategyListScreen() {
  const { t } = useLingui();
  const toast = useSuccessToast();
  const mayAct = useCanManage();
  const [generation, setGeneration] = useState(0);
  const form = useActorRef(
    strategyFormMachine.provide({
      actions: {
        announceSaved: () => {
          toast.saved();
          setGeneration((g) => g + 1);
        },
      },
    }),
  );
  const open = (row: StrategyRow | null) => form.send({ type: 'strategy.opened', row });
  return (
    <>
      <ListScreen
        key={generation}
        resource={strategyResource}
        toolbarExtra={
          mayAct ? (
            <Button variant="primary" onPress={() => open(null)} testId="strategy-new">
              {t`New strategy`}
            </Button>
          ) : null
        }
        cells={{
          name: (row) =>
            mayAct && (row as StrategyRow).status === 'active' ? (
              <Button variant="quiet" onPress={() => open(row as StrategyRow)} testId="strategy-edit" aria-label={t`Change strategy ${(row as StrategyRow).name}`}>
                <span translate="no">{(row as StrategyRow).name}</span>
              </Button>
            ) : (
              <span translate="no">{(row as StrategyRow).name}</span>
            ),
        }}
      />
      <StrategyDialog actor={form} />
    </>
  );
}
