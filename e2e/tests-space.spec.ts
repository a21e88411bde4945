import { expect, test } from '@playwright/test';
import { demoContactCodes } from '../apps/server/src/db/seed/index';
import { signInAs } from './support/auth';
import { sideMenu } from './support/shell';
import { shootAtWidths } from './support/screens';

const TITLE = 'Estás a punto de acceder a la Plataforma de Test';

/** Reads the claims of a JWT without checking it (the test space checks it; here we look at what it names). */
function jwtClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

test.describe('Tests', () => {
  test.beforeEach(async ({ context }) => {
    // The test space is an external service: its address answers a plain page here.
    await context.route('https://tests.campus.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Plataforma de Test</title><h1>Plataforma de Test</h1>' }),
    );
  });

  test('la entrada explica la plataforma, enlaza la ayuda faq-029 y abre el espacio en una pestaña nueva con un token firmado', async ({ page, context }) => {
    await signInAs(page, 'staff@campus.test');
    await sideMenu(page).getByRole('link', { name: 'Tests' }).click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();

    const popup = context.waitForEvent('page');
    await page.getByRole('link', { name: /Acceder a la Plataforma de Test/ }).click();
    const tab = await popup;
    await tab.waitForURL(/^https:\/\/tests\.campus\.test\//);
    const opened = new URL(tab.url());
    const token = opened.searchParams.get('token') ?? '';
    expect(jwtClaims(token)).toMatchObject({ sub: demoContactCodes.staff });
    expect(Number(jwtClaims(token).exp) - Number(jwtClaims(token).iat)).toBeLessThanOrEqual(600);

    await expect(page).toHaveURL((url) => url.pathname === '/herramientas/tests');
    await expect(page.getByText('Hemos abierto la Plataforma de Test en una pestaña nueva.')).toBeVisible();
    await tab.close();

    await page.goto('/tests');
    await page.getByRole('link', { name: /Lee la ayuda sobre la Plataforma de Test/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/faqs' && url.hash === '#faq-029');
    await expect(page.getByRole('heading', { level: 2, name: '¿Cómo accedo a la Plataforma de Test?' })).toBeVisible();
  });

  test('capturas de /tests a 375, 800 y 1280 px', async ({ page }) => {
    await signInAs(page, 'staff@campus.test');
    await expect(page.getByText('Inicio de sesión correcto')).toBeHidden({ timeout: 8_000 });
    await shootAtWidths(page, 'tests-entry', async () => {
      await page.goto('/tests');
      await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    });
  });
});
