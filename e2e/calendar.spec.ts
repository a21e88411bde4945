import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAccounts, signInAs } from './support/auth';
import { startFreshServer } from './support/fresh-server';
import { shootAtWidths } from './support/screens';

/**
 * The calendar (spec 001 §Calendar, spec 002 §Event card) against the built server and the seeded demo
 * academy, whose dates are relative to today: month, week, 3-day and 1-day views, a phone swipe, the live
 * class pulsing, the event card with its .ics sync, and an unavailable event bought and opened.
 */

const liveTitle = 'Clase en directo: hooks personalizados en React';
const pastLiveTitle = 'Clase en directo: rutas protegidas y autenticación';
const extraTitle = 'Docker desde cero: imágenes y contenedores';

/** The calendar's events (buttons carrying data-event-id), by their whole title (a month chip shows it without its type prefix; its name holds it). */
function calendarEvent(page: Page, title: string): Locator {
  return page.locator(`[data-event-id][aria-label*="${title.replaceAll('"', '\\"')}"]`);
}

function period(page: Page): Locator {
  return page.locator('#calendar-period');
}

async function openCalendar(page: Page, query = ''): Promise<void> {
  await page.goto(`/calendario${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
  await expect(page.locator('[data-event-id]').first()).toBeVisible();
}

/** The browser's localStorage, typed for page.evaluate (the e2e project has no DOM types). */
type BrowserStorage = { localStorage: { setItem(key: string, value: string): void; removeItem(key: string): void } };

/** Sets (or with null clears) the remembered calendar view before the page opens. */
async function storeView(page: Page, view: 'month' | 'week' | null): Promise<void> {
  await page.evaluate((value) => {
    const { localStorage } = globalThis as unknown as BrowserStorage;
    if (value) localStorage.setItem('campus.calendarView', value);
    else localStorage.removeItem('campus.calendarView');
  }, view);
}

/** In the week view (already shown), goes back week by week until the event is on screen. */
async function findInPastWeeks(page: Page, title: string): Promise<Locator> {
  const chip = calendarEvent(page, title);
  for (let week = 0; week < 6; week += 1) {
    if ((await chip.count()) > 0) return chip.first();
    const shown = await period(page).textContent();
    await page.getByRole('button', { name: 'Semana anterior' }).click();
    await expect(period(page)).not.toHaveText(shown ?? '');
    await expect(page.locator('[data-view]')).toHaveAttribute('aria-busy', 'false');
  }
  throw new Error(`${title} no aparece en las últimas semanas`);
}

/** A day of the academy's calendar (Madrid), as the app computes it: 'YYYY-MM-DD'. */
function madridDay(offsetDays = 0): string {
  const instant = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

const monthNames = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'];
function monthTitle(day: string, offsetMonths = 0): string {
  const date = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + offsetMonths, 1));
  return `${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** A horizontal touch swipe over the calendar through Chromium's touch input (pointer events follow). */
async function swipe(page: Page, fromX: number, toX: number): Promise<void> {
  const box = await page.locator('[data-view]').boundingBox();
  if (!box) throw new Error('No calendar surface');
  const y = box.y + Math.min(200, box.height / 2);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
  const steps = 6;
  for (let step = 1; step <= steps; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * step) / steps, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('Calendario', () => {
  test('vista mensual y semanal en escritorio: navegación, recuerdo de la vista y hoy destacado', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, demoAccounts.student.email);
    await storeView(page, null);
    await openCalendar(page);
    const today = madridDay();

    // Month view by default, Monday first, Spanish month names.
    await expect(page.locator('[data-view]')).toHaveAttribute('data-view', 'month');
    await expect(period(page)).toHaveText(monthTitle(today));
    await expect(page.getByRole('columnheader').first()).toHaveText('Lun');
    await expect(page.getByRole('columnheader').last()).toHaveText('Dom');
    await expect(page.getByRole('gridcell', { name: /, hoy:/ })).toHaveCount(1);
    await page.getByRole('button', { name: 'Mes siguiente' }).click();
    await expect(period(page)).toHaveText(monthTitle(today, 1));
    await page.getByRole('button', { name: 'Mes anterior' }).click();
    await page.getByRole('button', { name: 'Mes anterior' }).click();
    await expect(period(page)).toHaveText(monthTitle(today, -1));
    await page.getByRole('button', { name: 'Hoy', exact: true }).click();
    await expect(period(page)).toHaveText(monthTitle(today));

    // The week view: 7 days, 24 rows of 40 px, moved 7 days at a time; the choice survives a reload.
    await page.getByRole('button', { name: 'Semana', exact: true }).click();
    await expect(page.locator('[data-view]')).toHaveAttribute('data-days', '7');
    await expect(page.getByRole('group', { name: /, hoy$/ })).toHaveCount(1);
    const body = page.getByRole('region', { name: 'Horas' });
    expect((await body.locator(':scope > div').boundingBox())?.height).toBe(24 * 40);
    const firstWeek = await period(page).textContent();
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    await expect(period(page)).not.toHaveText(firstWeek ?? '');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Semana', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(period(page)).toHaveText(firstWeek ?? '');
  });

  test('la clase en directo de hoy late en rojo, su ficha se une y registra la asistencia, y event_id la abre', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, demoAccounts.student.email);
    await storeView(page, 'week');
    await openCalendar(page);
    const live = calendarEvent(page, liveTitle);
    await expect(live).toHaveAttribute('data-tone', 'live');
    expect(
      await live.evaluate(
        (element) => (globalThis as unknown as { getComputedStyle(target: unknown): { animationName: string } }).getComputedStyle(element).animationName,
      ),
    ).toContain('live-pulse');
    // Hover shows the small tooltip. The class is wherever "now" falls in the day, so it may need scrolling to first:
    // scrolled there beforehand (and a frame let pass for the scroll event), since a scroll hides the tooltip.
    await live.scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      // e2e compiles against Node's types, not the DOM's.
      const frame = (globalThis as unknown as { requestAnimationFrame(callback: () => void): number }).requestAnimationFrame;
      return new Promise<void>((resolve) => frame(() => frame(() => resolve())));
    });
    await live.hover();
    await expect(page.getByTestId('event-tooltip')).toContainText(liveTitle);
    // With reduced motion it stays red without pulsing.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(
      await live.evaluate(
        (element) => (globalThis as unknown as { getComputedStyle(target: unknown): { animationName: string } }).getComputedStyle(element).animationName,
      ),
    ).toBe('none');
    await expect(live).toHaveAttribute('data-tone', 'live');
    await page.emulateMedia({ reducedMotion: null });
    const eventId = await live.getAttribute('data-event-id');

    await page.goto(`/calendario?event_id=${eventId}`);
    const card = page.getByRole('dialog', { name: liveTitle });
    await expect(card).toBeVisible();
    await expect(card.getByText('Clase directo', { exact: true })).toBeVisible();
    await expect(card.getByText('En directo', { exact: true })).toBeVisible();
    const join = card.getByRole('link', { name: /Unirse al Evento/ });
    await expect(join).toHaveAttribute('href', /^https:\/\//);
    const recorded = page.waitForRequest((request) => request.url().endsWith('/api/actividades/asistencia') && request.method() === 'POST');
    const popup = page.waitForEvent('popup');
    await join.click();
    const body = (await recorded).postDataJSON() as { actividades: { tipo_actividad_id: number; metadata: { id_evento: number; id_grupo: string } }[] };
    expect(body.actividades[0]).toMatchObject({ tipo_actividad_id: 3, metadata: { id_evento: Number(eventId), id_grupo: 'GRU-DAW-2026-A' } });
    await (await popup).close();
  });

  test('ficha de un evento pasado: resumen, capítulos, archivos y sincronización en .ics', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, demoAccounts.student.email);
    await storeView(page, 'week');
    await openCalendar(page);
    await (await findInPastWeeks(page, pastLiveTitle)).click();
    const card = page.getByRole('dialog', { name: pastLiveTitle });
    await expect(card.getByRole('heading', { name: 'Resumen de la sesión' })).toBeVisible();
    await expect(card.getByText('12:30 Tokens y sesiones')).toBeVisible();
    // A file opens in a new tab through a fresh signed address.
    const popup = page.waitForEvent('popup');
    await card
      .getByRole('button', { name: /^Abrir / })
      .first()
      .click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toContain('/api/files/stream/');
    await tab.close();
    await expect(card.getByText('DAW', { exact: false }).first()).toBeVisible();
    // No join button on another day.
    await expect(card.getByRole('link', { name: /Unirse al Evento/ })).toHaveCount(0);

    await card.getByRole('button', { name: 'Opciones del evento' }).click();
    const single = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Sincronizar', exact: true }).click();
    const ics = fs.readFileSync(await (await single).path(), 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain('Europe/Madrid');
    await expect(page.getByText('Evento sincronizado correctamente')).toBeVisible();

    await card.getByRole('button', { name: 'Opciones del evento' }).click();
    const serie = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Sincronizar todo' }).click();
    const serieIcs = fs.readFileSync(await (await serie).path(), 'utf8');
    expect(serieIcs).toContain('BEGIN:VCALENDAR');
    expect(serieIcs.match(/BEGIN:VEVENT/g)?.length).toBeGreaterThan(1);
  });

  test('suscripción personal: crear el enlace, leerlo, renovarlo y revocarlo', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, demoAccounts.student.email);
    await openCalendar(page);
    await page.getByRole('button', { name: 'Suscribirse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suscripción al calendario' });
    await dialog.getByRole('button', { name: 'Crear enlace de suscripción' }).click();
    await expect(page.getByText('Enlace de suscripción creado')).toBeVisible();
    const address = dialog.getByLabel('Dirección de suscripción');
    await expect(address).toHaveValue(/^https?:\/\/.+/);
    const first = await address.inputValue();
    await expect(dialog.getByRole('link', { name: 'Abrir en mi calendario' })).toHaveAttribute('href', /^webcal:\/\//);
    const feed = await request.get(first);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');

    await dialog.getByRole('button', { name: 'Generar un enlace nuevo' }).click();
    await expect(address).not.toHaveValue(first);
    const second = await address.inputValue();
    expect((await request.get(first)).status()).toBe(404);

    await dialog.getByRole('button', { name: 'Revocar enlace' }).click();
    await expect(dialog.getByText('Todavía no tienes un enlace de suscripción.')).toBeVisible();
    expect((await request.get(second)).status()).toBe(404);
  });

  test('tableta (800 px): 3 días que avanzan de 3 en 3; capturas a 375, 800 y 1280 px', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, demoAccounts.student.email);
    await storeView(page, 'week');
    await page.setViewportSize({ width: 800, height: 900 });
    await openCalendar(page);
    await expect(page.locator('[data-view]')).toHaveAttribute('data-days', '3');
    await expect(page.getByRole('group', { name: /^(lunes|martes|miércoles|jueves|viernes|sábado|domingo) \d+ de / })).toHaveCount(3);
    const before = await page
      .getByRole('group', { name: /^(lunes|martes|miércoles|jueves|viernes|sábado|domingo) \d+ de / })
      .first()
      .getAttribute('aria-label');
    await page.getByRole('button', { name: 'Días siguientes' }).click();
    const after = await page
      .getByRole('group', { name: /^(lunes|martes|miércoles|jueves|viernes|sábado|domingo) \d+ de / })
      .first()
      .getAttribute('aria-label');
    expect(after).not.toBe(before);
    await page.getByRole('button', { name: 'Días anteriores' }).click();

    await storeView(page, 'month');
    await shootAtWidths(page, 'calendar-month', async (width) => {
      await openCalendar(page);
      await expect(page.locator('[data-view]')).toHaveAttribute('data-view', width < 768 ? 'week' : 'month');
    });
    await storeView(page, 'week');
    await shootAtWidths(page, 'calendar-week', async () => {
      await openCalendar(page);
      await expect(calendarEvent(page, liveTitle)).toBeVisible();
    });
    await shootAtWidths(
      page,
      'calendar-event-card',
      async () => {
        await openCalendar(page);
        await calendarEvent(page, liveTitle).click();
        await expect(page.getByRole('dialog', { name: liveTitle })).toBeVisible();
        // The card's opening animation has finished before the picture is taken (endless ones, a spinner, never do).
        await page.evaluate(
          'Promise.all(document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity).map((animation) => animation.finished))',
        );
      },
      { fullPage: false },
    );
  });
});

test.describe('Calendario con 2.000 eventos', () => {
  /** 2,000 events spread over the month on screen, in the calendar call's shape. */
  function manyEvents(): unknown[] {
    const types = ['clases', 'clases_directo', 'examen', 'test', 'actividad', 'taller', 'tutorias'];
    return Array.from({ length: 2000 }, (_, index) => {
      const start = new Date(Date.UTC(2026, 9, 26 + (index % 42), 6 + (index % 12), (index % 4) * 15));
      return {
        id: 100_000 + index,
        serie_id: null,
        title: `Evento de carga ${index + 1}`,
        description: null,
        foto: null,
        event_type: types[index % types.length],
        event_date: null,
        start_date: start.toISOString(),
        end_date: new Date(start.getTime() + 45 * 60_000).toISOString(),
        start_hour: null,
        end_hour: null,
        all_day: false,
        join_url: null,
        no_fechar: 0,
        freemium: false,
        inicio_calendario: null,
        fin_calendario: null,
        rescheduled: 0,
        formations: [{ value: 'GRU-DAW-2026-A', label: 'DAW · Grupo A (tardes)' }],
        organizers: [],
        contacts: [],
        days_of_week: [],
        metadata: null,
        zoom_id: null,
        event_original: null,
        event_rescheduled: null,
        unidades: [],
        download: 0,
        availability: {
          isAvailable: index % 9 !== 0,
          reason: index % 9 === 0 ? 'extra_unit' : null,
          availableFrom: null,
          canPurchase: index % 9 === 0,
          message: index % 9 === 0 ? 'Este evento pertenece a un producto extra' : null,
        },
      };
    });
  }

  test('la vista mensual reparte los 2.000 eventos por día y mide cuánto tarda en pintarse', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const events = manyEvents();
    await page.route('**/api/events/formations/common?**', (route) => route.fulfill({ json: { status: 'ok', events } }));
    await signInAs(page, demoAccounts.student.email);
    await storeView(page, 'month');
    await page.goto('/calendario');
    await expect(page.locator('[data-event-id]').first()).toBeVisible();
    // Every event is counted in its day's cell (the month grid covers the 42 days the events fall on).
    const counts = await page
      .getByRole('gridcell')
      .evaluateAll((cells) => cells.map((cell) => Number(/(\d+) eventos?$/.exec(cell.getAttribute('aria-label') ?? '')?.[1] ?? 0)));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2000);

    // Week → month with the answer cached: the click's render, commit and the next frame.
    const timings: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      await page.getByRole('button', { name: 'Semana', exact: true }).click();
      await expect(page.locator('[data-view]')).toHaveAttribute('data-view', 'week');
      const ms = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const doc = (globalThis as unknown as { document: { querySelector(selector: string): { click(): void } | null } }).document;
            const raf = (globalThis as unknown as { requestAnimationFrame(callback: () => void): void }).requestAnimationFrame;
            const start = performance.now();
            doc.querySelector('[aria-label="Vista del calendario"] button')?.click();
            raf(() => setTimeout(() => resolve(performance.now() - start), 0));
          }),
      );
      await expect(page.locator('[data-view]')).toHaveAttribute('data-view', 'month');
      timings.push(Math.round(ms));
    }
    testInfo.annotations.push({ type: 'month-2000-ms', description: timings.join(', ') });
    console.log(`Vista mensual con 2.000 eventos (ms, semana → mes): ${timings.join(', ')}`);
  });
});

test.describe('Calendario en un móvil', () => {
  test.use({ hasTouch: true, viewport: { width: 375, height: 800 } });

  test('fuerza la vista de un día y cambia de día al deslizar más de 50 px', async ({ page }) => {
    await signInAs(page, demoAccounts.student.email);
    await storeView(page, 'month');
    await openCalendar(page);
    await expect(page.locator('[data-view]')).toHaveAttribute('data-view', 'week');
    await expect(page.locator('[data-view]')).toHaveAttribute('data-days', '1');
    await expect(page.getByRole('button', { name: 'Mes', exact: true })).toHaveCount(0);
    const today = await period(page).textContent();

    // 30 px is not a swipe.
    await swipe(page, 200, 170);
    await expect(period(page)).toHaveText(today ?? '');
    await swipe(page, 300, 80);
    await expect(period(page)).not.toHaveText(today ?? '');
    const tomorrow = await period(page).textContent();
    await page.getByRole('button', { name: 'Día anterior' }).click();
    await expect(period(page)).toHaveText(today ?? '');
    await swipe(page, 80, 300);
    await expect(period(page)).not.toHaveText(today ?? '');
    await expect(period(page)).not.toHaveText(tomorrow ?? '');
  });
});

test.describe('Evento no disponible', () => {
  test('un evento de la unidad extra explica por qué, se compra con 4242 y se abre', async ({ page }) => {
    test.setTimeout(120_000);
    // A server of its own: purchase.spec.ts buys the same unit for the demo student on the shared one.
    const server = await startFreshServer();
    try {
      await page.goto(`${server.baseURL}/login`);
      await page.setViewportSize({ width: 1280, height: 900 });
      const base = server.baseURL;
      await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
      await page.getByLabel('Correo electrónico').fill(demoAccounts.student.email);
      await page.getByLabel('Contraseña', { exact: true }).fill('Campus.2026');
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expect(page.getByText('Inicio de sesión correcto')).toBeVisible();
      await storeView(page, 'week');
      await page.goto(`${base}/calendario`);
      await expect(page.locator('[data-event-id]').first()).toBeVisible();
      const chip = await findInPastWeeks(page, extraTitle);
      await expect(chip).toHaveAttribute('data-tone', 'disabled');
      // The tooltip says why before any click.
      await chip.hover();
      await expect(page.getByTestId('event-tooltip')).toContainText('Este evento pertenece a un producto extra');
      await chip.click();
      const locked = page.getByRole('dialog', { name: 'Evento no disponible' });
      await expect(locked.getByText('Este evento pertenece a un producto extra')).toBeVisible();
      await locked.getByRole('button', { name: 'Comprar: Unidad extra: Despliegue con Docker y Kubernetes' }).click();

      const checkout = page.getByRole('dialog', { name: 'Completar la compra' });
      await checkout.getByRole('button', { name: 'Añadir tarjeta' }).click();
      await checkout.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
      await checkout.getByLabel('Caducidad (MM/AA)').fill('12/34');
      await checkout.getByLabel('CVC').fill('123');
      await checkout.getByLabel('Titular de la tarjeta').fill('Lucía Fernández Ortega');
      await checkout.getByRole('button', { name: 'Guardar tarjeta' }).click();
      await expect(checkout.getByRole('radio', { name: /•••• 4242/ })).toBeChecked();
      await checkout.getByRole('button', { name: /^Pagar 49,00/ }).click();
      await expect(page.getByText(/Compra realizada con éxito/).first()).toBeVisible();
      const done = page.getByRole('dialog', { name: 'Pago completado' });
      await done.getByRole('button', { name: 'Ver el contenido' }).click();

      // The event is now open: its card shows instead of the lock.
      await expect(page.getByRole('dialog', { name: extraTitle })).toBeVisible();
      await expect(calendarEvent(page, extraTitle).first()).toHaveAttribute('data-tone', 'normal');
    } finally {
      await server.stop();
    }
  });
});
