// Reschedule and feedback on the order detail in the tof build, against the real server:
// supplier1 opens a seeded order awaiting shipment, reschedules it (the form refuses a date more
// than 7 days on and a missing reason first), sees the new deadline and the log entry, and that
// Reschedule is no longer offered; sends feedback ("Other" needs details first) and sees it
// listed after a reload; then the same order in Chinese.
import { test, expect, fillDateField, seriousViolations, signInSupplier } from '../fixtures';

// seeded order 23 of supplier1's tenant: awaiting shipment (n mod 20 = 3), no cancel request (n mod 3 <> 0)
const ORDER = 'od-harbor-0000023';

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a date-time field's local value (what fillDateField types). */
const local = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

test('order detail: reschedule once and feedback to the platform; in Chinese', async ({ page }) => {
  test.setTimeout(90_000);
  await signInSupplier(page);
  await page.goto(`/order/info/${ORDER}`);
  const info = page.getByTestId('order-info');
  await expect(info.getByTestId('order-info-status')).toHaveText('Awaiting shipment');

  // ---- reschedule: refused in the form first, then moved by two days ------------------------------
  await info.getByTestId('order-action-reschedule').click();
  const dialog = page.getByTestId('order-reschedule-dialog');
  const field = dialog.getByTestId('order-reschedule-deadline');
  // the form starts a day after the current ship deadline (read from the date field's segments)
  const part = async (type: string) => Number(await field.locator(`[role=spinbutton][data-type=${type}]`).getAttribute('aria-valuenow'));
  const start = new Date(await part('year'), (await part('month')) - 1, await part('day'), await part('hour'), await part('minute'));
  await fillDateField(field, local(new Date(start.getTime() + 9 * 86_400_000)));
  await dialog.getByTestId('order-reschedule-dialog-save').click();
  await expect(dialog.getByTestId('order-reschedule-deadline')).toContainText('At most 7 days after the current ship deadline.');
  await expect(dialog.getByTestId('order-reschedule-reason')).toContainText('the reason is required');
  expect(await seriousViolations(page)).toEqual([]);
  await fillDateField(field, local(new Date(start.getTime() + 86_400_000)));
  await dialog.getByTestId('order-reschedule-reason').getByRole('textbox').fill('Restock arrives on Thursday');
  await dialog.getByTestId('order-reschedule-dialog-save').click();
  await expect(dialog).toBeHidden();
  await expect(info.getByTestId('order-info-fields')).toContainText('rescheduled from');
  await expect(info.getByTestId('order-info-log-entry').last()).toContainText('Restock arrives on Thursday');
  await expect(info.getByTestId('order-info-log-entry').last()).toHaveAttribute('data-action', 'reschedule');
  // once per order
  await expect(info.getByTestId('order-action-reschedule')).toHaveCount(0);

  // ---- feedback: "Other" needs details, then it is listed --------------------------------------------
  const feedback = page.getByTestId('order-feedback');
  await expect(feedback.getByTestId('order-feedback-empty')).toBeVisible();
  await feedback.getByTestId('order-feedback-add').click();
  const form = page.getByTestId('order-feedback-dialog');
  await form.getByTestId('order-feedback-kind').getByRole('button').click();
  await page.getByRole('option', { name: 'Other' }).click();
  await form.getByTestId('order-feedback-dialog-save').click();
  await expect(form.getByTestId('order-feedback-text')).toContainText('details are required');
  await form.getByTestId('order-feedback-text').getByRole('textbox').fill('The receiver asked for a gate code');
  await form.getByTestId('order-feedback-dialog-save').click();
  await expect(form).toBeHidden();
  await expect(feedback.getByTestId('order-feedback-item')).toHaveCount(1);
  await expect(feedback.getByTestId('order-feedback-item').first()).toContainText('The receiver asked for a gate code');
  await page.reload();
  await expect(page.getByTestId('order-feedback').getByTestId('order-feedback-item')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  // ---- in Chinese -------------------------------------------------------------------------------------
  await page.getByTestId('language-switch').selectOption({ label: '简体中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(feedback.getByRole('heading', { name: '向平台反馈（1）' })).toBeVisible();
  await expect(feedback.getByTestId('order-feedback-item').first()).toContainText('其他');
  await expect(info.getByTestId('order-info-fields')).toContainText('改期');
  // back to English: the language is stored for the user, and other specs sign in as supplier1
  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
