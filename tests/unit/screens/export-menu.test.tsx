// The list's "More exports" menu (src/screens/generic/ExportMenu.tsx): each choice is one request
// of the export machine over the view shown; totals per product only for a list with a SKU column;
// a named export asks the name and checks it with the contract's schema before sending.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import type { ExportRequest } from '../../../src/machines/generic/export.machine';
import { ExportMenu } from '../../../src/screens/generic/ExportMenu';
import { all, byText, cleanup, one, press, render, type } from '../ui/render';

vi.mock(import('@lingui/core/macro'), () => import('../../model/lingui-macro') as never);

afterEach(cleanup);

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const view: ExportRequest = { bizType: 'order.fulfillmentLines', conditions: { status: 'awaiting' }, sort: null, columns: ['sku', 'openQty'], ownerId: null };

async function menu(hasSku: boolean) {
  const sent: ExportRequest[] = [];
  const { container } = await render(
    <I18nProvider i18n={i18n}>
      <ExportMenu view={view} hasSku={hasSku} busy={false} onRequest={(r) => sent.push(r)} />
    </I18nProvider>,
  );
  const open = async () => {
    await press(one(container, '[data-testid=list-export-more]'));
    return all(one(document.body, '[role=menu]')!, '[role=menuitem]');
  };
  return { sent, open };
}

describe('ExportMenu', () => {
  it('offers every column, a name, totals per product (with a SKU column) and the partner layout, each as its request over the view', async () => {
    const { sent, open } = await menu(true);
    expect((await open()).map((i) => i.textContent)).toEqual(['Export all columns', 'Export with a name…', 'Export totals per product', 'Export in the Spalding layout']);
    // one choice per menu (each render its own menu, as a user opens it again)
    for (const i of [0, 2, 3]) {
      await cleanup();
      const again = await menu(true);
      await press((await again.open())[i]!);
      sent.push(...again.sent);
    }
    expect(sent).toEqual([
      { ...view, kind: 'allColumns' },
      { ...view, kind: 'products' },
      { ...view, kind: 'partner' },
    ]);
  });

  it('has no totals per product for a list without a SKU column', async () => {
    const { open } = await menu(false);
    expect((await open()).map((i) => i.textContent)).not.toContain('Export totals per product');
  });

  it('asks the name, refuses one with a slash, and sends the trimmed name', async () => {
    const { sent, open } = await menu(true);
    await press((await open())[1]!);
    const dialog = one(document.body, '[data-testid=export-name-dialog]')!;
    const input = one(dialog, 'input') as HTMLInputElement;
    await type(input, 'a/b');
    await press(byText(dialog, 'button', 'Start the export'));
    expect(sent).toEqual([]);
    expect(dialog.textContent).toContain('Give a name of 1 to 60 characters without slashes.');
    await type(input, '  March count ');
    await press(byText(dialog, 'button', 'Start the export'));
    expect(sent).toEqual([{ ...view, kind: 'named', name: 'March count' }]);
    expect(one(document.body, '[data-testid=export-name-dialog]')).toBeNull();
  });
});
