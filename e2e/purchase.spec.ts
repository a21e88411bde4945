import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/auth';
import { dawPage, formationAccounts, openFormation, showTree, treeEvent, viewerHeading, waitForAnimations } from './support/formation';
import { shootAtWidths } from './support/screens';

/**
 * Buying the DAW extra unit by card with the built-in payment sandbox (spec 001 §4, §7): a declined card
 * first (nothing is granted), then 4242 4242 4242 4242 opens the unit. Serial: the second test depends on
 * the first leaving the unit closed.
 */
test.describe.configure({ mode: 'serial' });

const productName = 'Unidad extra: Despliegue con Docker y Kubernetes';

/** From the formation page (already signed in), the locked Docker class → 'Comprar' → the purchase dialog. */
async function openCheckoutHere(page: Page) {
  await page.goto(dawPage);
  await showTree(page);
  await treeEvent(page, /Docker desde cero/).click();
  const locked = page.getByRole('dialog', { name: 'Contenido no disponible' });
  await expect(locked.getByText('Este contenido pertenece a una unidad extra')).toBeVisible();
  await locked.getByRole('button', { name: `Comprar: ${productName}` }).click();
  const checkout = page.getByRole('dialog', { name: 'Completar la compra' });
  await expect(checkout.getByText(productName)).toBeVisible();
  await expect(checkout.getByText(/49,00\s€/).first()).toBeVisible();
  return checkout;
}

async function openCheckout(page: Page) {
  await signInAs(page, formationAccounts.student);
  await openFormation(page, dawPage);
  return openCheckoutHere(page);
}

async function addCard(page: Page, number: string) {
  const checkout = page.getByRole('dialog', { name: 'Completar la compra' });
  await checkout.getByRole('button', { name: 'Añadir tarjeta' }).click();
  await expect(checkout.getByRole('note')).toContainText('Modo de prueba: no se realizará ningún cargo real. Usa 4242 4242 4242 4242');
  await checkout.getByLabel('Número de tarjeta').fill(number);
  await checkout.getByLabel('Caducidad (MM/AA)').fill('12/34');
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByLabel('Titular de la tarjeta').fill('Lucía Fernández Ortega');
  await checkout.getByRole('button', { name: 'Guardar tarjeta' }).click();
  await expect(page.getByText('Tarjeta añadida correctamente')).toBeVisible();
  const last4 = number.replace(/\s/g, '').slice(-4);
  const card = checkout.getByRole('radio', { name: new RegExp(`•••• ${last4}`) });
  await expect(card).toBeChecked();
  return card;
}

test.describe('Compra de una unidad extra con tarjeta', () => {
  test('una tarjeta rechazada vuelve a los métodos de pago con el motivo y no abre nada', async ({ page }) => {
    const checkout = await openCheckout(page);
    // The demo student starts without saved cards: paying asks for one.
    await expect(checkout.getByText('Todavía no tienes tarjetas guardadas. Añade una para pagar.')).toBeVisible();
    await checkout.getByRole('button', { name: /^Pagar/ }).click();
    await expect(checkout.getByRole('alert')).toHaveText('Por favor selecciona un método de pago');

    await addCard(page, '4000 0000 0000 0002');
    const paid = page.waitForResponse((response) => response.url().endsWith('/api/checkout/pay-invoice-alumno'));
    await checkout.getByRole('button', { name: /^Pagar 49,00/ }).click();
    expect((await paid).status()).toBe(402);
    await expect(checkout.getByRole('alert')).toHaveText(/rechazada/);
    await expect(checkout.getByRole('radio', { name: /•••• 0002/ })).toBeVisible();

    await checkout.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(treeEvent(page, /Docker desde cero/)).toContainText('Bloqueado');
  });

  test('con 4242 4242 4242 4242 la compra se completa y la unidad se abre', async ({ page }) => {
    await signInAs(page, formationAccounts.student);
    await shootAtWidths(
      page,
      'purchase-dialog',
      async () => {
        const dialog = await openCheckoutHere(page);
        await expect(dialog.getByRole('radio', { name: /•••• 0002/ })).toBeVisible();
        await waitForAnimations(dialog);
      },
      { fullPage: false },
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    const checkout = await openCheckoutHere(page);

    await addCard(page, '4242 4242 4242 4242');
    const success = page.waitForResponse((response) => response.url().endsWith('/api/checkout/payment-alumno-success'));
    await checkout.getByRole('button', { name: /^Pagar 49,00/ }).click();
    expect((await success).status()).toBe(200);
    await expect(page.getByText('¡Compra realizada con éxito! Ya tienen acceso al contenido.').first()).toBeVisible();
    const done = page.getByRole('dialog', { name: 'Pago completado' });
    await expect(done).toBeVisible();
    await done.getByRole('button', { name: 'Ver el contenido' }).click();

    // The bonus line opens the unit: its first class is shown, with its video.
    await expect(viewerHeading(page, 'Docker desde cero: imágenes y contenedores')).toBeVisible();
    await expect(treeEvent(page, /Docker desde cero/)).not.toContainText('Bloqueado');
    await expect(treeEvent(page, /Orquestación con Kubernetes/)).not.toContainText('Bloqueado');
    await expect(page.getByRole('button', { name: 'Saltar intro' }).or(page.getByTestId('class-video'))).toBeVisible();

    // And it stays open after a reload (the server grants it, not the page).
    await page.reload();
    await expect(treeEvent(page, /Docker desde cero/)).not.toContainText('Bloqueado');
  });
});
