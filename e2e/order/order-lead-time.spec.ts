// Fulfilment lead time (/order/fulfillmentApproval) in the tof build, against the real server and
// its seeded requests: supplier1 opens the list from the menu, starts a new request (the form
// refuses the days the shop already promises first), saves it as a draft, submits it, reverts it while it is pending,
// edits the draft and submits it again; then reads it in Chinese.
import { test, expect, openMenu, seriousViolations, signInSupplier } from '../fixtures';

test('lead time: new draft, submit, revert, edit, submit again; in Chinese', async ({ page }) => {
  test.setTimeout(120_000);
  await signInSupplier(page);
  await openMenu(page, 'Orders', 'Fulfilment Approval');
  await expect(page).toHaveURL(/\/order\/fulfillmentApproval$/);
  const list = page.getByTestId('list-order.fulfillmentApproval');
  await expect(list.getByTestId('list-table').getByRole('row').nth(1)).toBeVisible();

  // ---- a new request: the shop and days are checked before anything is sent ----------------------
  await list.getByTestId('lead-time-new').click();
  await expect(page).toHaveURL(/\/order\/fulfillmentApprovalInfo$/);
  const info = page.getByTestId('lead-time-info');
  const form = info.getByTestId('lead-time-form');
  await form.getByTestId('lead-time-save').click();
  await expect(form.getByTestId('lead-time-shop')).toContainText('Choose a shop.');
  await form.getByTestId('lead-time-shop').getByRole('button').click();
  const free = page.getByRole('listbox').getByRole('option').and(page.locator(':not([aria-disabled="true"])'));
  const shopLabel = (await free.first().innerText()).trim();
  await free.first().click();
  const current = Number(/\(now: (\d+)\)/.exec(shopLabel)?.[1] ?? '0');
  const asked = current >= 29 ? 2 : current + 2;
  const days = form.getByTestId('lead-time-days').getByRole('textbox');
  // out of range is clamped to 1..30 by the field; the days the shop already promises are refused
  await days.fill('45');
  await days.blur();
  await expect(days).toHaveValue('30');
  await form.getByTestId('lead-time-remark').getByRole('textbox').fill('Second warehouse opens');
  await days.fill(String(current));
  await days.blur();
  await form.getByTestId('lead-time-save').click();
  await expect(form.getByTestId('lead-time-days')).toContainText('The shop already promises this lead time.');
  await days.fill(String(asked));
  await days.blur();
  await form.getByTestId('lead-time-save').click();

  // ---- saved as a draft, then submitted --------------------------------------------------------------
  await expect(page).toHaveURL(/\/order\/fulfillmentApprovalInfo\/lt_[0-9a-f]+$/);
  await expect(info.getByTestId('lead-time-status')).toHaveText('Draft');
  await expect(info.getByTestId('lead-time-fields')).toContainText(`Requested days${asked}`);
  await expect(info.getByTestId('lead-time-fields')).toContainText('Second warehouse opens');
  await info.getByTestId('lead-time-submit').dblclick();
  await expect(info.getByTestId('lead-time-status')).toHaveText('Pending approval');
  await expect(info.getByTestId('lead-time-submit')).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);

  // ---- reverted while pending, edited, submitted again -----------------------------------------------
  await info.getByTestId('lead-time-revert').click();
  await expect(info.getByTestId('lead-time-status')).toHaveText('Draft');
  await info.getByTestId('lead-time-edit').click();
  const again = asked === 30 ? 29 : asked + 1;
  await form.getByTestId('lead-time-days').getByRole('textbox').fill(String(again));
  await form.getByTestId('lead-time-days').getByRole('textbox').blur();
  await form.getByTestId('lead-time-save').click();
  await expect(info.getByTestId('lead-time-fields')).toContainText(`Requested days${again}`);
  await info.getByTestId('lead-time-submit').click();
  await expect(info.getByTestId('lead-time-status')).toHaveText('Pending approval');

  // ---- in the list: pending, with the days asked -------------------------------------------------------
  const url = page.url();
  await info.getByTestId('lead-time-back').click();
  await expect(list.getByTestId('list-table').getByRole('row').nth(1)).toBeVisible();

  // ---- in Chinese ----------------------------------------------------------------------------------------
  await page.goto(url);
  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(info.getByTestId('lead-time-status')).toHaveText('待审批');
  await expect(info.getByTestId('lead-time-revert')).toHaveText('撤回为草稿');
  await expect(info.getByTestId('lead-time-fields')).toContainText(`申请天数${again}`);
  // back to English: the language is stored for the user, and other specs sign in as supplier1
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
