import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Download, type Page } from '@playwright/test';
import { expectAccessible, waitForToasts } from './support/accessibility';
import { demoAccounts, signInAs } from './support/auth';
import { renderPdfInBrowser } from './support/pdf-render';
import { shootAtWidths } from './support/screens';

/**
 * The virtual secretary end to end (spec 002 §Profile secretary; issue 13 acceptance 5): the demo student
 * downloads an invoice, asks for a pending one, downloads the previous year's invoices, each certificate of
 * a group (the content certificate refused for a group whose index she has not completed) and her contract;
 * a certificate's code opens the public verification page without a session; the certificate is rendered
 * with pdf.js and looked at. axe at 375 and 1280 px; screenshots at 375, 800 and 1280 px.
 */

const studentCode = 'CON-10001';
const secretaryPath = `/perfil/${studentCode}?tab=secretary`;
const artifactsDir = path.join(import.meta.dirname, '.artifacts', 'screenshots');
const previousYear = new Date().getFullYear() - 1;

test.describe.configure({ timeout: 180_000 });

/** Clicks and answers the download it starts, with its bytes. */
async function downloadBy(page: Page, click: () => Promise<void>, timeout?: number): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', timeout === undefined ? {} : { timeout }), click()]);
  const file = await download.path();
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return { download, bytes };
}

const invoicesCard = (page: Page) => page.getByRole('region', { name: 'Facturas', exact: true });
const certificatesCard = (page: Page) => page.getByRole('region', { name: 'Certificados' });
const groupSelect = (page: Page) => certificatesCard(page).getByRole('combobox', { name: 'Grupo' });

test('secretaría virtual: factura, solicitud de factura, facturas del año anterior, certificados, contrato y verificación pública', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAs(page, demoAccounts.student.email);
  await page.goto(secretaryPath);
  await expect(page.getByRole('heading', { level: 2, name: 'Secretaría virtual' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cómo funciona la secretaría virtual' })).toHaveAttribute('href', /ayuda=faq-040/);

  // Invoices: 3, then 5 more.
  const invoices = invoicesCard(page);
  await expect(invoices.getByRole('row')).toHaveCount(1 + 3);
  await invoices.getByRole('button', { name: 'Ver más' }).click();
  await expect(invoices.getByRole('row')).toHaveCount(1 + 8);

  // A pending debt (her Exams enrolment): the invoice is asked for.
  const pendingRow = invoices
    .getByRole('row')
    .filter({ hasText: 'Pendiente' })
    .filter({ has: page.getByRole('button', { name: /^Solicitar la factura/ }) })
    .first();
  await pendingRow.getByRole('button', { name: /^Solicitar la factura/ }).click();
  await expect(page.getByText('Factura solicitada correctamente')).toBeVisible();
  await expect(pendingRow.getByRole('button', { name: /^Solicitar la factura/ })).toBeDisabled();

  // Paid at the cash desk: nothing to download.
  const cashierRow = invoices.getByRole('row').filter({ hasText: 'Pagado en caja' }).first();
  await expect(cashierRow.getByText('Pagado en la secretaría del centro')).toBeVisible();
  await expect(cashierRow.getByRole('button')).toHaveCount(0);

  // A paid invoice downloads as our own PDF.
  const paidRow = invoices
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Descargar la factura/ }) })
    .first();
  const invoice = await downloadBy(page, () => paidRow.getByRole('button', { name: /^Descargar la factura/ }).click());
  expect(invoice.download.suggestedFilename()).toMatch(/^factura-[A-Z2-9]{20}\.pdf$/);

  // The previous year's invoices in one document: the enrolment that had them (DAW's first year) comes chosen.
  await expect(page.getByRole('combobox', { name: 'Matrícula' })).toHaveValue('MAT-2026-0001');
  const yearly = await downloadBy(page, () => page.getByRole('button', { name: `Descargar facturas de ${previousYear}` }).click());
  expect(yearly.download.suggestedFilename()).toMatch(/^facturas-anuales-/);
  await waitForToasts(page);

  // Certificates need a group.
  const certificates = certificatesCard(page);
  await certificates.getByRole('button', { name: 'Certificado de matrícula' }).click();
  await expect(certificates.getByText('Debes seleccionar un grupo')).toBeVisible();
  await expect(groupSelect(page)).toHaveAttribute('aria-invalid', 'true');

  await groupSelect(page).selectOption({ label: 'DAW · Grupo A (tardes)' });
  await expect(certificates.getByText(/h de clase en directo asistidas$/)).toBeVisible();
  const enrolmentCertificate = await downloadBy(page, () => certificates.getByRole('button', { name: 'Certificado de matrícula' }).click());
  expect(enrolmentCertificate.download.suggestedFilename()).toMatch(/^certificado-matricula-/);
  await expect(page.getByText('Certificado generado correctamente').first()).toBeVisible();
  const attendance = await downloadBy(page, () => certificates.getByRole('button', { name: 'Certificado de asistencia' }).click());
  const attendanceCode = /^certificado-asistencia-([A-Z2-9]{20})\.pdf$/.exec(attendance.download.suggestedFilename())![1]!;

  // DAW's content index is not completed; Nursing's is.
  await certificates.getByRole('button', { name: 'Certificado de contenidos' }).click();
  await expect(page.getByText('No has completado el índice de contenidos para este grupo')).toBeVisible();
  await groupSelect(page).selectOption({ label: 'Auxiliar de Enfermería · Grupo A' });
  // live-progress.spec unmarks one Nursing item for a moment and marks it again: asked in that moment, the
  // certificate is rightly refused, so it is asked again until the index is whole.
  let content: Awaited<ReturnType<typeof downloadBy>> | undefined;
  await expect(async () => {
    content = await downloadBy(page, () => certificates.getByRole('button', { name: 'Certificado de contenidos' }).click(), 5_000);
  }).toPass({ timeout: 30_000 });
  expect(content!.download.suggestedFilename()).toMatch(/^certificado-contenidos-/);

  // The contract.
  const contract = await downloadBy(page, () => page.getByRole('button', { name: 'Ver contrato' }).click());
  expect(contract.download.suggestedFilename()).toMatch(/^contrato-/);
  await waitForToasts(page);

  await expectAccessible(page, 'secretaría', async () => {
    await expect(page.getByRole('heading', { level: 2, name: 'Secretaría virtual' })).toBeVisible();
  });
  await shootAtWidths(page, 'profile-secretary', async () => {
    await expect(invoices.getByRole('row').first()).toBeVisible();
  });

  // The certificate's code, checked by a third party without signing in.
  const visitor = await browser.newContext({ baseURL });
  try {
    const thirdParty = await visitor.newPage();
    await thirdParty.goto(`/verificar/${attendanceCode}`);
    await expect(thirdParty.getByRole('heading', { level: 1, name: 'Documento auténtico' })).toBeVisible();
    await expect(thirdParty.getByText('Certificado de asistencia', { exact: true }).first()).toBeVisible();
    await expect(thirdParty.getByText(/^Lucía Fernández Ortega · DNI \*+\w{3}$/)).toBeVisible();
    await expect(thirdParty.getByText(attendanceCode, { exact: true })).toBeVisible();
    await expectAccessible(thirdParty, 'verificación', async () => {
      await expect(thirdParty.getByRole('heading', { level: 1, name: 'Documento auténtico' })).toBeVisible();
    });
    await shootAtWidths(thirdParty, 'document-verification', async () => {
      await expect(thirdParty.getByRole('heading', { level: 1, name: 'Documento auténtico' })).toBeVisible();
    });

    await thirdParty.goto('/verificar/NOEXISTEESTECODIGO23');
    await expect(thirdParty.getByRole('heading', { level: 1, name: 'Documento no encontrado' })).toBeVisible();
    await expect(thirdParty.getByText(/No encontramos ningún documento con este código/)).toBeVisible();
    await shootAtWidths(thirdParty, 'document-verification-unknown', async () => {
      await expect(thirdParty.getByRole('heading', { level: 1 })).toBeVisible();
    });

    // The certificate rendered as a reader sees it: A4 portrait, with the holder and the code.
    const viewer = await visitor.newPage();
    await viewer.setViewportSize({ width: 900, height: 1250 });
    const rendered = await renderPdfInBrowser(viewer, baseURL!, attendance.bytes);
    expect(rendered.view.map((value) => Math.round(value * 100) / 100)).toEqual([0, 0, 595.28, 841.89]);
    expect(rendered.text).toContain('Lucía Fernández Ortega');
    expect(rendered.text).toContain(attendanceCode);
    await viewer.locator('canvas').screenshot({ path: path.join(artifactsDir, 'secretary-attendance-certificate-pdf.png') });
    const renderedInvoice = await renderPdfInBrowser(viewer, baseURL!, invoice.bytes);
    expect(renderedInvoice.text).toMatch(/Factura F\d{4}-\d{6}/);
    await viewer
      .locator('canvas')
      .last()
      .screenshot({ path: path.join(artifactsDir, 'secretary-invoice-pdf.png') });
  } finally {
    await visitor.close();
  }
});
