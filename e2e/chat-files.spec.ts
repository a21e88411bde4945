import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { readPageToken } from './support/api-session';
import { demoAccounts, signInAs } from './support/auth';
import { shootAtWidths } from './support/screens';
import { analyzeAccessibility } from './support/accessibility';

/**
 * Chat files (issue 11, spec 002 §2, §5, §7): the demo student (alumno@campus.test) sends an image and a
 * document in her seeded chat with her teacher (profesor@campus.test), who receives them live and opens
 * them; an 11 MB file is refused; a third person cannot open the file. Axe and screenshots with a file
 * message on screen.
 */
const TOO_LARGE = 'Solo se puede subir un fichero cada vez.';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** A real PNG of `width`×`height` (a teal gradient with a light band), made on the fly. */
function makePng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const isBand = Math.abs(y - height / 2) < height / 10;
      row.set(isBand ? [245, 184, 65] : [15 + Math.round((x / width) * 60), 94 + Math.round((y / height) * 80), 99 + Math.round((x / width) * 60)], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const image = { name: 'esquema-tema-4.png', mimeType: 'image/png', buffer: makePng(320, 200) };
const document = {
  name: 'apuntes-unidad-3.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('Apuntes de la unidad 3: formularios, validación y accesibilidad.\n'.repeat(40)),
};

/** A signed-in person in a browser context of their own. */
async function openPerson(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  const page = await context.newPage();
  await signInAs(page, email);
  return page;
}

async function openChatWith(page: Page, name: string): Promise<void> {
  await page.goto('/chat');
  await page
    .getByRole('navigation', { name: 'Tus chats' })
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('log', { name: 'Mensajes' })).toBeVisible();
}

/** Attaches a file with the paperclip (the browser's file chooser), as a person does. */
async function attachWithPaperclip(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Adjuntar fichero' }).click();
  await (await chooser).setFiles(file);
}

/** What opening a file gives a person: the status of the signed address's request, then the bytes behind it. */
async function openFileAs(request: APIRequestContext, token: string, fileId: number): Promise<{ status: number; bytes: Buffer | null }> {
  const address = await request.get(`/api/files/activos/file/${fileId}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!address.ok()) return { status: address.status(), bytes: null };
  const { data } = (await address.json()) as { data: { url: string } };
  const file = await request.get(data.url);
  return { status: file.status(), bytes: file.ok() ? await file.body() : null };
}

let imageId = 0;

test('la alumna envía una imagen y un documento; el profesor los recibe en directo y los abre; un tercero no puede', async ({ page, browser, baseURL }) => {
  await signInAs(page, demoAccounts.student.email);
  const teacher = await openPerson(browser, baseURL, demoAccounts.teacher.email);
  await openChatWith(teacher, demoAccounts.student.fullname);
  await openChatWith(page, demoAccounts.teacher.fullname);

  // The image: uploaded at once (201, field files), shown as a chip, sent without text.
  const send = page.getByRole('button', { name: 'Enviar' });
  await expect(send).toBeDisabled();
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/chats/upload-file'));
  await attachWithPaperclip(page, image);
  const upload = await uploaded;
  expect(upload.status()).toBe(201);
  const file = (await upload.json()) as { id: number; name: string; fileType: string; size: number };
  expect(file).toMatchObject({ name: image.name, fileType: 'image/png', size: image.buffer.length });
  imageId = file.id;
  const chip = page.getByTestId('chat-attachment');
  await expect(chip).toContainText(image.name);
  await expect(send).toBeEnabled();
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/chats/send-message'));
  await send.click();
  expect((await sent).status()).toBe(201);
  await expect(chip).toHaveCount(0);
  const ownImage = page.getByRole('log', { name: 'Mensajes' }).getByRole('img', { name: image.name });
  await expect(ownImage).toBeVisible();

  // The teacher sees it live, loaded through its signed address, and opens it full size.
  const received = teacher.getByRole('log', { name: 'Mensajes' }).getByRole('img', { name: image.name });
  await expect(received).toBeVisible();
  await expect.poll(() => received.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth)).toBe(320);
  const popup = teacher.waitForEvent('popup');
  await received.click();
  const fullSize = await popup;
  await expect(fullSize).toHaveURL(/\/api\/files\/stream\//);
  await fullSize.close();
  const teacherToken = await readPageToken(teacher);
  const opened = await openFileAs(teacher.request, teacherToken, file.id);
  expect(opened.status).toBe(200);
  expect(opened.bytes?.equals(image.buffer)).toBe(true);

  // A document goes with a text and arrives as a download row; the teacher downloads it.
  await attachWithPaperclip(page, document);
  await expect(page.getByTestId('chat-attachment')).toContainText(document.name);
  await expect(send).toBeEnabled();
  await page.getByRole('textbox', { name: 'Escribe un mensaje' }).fill('Y los apuntes de la unidad 3');
  await page.getByRole('textbox', { name: 'Escribe un mensaje' }).press('Enter');
  const row = teacher.getByRole('button', { name: `Descargar ${document.name}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/\d+(,\d)? KB/);
  const download = teacher.waitForEvent('download');
  await row.click();
  expect((await download).suggestedFilename()).toBe(document.name);

  // What the receiver sees (their side of the bubbles).
  await shootAtWidths(
    teacher,
    'chat-files-received',
    async () => {
      await openChatWith(teacher, demoAccounts.student.fullname);
      await expect(teacher.getByRole('log', { name: 'Mensajes' }).getByRole('img', { name: image.name })).toBeVisible();
      await expect(teacher.getByRole('button', { name: `Descargar ${document.name}` })).toBeVisible();
      await teacher.waitForLoadState('networkidle');
    },
    { fullPage: false },
  );

  // A third person (the academy's limited-access student) gets no address for the image.
  const third = await openPerson(browser, baseURL, demoAccounts.limited.email);
  const refused = await openFileAs(third.request, await readPageToken(third), file.id);
  expect([403, 404]).toContain(refused.status);
  expect(refused.bytes).toBeNull();
  await Promise.all([third.context().close(), teacher.context().close()]);
});

test('un fichero de 11 MB (o dos a la vez) se rechaza con su mensaje, en la página y en el servidor', async ({ page }) => {
  await signInAs(page, demoAccounts.student.email);
  await openChatWith(page, demoAccounts.teacher.fullname);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/chats/upload-file')) uploads.push(request.url());
  });
  const big = { name: 'grabacion-clase.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(11 * 1024 * 1024, 7) };
  await attachWithPaperclip(page, big);
  await expect(page.getByText(TOO_LARGE)).toBeVisible();
  await expect(page.getByTestId('chat-attachment')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  expect(uploads).toEqual([]);

  // Straight to the server, bypassing the page's check: refused with the same message, nothing kept.
  const token = await readPageToken(page);
  const direct = await page.request.post('/api/chats/upload-file', { headers: { Authorization: `Bearer ${token}` }, multipart: { files: big } });
  expect(direct.status()).toBe(400);
  expect(((await direct.json()) as { message: string }).message).toBe(TOO_LARGE);
});

test('axe sin incumplimientos a 375 y 1280 px con un fichero en la conversación, y capturas a 375, 800 y 1280', async ({ page }) => {
  expect(imageId, 'the first test sent the image').toBeGreaterThan(0);
  await signInAs(page, demoAccounts.student.email);
  await expect(page.getByText('Inicio de sesión correcto')).toBeHidden({ timeout: 8_000 });
  const showConversation = async () => {
    await page.goto('/chat');
    await page
      .getByRole('navigation', { name: 'Tus chats' })
      .getByRole('link', { name: new RegExp(demoAccounts.teacher.fullname) })
      .click();
    const log = page.getByRole('log', { name: 'Mensajes' });
    await expect(log.getByRole('img', { name: image.name })).toBeVisible();
    await expect(log.getByRole('button', { name: `Descargar ${document.name}` })).toBeVisible();
    await expect
      .poll(() => log.getByRole('img', { name: image.name }).evaluate((element) => (element as unknown as { complete: boolean }).complete))
      .toBe(true);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 8_000 });
  };
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await showConversation();
    // With a file waiting in the composer too (its chip and remove button are checked as well).
    await attachWithPaperclip(page, image);
    await expect(page.getByTestId('chat-attachment')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('button', { name: `Quitar el fichero adjunto: ${image.name}` })).toBeVisible();
    const results = await analyzeAccessibility(page);
    const violations = results.violations.map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect.soft(violations, `chat con ficheros a ${width} px`).toEqual([]);
  }
  await shootAtWidths(
    page,
    'chat-files',
    async () => {
      await showConversation();
      await attachWithPaperclip(page, document);
      await expect(page.getByTestId('chat-attachment')).toContainText(document.name);
    },
    { fullPage: false },
  );
});
