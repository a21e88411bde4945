import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { readPageToken } from './api-session';
import { signInAs } from './auth';
import { sideMenu } from './shell';

/** A file as Playwright hands it to a file chooser. */
export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A small but real PDF (one empty page) whose text names `title`, so each test's file is its own. */
export function makePdf(name: string, title: string): TestFile {
  const body = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n% ${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

/** A signed-in person in a browser context of their own (a second person of the same test). */
export async function openPerson(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  const page = await context.newPage();
  await signInAs(page, email);
  return page;
}

/** The names /correo gives the folders (spec 002 §2). */
export const folderNames = {
  inbox: 'Recibidos',
  sent: 'Enviados',
  drafts: 'Borradores',
  archive: 'Archivo',
  deleted: 'Eliminados',
  junk: 'Spam',
  outbox: 'Bandeja de salida',
} as const;

/** Opens /correo on a folder (by its id) and waits for the folder's list. */
export async function openMailFolder(page: Page, folderId: keyof typeof folderNames = 'inbox'): Promise<void> {
  await page.goto(folderId === 'inbox' ? '/correo' : `/correo?folderId=${folderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Correo' })).toBeVisible();
  await expect(page.getByRole('list', { name: `Correos de ${folderNames[folderId]}` }).or(page.getByText('No hay correos en esta carpeta'))).toBeVisible();
}

/** The 'Correo' item of the side menu, whose name carries the unread count ("Correo, 3 correos sin leer"). */
export function mailMenuLink(page: Page): Locator {
  return sideMenu(page).getByRole('link', { name: /^Correo\b/ });
}

/** The unread count the 'Correo' item of the side menu shows (0 without a badge). */
export async function readMailBadge(page: Page): Promise<number> {
  const name = (await mailMenuLink(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) correos? sin leer/.exec(name)?.[1] ?? 0);
}

/** The row of a mail in the folder's list on screen, by its subject. */
export function mailRow(page: Page, subject: string | RegExp): Locator {
  return page.getByRole('list', { name: /^Correos de / }).getByRole('button', { name: subject });
}

/** The composer, by its heading ('Correo nuevo', 'Responder', 'Responder a todos', 'Reenviar', 'Editar borrador'). */
export function composer(page: Page, heading: string): Locator {
  return page.getByRole('region', { name: heading, exact: true });
}

/** The recipients chosen in a field of the composer (To: 'Para', 'CC', 'CCO'). */
export function chosenRecipients(form: Locator, field: 'Para' | 'CC' | 'CCO'): Locator {
  return form.getByRole('list', { name: field, exact: true }).getByRole('listitem');
}

/** Picks a person of the academy in a recipient field: types part of the name and chooses the option. */
export async function pickRecipient(form: Locator, field: 'Para' | 'CC' | 'CCO', search: string, fullname: string): Promise<void> {
  const input = form.getByRole('combobox', { name: field, exact: true });
  await input.fill(search);
  await form.getByRole('option', { name: new RegExp(`^${fullname}`) }).click();
  await expect(chosenRecipients(form, field).filter({ hasText: fullname })).toHaveCount(1);
  await input.fill('');
}

/** Adds an outside address to a recipient field (typed, then 'Añadir …'). */
export async function addOutsideRecipient(form: Locator, field: 'Para' | 'CC' | 'CCO', address: string): Promise<void> {
  const input = form.getByRole('combobox', { name: field, exact: true });
  await input.fill(address);
  await form.getByRole('option', { name: new RegExp(`Añadir ${address.replace(/[.+]/g, '\\$&')}`) }).click();
  await expect(chosenRecipients(form, field).filter({ hasText: address })).toHaveCount(1);
}

/** Types the body into the composer's rich text editor. */
export async function typeBody(form: Locator, text: string): Promise<void> {
  const editor = form.getByRole('textbox', { name: 'Mensaje' });
  await editor.click();
  await editor.pressSequentially(text);
  await expect(editor).toContainText(text);
}

/** Attaches files with 'Adjuntar archivos' (the browser's file chooser), as a person does. */
export async function attachFiles(page: Page, form: Locator, files: TestFile[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Adjuntar archivos' }).click();
  await (await chooser).setFiles(files);
}

/** The reader's toolbar button (Responder, Responder a todos, Reenviar, Eliminar…). */
export function readerAction(page: Page, name: string): Locator {
  return page.getByRole('toolbar', { name: 'Acciones del correo' }).getByRole('button', { name, exact: true });
}

interface ListItem {
  id: number;
  subject: string;
  conversationId: string;
  hasAttachments: boolean;
  isRead: boolean;
  folderId: string;
  outsideDelivery: string;
}

/** The mail API as the page's signed-in person: a folder's first page, a message, an attachment's bytes. */
export function mailApi(page: Page) {
  const headers = async () => ({ Authorization: `Bearer ${await readPageToken(page)}` });
  const getJson = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(path, { headers: await headers() });
    expect(response.ok(), `GET ${path} → ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  };
  return {
    /** The unread count of Recibidos, as the server counts it. */
    unreadInbox: async () =>
      (await getJson<{ id: string; unreadItemCount: number }[]>('/api/mails/folders')).find((folder) => folder.id === 'inbox')?.unreadItemCount ?? 0,
    list: async (folderId: string) => (await getJson<{ data: ListItem[] }>(`/api/mails?folderId=${folderId}`)).data,
    /** The newest mail of a folder with this subject (waits for it to arrive). */
    async find(folderId: string, subject: string): Promise<ListItem> {
      let found: ListItem | undefined;
      await expect
        .poll(
          async () => {
            found = (await this.list(folderId)).find((item) => item.subject === subject);
            return found !== undefined;
          },
          { message: `«${subject}» en ${folderId}` },
        )
        .toBe(true);
      return found!;
    },
    read: (id: number) =>
      getJson<{
        data: ListItem & {
          toRecipients: { address: string }[];
          ccRecipients: { address: string }[];
          attachments: { id: number; name: string; size: number }[];
          body: { content: string };
        };
      }>(`/api/mails/${id}`).then((answer) => answer.data),
    async download(id: number, attachmentId: number): Promise<Buffer> {
      const { url } = await getJson<{ url: string }>(`/api/mails/${id}/attachments/${attachmentId}`);
      const file = await page.request.get(url);
      expect(file.ok(), `GET ${url} → ${file.status()}`).toBe(true);
      return file.body();
    },
  };
}
