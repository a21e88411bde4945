import { expect, test } from '@playwright/test';
import { signInAs } from './support/auth';
import { shootAtWidths } from './support/screens';

test.describe('Ayuda', () => {
  test('busca por palabras sin tildes, filtra por categoría y público y abre un artículo con sus relacionados', async ({ page }) => {
    await signInAs(page, 'staff@campus.test');
    await page.goto('/faqs');
    await expect(page.getByRole('heading', { level: 1, name: 'Centro de ayuda' })).toBeVisible();
    const results = page.getByRole('region', { name: 'Artículos de ayuda' });

    await page.getByRole('searchbox', { name: 'Buscar en la ayuda' }).fill('baja dia 25');
    await expect(results.getByRole('link')).toHaveCount(1);
    await results.getByRole('link', { name: /¿Cómo solicito la baja de mi matrícula\?/ }).click();
    await expect(page).toHaveURL((url) => url.hash === '#faq-007');
    const article = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: '¿Cómo solicito la baja de mi matrícula?' }) });
    await expect(article.getByText(/antes del día 25 del mes/)).toBeVisible();
    await article
      .getByRole('navigation', { name: 'Artículos relacionados' })
      .getByRole('link', { name: /Secretaría virtual/ })
      .click();
    await expect(page).toHaveURL((url) => url.hash === '#faq-040');
    await expect(page.getByRole('heading', { level: 2, name: '¿Qué puedo hacer en la Secretaría virtual?' })).toBeVisible();

    await page.goto('/faqs');
    await page.getByRole('searchbox', { name: 'Buscar en la ayuda' }).fill('contrasena');
    await expect(results.getByRole('link', { name: /¿Cómo cambio mi contraseña\?/ })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar en la ayuda' }).fill('factura');
    await page.getByRole('button', { name: 'Profesores' }).click();
    await expect(results.getByText('Vaya, no hay nada que ver aquí')).toBeVisible();
    await results.getByRole('button', { name: 'Quitar filtros' }).click();
    await page.getByRole('group', { name: 'Categoría' }).getByRole('button', { name: 'Profesorado' }).click();
    await expect(results.getByRole('link', { name: /¿Cómo entro en Campus como profesor\?/ })).toBeVisible();
  });

  test('el botón de ayuda de la cabecera abre faq-051 en el panel lateral', async ({ page }) => {
    await signInAs(page, 'staff@campus.test');
    await page.getByRole('button', { name: 'Ayuda' }).click();
    const panel = page.getByRole('dialog', { name: '¿Cómo funciona Campus? Primeros pasos' });
    await expect(panel).toBeVisible();
    await panel
      .getByRole('navigation', { name: 'Artículos relacionados' })
      .getByRole('button', { name: /¿Cómo me uno a una clase en directo\?/ })
      .click();
    await expect(page.getByRole('dialog', { name: '¿Cómo me uno a una clase en directo?' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Any page can point at an article in place with ?ayuda=faq-0xx.
    await page.goto('/tests?ayuda=faq-029');
    await expect(page.getByRole('dialog', { name: '¿Cómo accedo a la Plataforma de Test?' })).toBeVisible();
  });

  test('capturas del centro de ayuda y de un artículo a 375, 800 y 1280 px', async ({ page }) => {
    await signInAs(page, 'staff@campus.test');
    await expect(page.getByText('Inicio de sesión correcto')).toBeHidden({ timeout: 8_000 });
    await shootAtWidths(page, 'faqs-list', async () => {
      await page.goto('/faqs');
      await expect(page.getByRole('region', { name: 'Artículos de ayuda' }).getByRole('link').first()).toBeVisible();
    });
    await shootAtWidths(page, 'faqs-article', async () => {
      await page.goto('/faqs#faq-051');
      await expect(page.getByRole('heading', { level: 2, name: '¿Cómo funciona Campus? Primeros pasos' })).toBeVisible();
    });
  });
});
