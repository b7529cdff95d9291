// The keyboard model (docs/architecture.md, "Keyboard") in the tof build against the real server:
// a cancel request approved from its list in at most 12 key presses (each page.keyboard.press
// counted; no mouse, no fill), focus never left on the page body after a decision, confirm dialogs
// opening on their safe action, and j/k/arrows/Enter on a generic list with focus coming back to
// the opened row.
import type { Page } from '@playwright/test';
import { test, expect, signInSupplier } from '../fixtures';

/** What has focus: its tag, test id, row key and text (body when nothing does). */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'BODY', testId: null, key: null, role: null, text: '' };
    return { tag: el.tagName, testId: el.getAttribute('data-testid'), key: el.getAttribute('data-key'), role: el.getAttribute('role'), text: (el.textContent ?? '').trim() };
  });
}

/** A keyboard that counts its presses. */
function countingKeyboard(page: Page) {
  const keys: string[] = [];
  return {
    keys,
    press: async (key: string) => {
      keys.push(key);
      await page.keyboard.press(key);
    },
  };
}

test('a cancel request is approved from its list in at most 12 key presses, and focus is never on the body after it', async ({ page }) => {
  test.setTimeout(90_000);
  await signInSupplier(page);
  await page.goto('/order/cancelList');
  const list = page.getByTestId('list-order.cancelList');
  const rows = list.getByTestId('list-table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expect(list.getByTestId('list-table')).not.toHaveAttribute('data-loading', 'true');
  // focus on the page itself, as after loading it
  expect((await focused(page)).tag).toBe('BODY');

  const kb = countingKeyboard(page);
  // j enters the table on its first row; further j move down to the first request awaiting a decision
  await kb.press('j');
  for (let i = 0; i < 8; i++) {
    const f = await focused(page);
    expect(f.role).toBe('row');
    if (f.text.includes('Awaiting decision')) break;
    await kb.press('j');
  }
  const row = await focused(page);
  expect(row.text).toContain('Awaiting decision');
  const requestNo = /CR\d{8}/.exec(row.text)?.[0];
  expect(requestNo, 'the row names its request').toBeTruthy();

  // Enter opens it; focus is on its first decision
  await kb.press('Enter');
  await expect(page).toHaveURL(/\/order\/cancelInfo\//);
  await expect(page.getByTestId('request-status')).toHaveText('Awaiting decision');
  await expect(page.getByTestId('request-action-approve')).toBeFocused();
  // Enter asks; the question opens on its safe action (Back); Tab, Enter approves
  await kb.press('Enter');
  const confirm = page.getByTestId('request-confirm');
  await expect(confirm).toBeVisible();
  await expect(confirm.getByTestId('confirm-cancel')).toBeFocused();
  await kb.press('Tab');
  await expect(confirm.getByTestId('confirm-ok')).toBeFocused();
  await kb.press('Enter');
  await expect(page.getByTestId('request-status')).toHaveText('Approved');

  test.info().annotations.push({ type: 'key presses', description: `${kb.keys.length}: ${kb.keys.join(' ')}` });
  expect(kb.keys.length, `keys pressed: ${kb.keys.join(' ')}`).toBeLessThanOrEqual(12);

  // after the decision focus is on the page's heading, not on the body
  await expect(page.locator('#request-title')).toBeFocused();
  expect((await focused(page)).tag).not.toBe('BODY');

  // the list says so (read from the screen, not counted)
  await page.goto('/order/cancelList');
  const decided = page.getByTestId('list-order.cancelList').getByTestId('list-table').getByRole('row').filter({ hasText: requestNo as string });
  await expect(decided).toContainText('Approved');
});

test('a confirm dialog opens on its safe action; one that asks a required reason opens on the reason', async ({ page }) => {
  await signInSupplier(page);
  await page.goto('/order/refundList');
  const list = page.getByTestId('list-order.refundList');
  const row = list.getByTestId('list-table').getByRole('row').filter({ hasText: 'Awaiting decision' }).first();
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.getByTestId('request-status')).toHaveText('Awaiting decision');
  // confirming a refund: Back has the focus, not Confirm
  await page.getByTestId('request-action-confirm').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('request-confirm');
  await expect(dialog.getByTestId('confirm-cancel')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // rejecting asks a reason: the reason has the focus
  await page.getByTestId('request-action-reject').focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('request-reason').locator('textarea')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // nothing was decided, and focus went back to the decision that asked
  await expect(page.getByTestId('request-status')).toHaveText('Awaiting decision');
  await expect(page.getByTestId('request-action-reject')).toBeFocused();
  expect((await focused(page)).tag).not.toBe('BODY');
});

test('a generic list: j/k and the arrows move between rows, Enter opens one, focus comes back to it', async ({ page }) => {
  await signInSupplier(page);
  await page.goto('/order/returnList');
  const list = page.getByTestId('list-order.returnList');
  const table = list.getByTestId('list-table');
  const rows = table.getByRole('row');
  await expect(rows.nth(3)).toBeVisible();
  await expect(table).not.toHaveAttribute('data-loading', 'true');
  const keyOf = async (i: number) => (await rows.nth(i).getAttribute('data-key')) as string;
  const [first, second, third] = [await keyOf(1), await keyOf(2), await keyOf(3)];

  // typing in a search field is typing: j and k stay in the field
  const quick = list.getByTestId('search-quickQuery').getByRole('textbox');
  await quick.click();
  await page.keyboard.type('jk');
  await expect(quick).toHaveValue('jk');
  await expect(quick).toBeFocused();
  await quick.fill('');
  await quick.blur();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  await page.keyboard.press('j');
  expect((await focused(page)).key).toBe(first);
  await page.keyboard.press('j');
  expect((await focused(page)).key).toBe(second);
  await page.keyboard.press('ArrowDown');
  expect((await focused(page)).key).toBe(third);
  await page.keyboard.press('k');
  expect((await focused(page)).key).toBe(second);
  await page.keyboard.press('ArrowUp');
  expect((await focused(page)).key).toBe(first);
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order\/returnInfo\//);
  await expect(page.getByTestId('request-return')).toBeVisible();

  // back to the list: focus is on the row that was opened
  await page.getByTestId('request-back').click();
  await expect(rows.nth(2)).toBeVisible();
  await expect.poll(async () => (await focused(page)).key).toBe(second);
});
