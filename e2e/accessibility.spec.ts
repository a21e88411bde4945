import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, openAcademySignIn, signInAs, signInButton } from './support/auth';

/** Runs axe-core (WCAG 2.1 A/AA) and returns the serious and critical violations, readable in a failure. */
async function findSeriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('accesibilidad (axe-core, sin infracciones graves ni críticas)', () => {
  test('pantalla de inicio de sesión', async ({ page }) => {
    await page.goto('/login');
    await expect(signInButton(page)).toBeVisible();
    expect(await findSeriousViolations(page)).toEqual([]);
  });

  test('página de acceso de la academia', async ({ page }) => {
    await openAcademySignIn(page);
    expect(await findSeriousViolations(page)).toEqual([]);
  });

  test('portada con sesión iniciada', async ({ page }) => {
    await signInAs(page, demoAccounts.student.email);
    // Let the toast go, so the page is checked as the user keeps seeing it.
    await expect(page.getByText('Inicio de sesión correcto')).toBeHidden({ timeout: 8_000 });
    expect(await findSeriousViolations(page)).toEqual([]);
  });
});
