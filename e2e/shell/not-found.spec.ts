// A record page for an id that does not exist (issue 17 item 7), in the tof build against the
// real server: the server answers not found, and the page says "This record does not exist or you
// cannot see it." with a link back to the record's list instead of offering "Try again". Covered
// on a generic record (the warehouse group, detail machine), a hand-written one (the order) and the
// record-with-actions kit (the order exception); the back link opens the list.
import { test, expect, seriousViolations, signInSupplier } from '../fixtures';

const cases = [
  { kind: 'generic record (detail machine)', path: '/inventory/group/info/wg_no_such_group', list: /\/inventory\/group$/ },
  { kind: 'hand-written record (the order)', path: '/order/info/od_no_such_order', list: /\/order\/list$/ },
  { kind: 'record-with-actions kit (order exception)', path: '/order/abnormalInfo/ab_no_such_exception', list: /\/order\/abnormalList$/ },
];

for (const c of cases) {
  test(`not found: ${c.kind} shows the not-found state with a link back, no "Try again"`, async ({ page }) => {
    await signInSupplier(page);
    await page.goto(c.path);
    const state = page.getByTestId('not-found');
    await expect(state).toContainText('This record does not exist or you cannot see it.');
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByText('Try again')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await state.getByTestId('not-found-back').click();
    await expect(page).toHaveURL(c.list);
  });
}
