import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoContactCodes } from '../apps/server/src/db/seed/index';
import { demoAccounts, openAcademySignIn, signInAs, signInButton } from './support/auth';
import { dawPage, formationAccounts, nursingPage, openFormation, showTree, treeEvent } from './support/formation';
import { freemiumCourses, openFreeTrial } from './support/freemium';
import { mailApi } from './support/mail';
import { analyzeAccessibility, findViolations } from './support/accessibility';

/**
 * Every built screen, at phone (375 px) and desktop (1280 px) widths, passes axe-core's WCAG 2.0, 2.1 and 2.2
 * A/AA rules with NO violation at all (not only the serious and critical ones).
 */
const widths = [375, 1280] as const;

// Each test signs in on its own and changes nothing another one checks (at most it opens a mail), so the file's
// tests run in parallel: the two workers share them instead of one worker taking the whole file (5.9 min in CI).
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

/** Checks the page at 375 and 1280 px; `prepare` brings it to the state to check after each resize. */
async function expectNoViolationsAtWidths(page: Page, name: string, prepare: (width: number) => Promise<void>): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await prepare(width);
    expect.soft(await findViolations(page), `${name} a ${width} px`).toEqual([]);
  }
}

/** Waits until the screen has its data (no skeletons, no pending calls) and no toast covers it. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 8_000 });
}

async function signInQuietly(page: Page, email: string): Promise<void> {
  await signInAs(page, email);
  await expect(page.getByText('Inicio de sesión correcto')).toBeHidden({ timeout: 8_000 });
}

async function openPage(page: Page, path: string, ready: (page: Page) => Locator = (p) => p.getByRole('heading', { level: 1 })): Promise<void> {
  await page.goto(path);
  await expect(ready(page).first()).toBeVisible();
  await settle(page);
}

/** The browser's getComputedStyle, typed for what the focus check reads (the e2e project has no DOM types). */
type BrowserWindow = { getComputedStyle(element: unknown): { backgroundColor: string; outlineColor: string; outlineStyle: string; outlineWidth: string } };

/**
 * The focus indicator of a field once it has the keyboard's focus: its outline width and the contrast of its
 * colour (blended over the page behind it) against that page's background (WCAG 2.4.7, 1.4.11: >= 3:1).
 */
async function readFocusRing(field: Locator): Promise<{ width: number; contrast: number }> {
  return field.evaluate((element) => {
    const getComputedStyle = (target: unknown) => (globalThis as unknown as BrowserWindow).getComputedStyle(target);
    const parse = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const channel = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
    };
    // The first ancestor with an opaque background is what the outline is drawn over.
    let backdrop = [255, 255, 255];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const [r = 0, g = 0, b = 0, a = 1] = parse(getComputedStyle(node).backgroundColor);
      if (getComputedStyle(node).backgroundColor !== 'rgba(0, 0, 0, 0)' && a === 1) {
        backdrop = [r, g, b];
        break;
      }
    }
    const style = getComputedStyle(element);
    const [r = 0, g = 0, b = 0, alpha = 1] = parse(style.outlineColor);
    const ring = [r, g, b].map((c, i) => c * alpha + (backdrop[i] ?? 255) * (1 - alpha));
    const [light, dark] = [luminance(ring), luminance(backdrop)].sort((x, y) => y - x);
    return { width: style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth), contrast: ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05) };
  });
}

test.describe('indicador de foco visible (>= 2 px, contraste >= 3:1)', () => {
  test('el campo de correo de la página de acceso de la academia', async ({ page }) => {
    await openAcademySignIn(page);
    const email = page.getByLabel('Correo electrónico');
    await email.focus();
    const ring = await readFocusRing(email);
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(ring.contrast).toBeGreaterThanOrEqual(3);
  });

  test('el cuadro de mensaje y la búsqueda del chat', async ({ page }) => {
    await signInQuietly(page, demoAccounts.student.email);
    await page.goto('/chat');
    const firstChat = page.getByRole('navigation', { name: 'Tus chats' }).getByRole('link').first();
    await firstChat.click();
    for (const field of [page.getByRole('textbox', { name: 'Escribe un mensaje' }), page.getByRole('searchbox', { name: 'Buscar personas para chatear' })]) {
      await field.focus();
      const ring = await readFocusRing(field);
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(ring.contrast).toBeGreaterThanOrEqual(3);
    }
  });
});

test.describe('accesibilidad (axe-core, WCAG 2.0/2.1/2.2 A y AA, ninguna infracción) a 375 y 1280 px', () => {
  test('pantalla de inicio de sesión y diálogo de la prueba gratuita', async ({ page }) => {
    await expectNoViolationsAtWidths(page, '/login', async () => {
      await page.goto('/login');
      await expect(signInButton(page)).toBeVisible();
    });
    await expectNoViolationsAtWidths(page, 'prueba gratuita', async () => {
      await openFreeTrial(page, freemiumCourses.withFreeContent);
    });
  });

  test('página de acceso de la academia', async ({ page }) => {
    await expectNoViolationsAtWidths(page, '/auth/authorize', async () => {
      await openAcademySignIn(page);
    });
  });

  test('página no encontrada', async ({ page }) => {
    await expectNoViolationsAtWidths(page, 'no encontrada', async () => {
      await openPage(page, '/esta-ruta-no-existe', (p) => p.getByRole('heading', { name: 'No encontramos esta página' }));
    });
  });

  // Every student screen, in groups of a few routes: each group is a test of its own, so the two workers share them
  // (the whole list in one test kept one worker busy for minutes while the other had finished).
  const studentScreens: Record<string, string[]> = {
    'inicio, calendario y cronograma': ['/', '/calendario', '/timeline', '/timeline/FOR-DAW/GRU-DAW-2026-A'],
    'comunicación: correo, chat, tablón y notificaciones': ['/correo', '/chat', '/tablon', '/notificaciones'],
    'evaluaciones, estadísticas, tests e incidencias': ['/evaluaciones', '/estadisticas', '/tests', '/incidencias'],
    'solicitudes, preguntas frecuentes, perfil y página no encontrada': [
      '/solicitudes',
      '/faqs',
      `/perfil/${demoContactCodes.student}`,
      '/esta-ruta-no-existe',
    ],
  };
  for (const [group, routes] of Object.entries(studentScreens)) {
    test(`pantallas del alumno: ${group}`, async ({ page }) => {
      await signInQuietly(page, demoAccounts.student.email);
      for (const route of routes) {
        await expectNoViolationsAtWidths(page, route, () => openPage(page, route));
      }
    });
  }

  // The back office (issue 31), as the admin: its landing and every list, in two groups for the two workers.
  const backOfficeScreens: Record<string, string[]> = {
    'inicio, personas, formaciones y un grupo': [
      '/gestion',
      '/gestion/personas',
      '/gestion/formaciones',
      '/gestion/formaciones/FOR-DAW',
      '/gestion/grupos/GRU-DAM-2026-A',
    ],
    'bajas, importación, claves API y auditoría': ['/gestion/bajas', '/gestion/importar', '/gestion/claves-api', '/gestion/auditoria'],
  };
  for (const [group, routes] of Object.entries(backOfficeScreens)) {
    test(`gestión de la academia: ${group}`, async ({ page }) => {
      await signInQuietly(page, demoAccounts.admin.email);
      for (const route of routes) {
        await expectNoViolationsAtWidths(page, route, () => openPage(page, route));
      }
    });
  }

  test('formación con contenido bloqueado, el aviso de bloqueo y el diálogo de compra abierto', async ({ page }) => {
    // Adrián never buys the Docker unit (purchase.spec.ts buys it for the demo student, maybe at the same time).
    await signInQuietly(page, formationAccounts.lateJoiner);
    await expectNoViolationsAtWidths(page, 'formación (árbol con bloqueados)', async () => {
      await openFormation(page, dawPage);
      await showTree(page);
      await expect(treeEvent(page, /Docker desde cero/)).toContainText('Bloqueado');
      await settle(page);
    });
    await expectNoViolationsAtWidths(page, 'formación (visor)', async (width) => {
      await page.goto(`${dawPage}?event=1`);
      await expect(page.getByRole('heading', { level: 2, name: /Presentación del ciclo/ })).toBeVisible();
      if (width < 768) await expect(page.getByRole('dialog')).toBeVisible();
      await settle(page);
    });
    await expectNoViolationsAtWidths(page, 'diálogo de compra', async () => {
      await openFormation(page, dawPage);
      await showTree(page);
      await treeEvent(page, /Docker desde cero/).click();
      const locked = page.getByRole('dialog', { name: 'Contenido no disponible' });
      await expect(locked).toBeVisible();
      await settle(page);
      expect(await findViolations(page), 'aviso de contenido bloqueado').toEqual([]);
      await locked
        .getByRole('button', { name: /^Comprar: / })
        .first()
        .click();
      const checkout = page.getByRole('dialog', { name: 'Completar la compra' });
      await expect(checkout.getByText(/49,00\s€/).first()).toBeVisible();
      await settle(page);
    });
  });

  test('calendario: semana con la clase en directo, su ficha y un evento no disponible', async ({ page }) => {
    // Adrián never buys the Docker unit, so its classes stay unavailable to him.
    await signInQuietly(page, formationAccounts.lateJoiner);
    await page.evaluate(() =>
      (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem('campus.calendarView', 'week'),
    );
    await expectNoViolationsAtWidths(page, 'calendario (semana)', async () => {
      await openPage(page, '/calendario', (p) => p.locator('[data-event-id]'));
    });
    await expectNoViolationsAtWidths(page, 'ficha de evento', async () => {
      await openPage(page, '/calendario', (p) => p.locator('[data-event-id]'));
      await page.locator('[data-event-id][data-tone="normal"], [data-event-id][data-tone="live"]').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await settle(page);
    });
    await expectNoViolationsAtWidths(page, 'evento no disponible', async () => {
      await openPage(page, '/calendario', (p) => p.locator('[data-event-id]'));
      for (let week = 0; week < 6 && (await page.locator('[data-event-id][data-tone="disabled"]').count()) === 0; week += 1) {
        await page.getByRole('button', { name: /anterior$/ }).click();
        await settle(page);
      }
      await page.locator('[data-event-id][data-tone="disabled"]').first().click();
      await expect(page.getByRole('dialog', { name: 'Evento no disponible' })).toBeVisible();
      await settle(page);
    });
  });

  test('solicitudes: detalle con la respuesta, el formulario de tutoría con sus errores y la vista del profesor', async ({ page, browser, baseURL }) => {
    await signInQuietly(page, demoAccounts.student.email);
    await expectNoViolationsAtWidths(page, 'solicitudes', () => openPage(page, '/solicitudes'));
    await expectNoViolationsAtWidths(page, 'solicitudes (detalle)', async () => {
      await openPage(page, '/solicitudes');
      await page.getByRole('button', { name: /Repaso de formularios y validación/ }).click();
      await expect(page.getByRole('dialog', { name: 'Repaso de formularios y validación' })).toBeVisible();
      await settle(page);
    });
    await expectNoViolationsAtWidths(page, 'solicitar tutoría (errores)', async () => {
      await openPage(page, '/calendario');
      await page.getByRole('button', { name: 'Solicitar tutoría' }).click();
      const form = page.getByRole('dialog', { name: 'Nueva solicitud de tutoría' });
      await form.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(form.getByText('El título es requerido')).toBeVisible();
    });
    const teacherContext = await browser.newContext({ baseURL, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
    try {
      const teacherPage = await teacherContext.newPage();
      await signInQuietly(teacherPage, demoAccounts.teacher.email);
      await expectNoViolationsAtWidths(teacherPage, 'solicitudes del profesor (decidir)', async () => {
        await openPage(teacherPage, '/solicitudes');
        await teacherPage.getByRole('button', { name: /Dudas sobre el proyecto de JavaScript/ }).click();
        await expect(teacherPage.getByRole('dialog', { name: 'Dudas sobre el proyecto de JavaScript' }).getByRole('button', { name: 'Aprobar' })).toBeVisible();
        await settle(teacherPage);
      });
    } finally {
      await teacherContext.close();
    }
  });

  test('chat: lista y conversación abierta', async ({ page }) => {
    await signInQuietly(page, demoAccounts.student.email);
    await page.goto('/chat');
    const firstChat = page.getByRole('navigation', { name: 'Tus chats' }).getByRole('link').first();
    await expect(firstChat).toBeVisible();
    const chatPath = (await firstChat.getAttribute('href')) ?? '/chat';
    await expectNoViolationsAtWidths(page, 'conversación', async () => {
      await page.goto(chatPath);
      await expect(page.getByRole('log', { name: 'Mensajes' })).toBeVisible();
      await settle(page);
    });
  });

  test('correo: un correo abierto con su adjunto, uno con imágenes externas bloqueadas y el redactor con sus errores', async ({ page }) => {
    await signInQuietly(page, demoAccounts.student.email);
    const api = mailApi(page);
    const corrected = (await api.list('inbox')).find((item) => item.subject === 'Corrección del caso práctico de valoración del paciente');
    const junk = (await api.list('junk'))[0];
    expect(corrected && junk, 'el seed deja la corrección en Recibidos y un correo en Spam').toBeTruthy();
    // The body is the sender's HTML in a frame sandboxed without scripts: axe cannot run inside it (its analysis
    // never ends), and what anyone writes is not the page's markup. Everything around it is checked.
    const checkAround = async (name: string, width: number) => {
      const results = await analyzeAccessibility(page, (builder) => builder.exclude('iframe[title^="Contenido del correo"]'));
      expect
        .soft(
          results.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
          `${name} a ${width} px`,
        )
        .toEqual([]);
    };
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/correo?mailId=${corrected!.id}`);
      await expect(page.getByRole('article', { name: corrected!.subject }).getByRole('button', { name: /^Descargar / })).toBeVisible();
      await settle(page);
      await checkAround('correo abierto', width);
      await page.goto(`/correo?folderId=junk&mailId=${junk!.id}`);
      await expect(page.getByRole('button', { name: 'Mostrar imágenes' })).toBeVisible();
      await settle(page);
      await checkAround('correo con imágenes bloqueadas', width);
    }
    await expectNoViolationsAtWidths(page, 'redactor de correo (errores)', async () => {
      await openPage(page, '/correo');
      await page.getByRole('button', { name: 'Correo nuevo' }).click();
      const form = page.getByRole('region', { name: 'Correo nuevo', exact: true });
      await form.getByRole('button', { name: 'Enviar' }).click();
      await expect(form.getByText('El correo debe tener asunto.')).toBeVisible();
      await settle(page);
    });
  });

  test('pantallas freemium: portada, formación con clases bloqueadas y la pasarela de Tests', async ({ page }) => {
    await signInQuietly(page, formationAccounts.freemium);
    await expectNoViolationsAtWidths(page, 'portada freemium', () => openPage(page, '/'));
    await expectNoViolationsAtWidths(page, 'formación freemium', async () => {
      await openFormation(page, nursingPage);
      await showTree(page);
      await expect(treeEvent(page, /Confidencialidad y protección de datos del paciente/)).toContainText('Bloqueado');
      await settle(page);
    });
    await expectNoViolationsAtWidths(page, 'correo freemium: carpetas de muestra y su aviso de compra', async () => {
      await openPage(page, '/correo');
      const folders = page.getByRole('navigation', { name: 'Carpetas' });
      await folders.getByRole('link', { name: 'Recibidos, 360 correos' }).click();
      await expect(page.getByRole('dialog', { name: 'El correo es para alumnos matriculados' })).toBeVisible();
      await settle(page);
    });
    await expectNoViolationsAtWidths(page, 'pasarela de Tests', async () => {
      await page.goto('/tests');
      await expect(page.getByRole('dialog', { name: 'La Plataforma de Test es para alumnos matriculados' })).toBeVisible();
      await settle(page);
    });
  });

  test('herramientas del personal: entrada a la Plataforma de Test', async ({ page }) => {
    await signInQuietly(page, demoAccounts.staff.email);
    await expectNoViolationsAtWidths(page, '/tests (personal)', () => openPage(page, '/tests'));
  });
});
