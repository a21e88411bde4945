import { expect, test, type Page } from '@playwright/test';
import { demoContactCodes } from '../apps/server/src/db/seed/index';
import { signInAs } from './support/auth';
import { shootAtWidths } from './support/screens';

/**
 * The home dashboard against the seeded academy. Elena (staff@campus.test) is in the DAW group that has a
 * live class now, and has finished the welcome tour (the demo student's pending tour is left to its own tests).
 */
const STAFF = 'staff@campus.test';

interface SeenEvent {
  id: number;
  title: string;
  start_date: string;
  end_date: string;
  join_url: string | null;
}

/** Signs in and returns the events the home asked for. */
async function signInAndReadEvents(page: Page): Promise<SeenEvent[]> {
  const eventsAnswer = page.waitForResponse((response) => response.url().includes('/api/events/contact/') && response.request().method() === 'GET');
  await signInAs(page, STAFF);
  const response = await eventsAnswer;
  expect(response.status()).toBe(200);
  const url = new URL(response.url());
  expect(url.pathname).toBe(`/api/events/contact/${demoContactCodes.staff}/${encodeURIComponent(STAFF)}`);
  expect(url.searchParams.get('start_date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  return ((await response.json()) as { events: SeenEvent[] }).events;
}

function liveEventOf(events: SeenEvent[]): SeenEvent {
  const now = Date.now();
  const live = events.find((event) => event.join_url && Date.parse(event.start_date) <= now && now <= Date.parse(event.end_date));
  expect(live, 'el seed tiene una clase en directo ahora').toBeDefined();
  return live as SeenEvent;
}

test.describe('Inicio', () => {
  test.beforeEach(async ({ context }) => {
    // The meeting rooms are outside Campus: their address answers a plain page instead of the real service.
    await context.route('https://meet.campus.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Sala</title><h1>Sala de la clase</h1>' }),
    );
  });

  test('muestra el progreso por formación y los próximos eventos; unirse registra la asistencia y la salida', async ({ page, context }) => {
    const events = await signInAndReadEvents(page);
    const live = liveEventOf(events);

    await expect(page.getByRole('heading', { name: /¡Hola, Elena!/ })).toBeVisible();
    const progress = page.getByRole('region', { name: 'Tu progreso' });
    await expect(progress.getByRole('progressbar').first()).toBeVisible();
    await expect(progress.getByText(/^\d{1,3},\d{2} %$/).first()).toBeVisible();

    const panel = page.getByRole('region', { name: 'Próximos eventos' });
    const item = panel.getByRole('listitem', { name: live.title });
    await expect(item.getByText('En directo', { exact: true })).toBeVisible();
    const join = item.getByRole('link', { name: /Unirse al evento/ });
    await expect(join).toHaveAttribute('href', live.join_url ?? '');
    // Other coming events link to the calendar.
    await expect(panel.getByRole('link', { name: /Ir al evento/ }).first()).toHaveAttribute('href', /^\/calendario\?event_id=\d+$/);

    const joinRecord = page.waitForResponse((response) => response.url().endsWith('/api/actividades/asistencia'));
    const popup = context.waitForEvent('page');
    await join.click();
    expect((await popup).url()).toBe(live.join_url);
    const joined = await joinRecord;
    expect(joined.status()).toBe(201);
    expect(joined.request().postDataJSON()).toEqual({
      actividades: [
        { tipo_actividad_id: 3, edu_codigocontacto: demoContactCodes.staff, hasActivity: true, metadata: { id_evento: live.id, id_grupo: expect.any(String) } },
      ],
    });

    const checkOutRecord = page.waitForResponse((response) => response.url().endsWith('/api/actividades/asistencia'));
    await item.getByRole('button', { name: 'Registrar salida' }).click();
    const checkedOut = await checkOutRecord;
    expect(checkedOut.status()).toBe(201);
    expect(checkedOut.request().postDataJSON().actividades[0]).toMatchObject({ tipo_actividad_id: 8, metadata: { id_evento: live.id } });
    await expect(item.getByText('Salida registrada')).toBeVisible();
  });

  test("'Unirse al evento' aparece 10 minutos antes del inicio y desaparece 10 minutos después del final, sin recargar; la clase sigue como Finalizada", async ({
    page,
  }) => {
    const live = liveEventOf(await signInAndReadEvents(page));
    const start = Date.parse(live.start_date);
    const end = Date.parse(live.end_date);
    const item = page.getByRole('region', { name: 'Próximos eventos' }).getByRole('listitem', { name: live.title });

    // 11 minutes before the start: not yet; two minutes later the 30 s check opens the window.
    await page.clock.install({ time: new Date(start - 11 * 60_000) });
    await page.reload();
    await expect(item.getByRole('link', { name: /Ir al evento/ })).toBeVisible();
    await expect(item.getByRole('link', { name: /Unirse al evento/ })).toHaveCount(0);
    await page.clock.runFor(2 * 60_000);
    await expect(item.getByRole('link', { name: /Unirse al evento/ })).toBeVisible();

    // 9 minutes after the end: still open; two minutes later the window has closed and the class, over,
    // stays listed as 'Finalizada' with 'Ir al evento' to its recording (issue 8).
    await page.clock.setSystemTime(new Date(end + 9 * 60_000));
    await page.clock.runFor(31_000);
    await expect(item.getByRole('link', { name: /Unirse al evento/ })).toBeVisible();
    await page.clock.runFor(2 * 60_000);
    // A class over stays for the rest of its day; the seed's live class may end just before midnight, and
    // then the next day has begun when its window closes.
    const madridDay = (time: number) => new Date(time).toLocaleDateString('es-ES', { timeZone: 'Europe/Madrid' });
    if (madridDay(end) === madridDay(end + 11 * 60_000)) {
      await expect(item.getByRole('link', { name: /Unirse al evento/ })).toHaveCount(0);
      await expect(item.getByText('Finalizada')).toBeVisible();
      await expect(item.getByRole('link', { name: /Ir al evento/ })).toBeVisible();
    } else {
      await expect(item).toHaveCount(0);
    }
  });

  test('capturas del inicio a 375, 800 y 1280 px', async ({ page }) => {
    await signInAndReadEvents(page);
    await expect(page.getByText('Inicio de sesión correcto')).toBeHidden({ timeout: 8_000 });
    await shootAtWidths(page, 'home-dashboard', async () => {
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Próximos eventos' }).getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Tu progreso' }).getByRole('progressbar').first()).toBeVisible();
    });
  });
});
