import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoContactCodes } from '../apps/server/src/db/seed/index';
import { openApiSession, sendChatMessage } from './support/api-session';
import { demoAccounts, signInAs } from './support/auth';
import { shootAtWidths } from './support/screens';

/**
 * The chat panel and conversation (spec 000 §2, §4; 002 §2, §4) as Elena (staff@campus.test), a student
 * whose chats no other spec touches; messages from the teacher reach her through the real API.
 */
const STAFF = 'staff@campus.test';

function chatList(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Tus chats' });
}

function chatLink(page: Page, name: string): Locator {
  return chatList(page).getByRole('link', { name: new RegExp(name) });
}

test.describe('chat', () => {
  test('buscar personas pregunta al servidor; elegir a alguien sin chat abre uno temporal (id negativo) que el primer mensaje crea', async ({ page }) => {
    await signInAs(page, STAFF);
    await page.goto('/chat');
    await expect(chatList(page).getByRole('link').first()).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Buscar personas para chatear' });
    await expect(search).toHaveAttribute('placeholder', 'Buscar ...');
    // The 500 ms pause is proven with fake timers (features/chat/chat-route.test.tsx); here the real server
    // answers the search, whatever the speed of the machine.
    const searched = page.waitForRequest(
      (request) => request.url().includes('/api/chats/people-to-chat') && new URL(request.url()).searchParams.get('search') === 'Hugo',
    );
    await search.pressSequentially('Hugo');
    await searched;
    const person = page.getByRole('button', { name: /Hugo Alonso Marín/ });
    await expect(person).toBeVisible();

    await person.click();
    await expect(page).toHaveURL(/\/chat\/-\d+$/);
    const temporaryId = new URL(page.url()).pathname.split('/').at(-1)!;
    await expect(chatList(page).getByRole('link').first()).toHaveAttribute('data-chat-id', temporaryId);
    await expect(page.getByRole('heading', { name: 'Hugo Alonso Marín' })).toBeVisible();
    await expect(page.getByText('No hay mensajes')).toBeVisible();

    const input = page.getByRole('textbox', { name: 'Escribe un mensaje' });
    await expect(page.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/chats/send-message'));
    await input.fill('Hola Hugo, ¿me pasas los apuntes de la unidad 3?');
    await input.press('Enter');
    const answer = (await (await sent).json()) as { chatId: number };
    expect(answer.chatId).toBeGreaterThan(0);
    await expect(page).toHaveURL(new RegExp(`/chat/${answer.chatId}$`));
    await expect(page.getByRole('log', { name: 'Mensajes' }).getByText('Hola Hugo, ¿me pasas los apuntes de la unidad 3?')).toBeVisible();
    await expect(page.getByRole('log', { name: 'Mensajes' }).getByText('Enviado')).toHaveCount(1);
    await expect(chatList(page).getByRole('link').first()).toHaveAttribute('data-chat-id', String(answer.chatId));
    await expect(input).toHaveValue('');
  });

  test('un mensaje de otra cuenta sube el contador en directo; abrir el chat lo pone a cero y la conversación sigue en directo', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInAs(page, STAFF);
    await page.goto('/chat');
    await expect(chatList(page).getByRole('link').first()).toBeVisible();
    const teacher = await openApiSession(browser, demoAccounts.teacher.email, baseURL ?? '');

    await sendChatMessage(teacher, demoContactCodes.staff, 'Elena, ¿puedes revisar la entrega de hoy?');
    const fromTeacher = chatLink(page, 'Alberto Sánchez Molina');
    await expect(fromTeacher.getByTestId('chat-unread-badge')).toBeVisible();
    const firstCount = Number(await fromTeacher.getByTestId('chat-unread-badge').locator('[aria-hidden="true"]').textContent());
    await expect(chatList(page).getByRole('link').first()).toContainText('Alberto Sánchez Molina');

    await sendChatMessage(teacher, demoContactCodes.staff, 'Te he dejado comentarios en el tablón.');
    await expect(fromTeacher.getByTestId('chat-unread-badge').locator('[aria-hidden="true"]')).toHaveText(String(firstCount + 1));
    await expect(fromTeacher).toContainText('Te he dejado comentarios en el tablón.');

    const read = page.waitForResponse((response) => /\/api\/chats\/\d+\/read-messages$/.test(response.url()));
    await fromTeacher.click();
    expect((await read).status()).toBe(200);
    await expect(fromTeacher.getByTestId('chat-unread-badge')).toHaveCount(0);
    const log = page.getByRole('log', { name: 'Mensajes' });
    await expect(log.getByText('Te he dejado comentarios en el tablón.')).toBeVisible();
    await expect(log.getByText('Hoy', { exact: true })).toBeVisible();

    // With the conversation open, a new message appears in it and raises no badge.
    await sendChatMessage(teacher, demoContactCodes.staff, 'Gracias, Elena.');
    await expect(log.getByText('Gracias, Elena.')).toBeVisible();
    await expect(fromTeacher.getByTestId('chat-unread-badge')).toHaveCount(0);
    await teacher.close();

    await page.reload();
    await expect(page.getByRole('log', { name: 'Mensajes' }).getByText('Gracias, Elena.')).toBeVisible();
    await expect(chatLink(page, 'Alberto Sánchez Molina').getByTestId('chat-unread-badge')).toHaveCount(0);
  });

  test('capturas del chat a 375, 800 y 1280 px', async ({ page }) => {
    await signInAs(page, STAFF);
    await shootAtWidths(
      page,
      'chat-list',
      async () => {
        await page.goto('/chat');
        await expect(chatList(page).getByRole('link').first()).toBeVisible();
      },
      { fullPage: false },
    );
    await page.goto('/chat');
    const firstChat = chatList(page).getByRole('link').first();
    const chatPath = await firstChat.getAttribute('href');
    await shootAtWidths(
      page,
      'chat-conversation',
      async (width) => {
        await page.goto(chatPath ?? '/chat');
        await expect(page.getByRole('log', { name: 'Mensajes' })).toBeVisible();
        // Under 1024 px one pane shows at a time, with the way back to the list.
        if (width < 1024) {
          await expect(chatList(page)).toBeHidden();
          await expect(page.getByRole('link', { name: 'Volver a los chats' })).toBeVisible();
        } else {
          await expect(chatList(page)).toBeVisible();
        }
      },
      { fullPage: false },
    );
  });
});
