import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInAs } from './support/auth';
import { dawPage, formationAccounts, showTree, treeEvent } from './support/formation';

/**
 * The card form and a declined card as a student meets them (issue 8): an empty form flags every field at
 * once, and a declined card says the catalogue's text with the bank's reason under it. Adrián (a DAW group A
 * student no other spec pays with) keeps purchase.spec's demo student free of extra saved cards.
 */
const productName = 'Unidad extra: Despliegue con Docker y Kubernetes';
const screenshotDir = path.join(import.meta.dirname, '.artifacts', 'screenshots');

test('el formulario de tarjeta marca todos los campos a la vez y una tarjeta rechazada da el texto del catálogo con el motivo', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, formationAccounts.lateJoiner);
  await page.goto(dawPage);
  await showTree(page);
  await treeEvent(page, /Docker desde cero/).click();
  await page
    .getByRole('dialog', { name: 'Contenido no disponible' })
    .getByRole('button', { name: `Comprar: ${productName}` })
    .click();
  const checkout = page.getByRole('dialog', { name: 'Completar la compra' });
  await checkout.getByRole('button', { name: 'Añadir tarjeta' }).click();

  await checkout.getByRole('button', { name: 'Guardar tarjeta' }).click();
  for (const [label, message] of [
    ['Número de tarjeta', 'El número de tu tarjeta no es válido.'],
    ['Caducidad (MM/AA)', 'La fecha de caducidad de tu tarjeta no es válida.'],
    ['CVC', 'El código de seguridad de tu tarjeta no es válido.'],
    ['Titular de la tarjeta', 'Indica el nombre del titular de la tarjeta.'],
  ] as const) {
    await expect(checkout.getByLabel(label), label).toHaveAttribute('aria-invalid', 'true');
    await expect(checkout.getByText(message, { exact: true })).toBeVisible();
  }
  await page.screenshot({ path: path.join(screenshotDir, 'card-form-empty-1280.png') });

  await checkout.getByLabel('Número de tarjeta').fill('4000 0000 0000 0002');
  await checkout.getByLabel('Caducidad (MM/AA)').fill('12/34');
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByLabel('Titular de la tarjeta').fill('Adrián Vázquez Serrano');
  await checkout.getByRole('button', { name: 'Guardar tarjeta' }).click();
  await expect(checkout.getByRole('radio', { name: /•••• 0002/ }).first()).toBeVisible();
  await checkout
    .getByRole('radio', { name: /•••• 0002/ })
    .first()
    .check();

  const paid = page.waitForResponse((response) => response.url().endsWith('/api/checkout/pay-invoice-alumno'));
  await checkout.getByRole('button', { name: /^Pagar 49,00/ }).click();
  expect((await paid).status()).toBe(402);
  const alert = checkout.getByRole('alert');
  await expect(alert).toHaveText('El pago no se completó correctamenteTu tarjeta ha sido rechazada.');
  await page.screenshot({ path: path.join(screenshotDir, 'card-declined-1280.png') });
});
