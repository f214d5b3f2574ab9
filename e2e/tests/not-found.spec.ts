import { expect, test } from '@playwright/test';

test('an unknown sermon shows the spec not-found text, and the API answers 404 JSON', async ({ page, request }) => {
  const res = await request.get('/v2/node/sermons/999999999999999');
  expect(res.status()).toBe(404);
  expect((await res.json()).message).toBe('Sermon not found');

  await page.goto('/sermons/999999999999999');
  await expect(page.getByText('Sermon not found')).toBeVisible();
});

test('a route no remote owns shows the 404 error page', async ({ page }) => {
  await page.goto('/no-such-page-here');
  await expect(page.getByTestId('error-page')).toContainText('404');
  await expect(page.getByTestId('error-page')).toContainText('This page could not be found');
});
