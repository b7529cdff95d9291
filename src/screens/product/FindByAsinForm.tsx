// "Find by ASIN" on the platform product list: the platform's id of a sku, sent with the form's
// submit (product.skuByAsin); a sku found opens the sku detail dialog, an id that matches none
// shows the server's not-found message on the field. A thin view over skuDetail.machine.ts.
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { ASIN_MAX } from '../../contract/product/sku';
import type { AsinProblem } from '../../machines/product/skuDetail.machine';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/FormField';
import { errorText } from '../errorText';
import type { SkuDetailRef } from './SkuDetailDialog';
import './sku.css';

export function FindByAsinForm({ actor }: { actor: SkuDetailRef }) {
  const { t } = useLingui();
  const asin = useSelector(actor, (s) => s.context.asin);
  const problem = useSelector(actor, (s) => s.context.asinProblem);
  const failure = useSelector(actor, (s) => s.context.asinError);
  const searching = useSelector(actor, (s) => s.matches('searching'));
  const problemText = (p: AsinProblem): string => ({ required: t`Enter the platform's id of a sku.`, tooLong: t`At most ${ASIN_MAX} characters.` })[p];
  const message = problem ? problemText(problem) : failure ? errorText(failure, t`The sku could not be looked up.`) : null;
  return (
    <form
      className="asin-find"
      role="search"
      aria-label={t`Find a sku by its ASIN`}
      noValidate
      data-testid="asin-find"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'sku.asinSubmitted' });
      }}
    >
      <TextField
        label={t`Find by ASIN`}
        description={t`The platform's id of one of your skus.`}
        value={asin}
        onChange={(value) => actor.send({ type: 'sku.asinChanged', value })}
        errorMessage={message}
        maxLength={ASIN_MAX}
        autoComplete="off"
        testId="asin-find-field"
      />
      <Button type="submit" variant="secondary" isPending={searching} testId="asin-find-submit">
        {searching ? t`Looking it up…` : t`Find`}
      </Button>
    </form>
  );
}
