import { expect, test } from '@playwright/test';

/** The site header on a phone: one compact row whose menu button holds the navigation and the language switcher. */
test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header is one row; its menu opens the sections, follows a link and closes', async ({ page }) => {
    await page.goto('/sermons');
    const header = page.getByTestId('shell-header');
    const button = page.getByTestId('header-menu-button');
    await expect(button).toBeVisible();
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
    await expect(page.getByTestId('nav-speakers')).toBeHidden();
    await expect(page.getByTestId('account-sign-in')).toBeVisible();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('nav-sermons')).toBeFocused();
    await expect(page.getByTestId('nav-sermons')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('locale-switcher')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(page.getByTestId('nav-speakers')).toBeHidden();

    await button.click();
    await page.getByTestId('nav-speakers').click();
    await expect(page).toHaveURL(/\/speakers$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('nav-speakers')).toBeHidden();
  });

  test('the language switcher in the menu moves to the prefixed path', async ({ page }) => {
    await page.goto('/sermons');
    await page.getByTestId('header-menu-button').click();
    await page.getByTestId('locale-switcher').selectOption('de');
    await expect(page).toHaveURL(/\/de\/sermons$/);
    await expect(page.getByTestId('header-menu-button')).toHaveAttribute('aria-label', 'Menü');
  });
});

test('a wide screen shows the navigation in the header row and no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/sermons');
  await expect(page.getByTestId('nav-speakers')).toBeVisible();
  await expect(page.getByTestId('locale-switcher')).toBeVisible();
  await expect(page.getByTestId('header-menu-button')).toBeHidden();
  expect((await page.getByTestId('shell-header').boundingBox())!.height).toBe(60);
});
