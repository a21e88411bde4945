import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { demoAccounts, signInAs } from './support/auth';
import { shootAtWidths } from './support/screens';

/**
 * The signed-in home arrives rendered by the server (issue 9: its largest paint must not wait for the app's
 * code) and the app then hydrates it: the same elements, live, with no second request for what the page
 * brought. Elena (staff@campus.test) has finished the welcome tour, so the home is what shows.
 */
const STAFF = demoAccounts.staff.email;
const STATE_SCRIPT = 'campus-ssr-state';

/** Remembers, before the app's code runs, the heading the server sent. */
async function watchServerHeading(page: Page): Promise<void> {
  // Parsing done, deferred scripts not yet run: what is in the DOM then is what the server sent.
  await page.addInitScript({
    content:
      "document.addEventListener('readystatechange', () => { if (document.readyState === 'interactive') window.serverHeading = document.querySelector('h1'); });",
  });
}

test.describe('Inicio dibujado en el servidor', () => {
  // One sign-in for every look at Elena's home: without JavaScript, hydrated, through axe, and after signing out.
  test('llega dibujado, privado y sin guardar; se ve entero sin JavaScript; la app lo hidrata sin errores ni volver a pedir sus datos, es accesible y se olvida al cerrar sesión', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, STAFF);

    await test.step('sin JavaScript ya se ve la home entera: la primera pintura no espera al código', async () => {
      const storageState = await page.context().storageState();
      const context = await browser.newContext({ storageState, javaScriptEnabled: false, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
      try {
        const still = await context.newPage();
        await shootAtWidths(still, 'home-server-rendered', async () => {
          await still.goto('/');
          await expect(still.getByRole('heading', { level: 1, name: '¡Hola, Elena!' })).toBeVisible();
          await expect(still.getByRole('region', { name: 'Tu progreso' }).getByRole('progressbar').first()).toBeVisible();
          await expect(still.getByRole('region', { name: 'Próximos eventos' }).getByRole('listitem').first()).toBeVisible();
          await expect(still.getByRole('link', { name: 'Campus, ir al inicio' })).toBeVisible();
        });
      } finally {
        await context.close();
      }
    });

    await test.step('llega dibujado, privado y sin guardar; la app lo hidrata sin errores ni volver a pedir sus datos', async () => {
      // The sign-in's own home (a page the browser drew) may still be asking for its progress, one group after the
      // other, while the served home is on its way: left first, so every request counted below is the served page's.
      await page.goto('about:blank');
      await watchServerHeading(page);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));

      const response = await page.goto('/');
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      const html = (await response?.text()) ?? '';
      expect(html).toContain(`id="${STATE_SCRIPT}"`);
      expect(html).toMatch(/<h1[^>]*>¡Hola, Elena!<\/h1>/);
      expect(html).toContain('Próximos eventos');

      // Hydrated: the bell's button works, and the heading on screen is the very element the server sent.
      await page.getByRole('button', { name: /^Notificaciones/ }).click();
      await expect(page.getByRole('dialog', { name: 'Notificaciones' })).toBeVisible();
      await page.keyboard.press('Escape');
      expect(await page.evaluate("!!window.serverHeading && window.serverHeading.isConnected && window.serverHeading === document.querySelector('h1')")).toBe(
        true,
      );
      expect(problems).toEqual([]);
      // What the page brought is not asked again.
      expect(asked.filter((path) => path.startsWith('/api/lineaMatriculas/formations/') || path.startsWith('/api/events/contact/'))).toEqual([]);

      // And it is the app: a formation's link goes to its page without reloading.
      await page.getByRole('region', { name: /Hola/ }).getByRole('link').first().click();
      await expect(page).toHaveURL(/\/formacion\//);
    });

    await test.step('la home hidratada es accesible a 375 y 1280 px', async () => {
      await expectAccessible(page, 'home dibujada en el servidor', async () => {
        await page.goto('/');
        await expect(page.getByRole('region', { name: 'Próximos eventos' }).getByRole('listitem').first()).toBeVisible();
      });
    });

    await test.step('al cerrar sesión se olvida la cookie y / vuelve a llegar sin dibujar', async () => {
      expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['campus_page_session', 'campus_tz']));
      await page.getByRole('button', { name: 'Cerrar sesión' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/login');
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('campus_page_session');
      const html = await (await page.request.get('/')).text();
      expect(html).not.toContain(STATE_SCRIPT);
      expect(html).toContain('<div id="root"></div>');
    });
  });
});
