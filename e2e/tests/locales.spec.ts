import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The German text of a message, read from the committed catalog (so the test follows the translators). */
function germanFor(pkg: string, msgid: string): string {
  const po = readFileSync(path.resolve(__dirname, '..', '..', pkg, 'src', 'locales', 'de', 'messages.po'), 'utf8');
  const escaped = msgid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/"/g, '\\\\"');
  const match = new RegExp(`msgid "${escaped}"\\nmsgstr "([^"]+)"`).exec(po);
  if (!match?.[1]) throw new Error(`no German translation of "${msgid}" in ${pkg}`);
  return match[1];
}

test('/de/sermons shows the sermon list in German', async ({ page }) => {
  await page.goto('/de/sermons');
  await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
  await expect(page.getByRole('navigation').getByRole('link', { name: germanFor('shell', 'Sermons'), exact: true })).toBeVisible();
  await expect(page.getByTestId('sermon-card').first()).toBeVisible();
  // Links inside the public remote keep the locale prefix.
  const href = await page.getByTestId('sermon-card').first().getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/de\/sermons\//);
  // A search with no hits shows the German empty text.
  await page.goto('/de/sermons?searchKeyword=zzzzqqqxxnothing');
  await expect(page.getByTestId('sermon-list-empty')).toHaveText(germanFor('mf-public', 'No Results'));
});

test('switching the locale stores a cookie for a year and moves to the prefixed path', async ({ page, context }) => {
  await page.goto('/sermons');
  await expect(page.getByTestId('sermon-card').first()).toBeVisible();
  await page.getByTestId('locale-switcher').selectOption('fr');
  await expect(page).toHaveURL(/\/fr\/sermons$/);
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('fr');
  expect(cookie?.sameSite).toBe('Lax');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
  await expect(page.locator('html')).toHaveAttribute('lang', /^fr/);
});

test('the browser language redirects only at the root', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/de$/);
  await page.goto('/sermons');
  await expect(page).toHaveURL(/\/sermons$/);
  await context.close();
});
