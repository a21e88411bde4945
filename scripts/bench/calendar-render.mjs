// Section "render": how long the calendar's month view takes to show 2,000 events of one month (issue 10:
// under 100 ms on this machine). The browser signs in as the main student, opens /calendario, and the
// calendar call is answered with 2,000 events built from the real answer's first event (this section is a
// load generator for the browser, not a test of the server). Measured in the page: from the moment the
// calendar call's answer reaches the app to the first frame painted with those events, and the longest task
// in between. No CPU throttle: the issue asks for this machine.
/* global MutationObserver, document, requestAnimationFrame -- the init script runs in the page */
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM, LAUNCH_ARGS, signInInBrowser } from './lcp.mjs';

const CALENDAR_CALL = '/api/events/formations/common';
/** Synthesized ids start here, so the page can tell them from the real ones. */
const FIRST_ID = 9_000_000;

const pad = (n) => String(n).padStart(2, '0');

/** `count` events spread over the days of `month` ('YYYY-MM'), 07:00–21:00 Madrid written as UTC+1. */
function buildMonthEvents(template, month, count) {
  const [year, monthNumber] = month.split('-').map(Number);
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const events = [];
  for (let i = 0; i < count; i++) {
    const day = (i % days) + 1;
    const hour = 7 + (Math.floor(i / days) % 14);
    const date = `${month}-${pad(day)}`;
    const start = new Date(Date.UTC(year, monthNumber - 1, day, hour - 1, 0));
    const end = new Date(start.getTime() + 60 * 60 * 1000);
    events.push({
      ...template,
      id: FIRST_ID + i,
      serie_id: null,
      title: `${template.title} (${i + 1})`,
      event_date: date,
      start_date: start.toISOString(),
      end_date: end.toISOString(),
      start_hour: `${pad(hour)}:00:00`,
      end_hour: `${pad(hour + 1)}:00:00`,
      join_url: null,
      event_original: null,
      event_rescheduled: null,
    });
  }
  return events;
}

async function measureOneRender(browser, baseUrl, storageState, count) {
  const context = await browser.newContext({ baseURL: baseUrl, storageState, viewport: { width: 1280, height: 900 } });
  try {
    // Month view is the remembered default on desktop; make sure a previous run's choice does not interfere.
    await context.addInitScript(() => {
      for (const key of Object.keys(localStorage)) if (key.toLowerCase().includes('calendar')) localStorage.removeItem(key);
      globalThis.__benchRender = { answeredAt: null, paintedAt: null, longestTaskMs: 0 };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) globalThis.__benchRender.longestTaskMs = Math.max(globalThis.__benchRender.longestTaskMs, entry.duration);
      }).observe({ type: 'longtask', buffered: true });
      const originalFetch = globalThis.fetch;
      globalThis.fetch = async (...args) => {
        const response = await originalFetch(...args);
        const url = typeof args[0] === 'string' ? args[0] : (args[0]?.url ?? '');
        if (url.includes('/api/events/formations/common')) {
          // Every calendar answer is the synthesized one (the route below): the clock starts when its body
          // has been read, however the app reads it.
          for (const method of ['json', 'text']) {
            const read = response[method].bind(response);
            response[method] = async () => {
              const body = await read();
              globalThis.__benchRender.answeredAt = performance.now();
              return body;
            };
          }
        }
        return response;
      };
      new MutationObserver(() => {
        const state = globalThis.__benchRender;
        if (state.answeredAt === null || state.paintedAt !== null) return;
        if (!document.querySelector('[data-event-id^="900"]')) return;
        // The mutation is in the DOM; the frame after it is the one painted with the events.
        state.paintedAt = -1;
        requestAnimationFrame(() => setTimeout(() => (state.paintedAt = performance.now()), 0));
      }).observe(document, { subtree: true, childList: true });
    });
    let template = null;
    let month = null;
    await context.route(`**${CALENDAR_CALL}?**`, async (route) => {
      const url = new URL(route.request().url());
      const real = await route.fetch();
      const body = await real.json();
      template ??= body.events.find((e) => e.availability?.isAvailable) ?? body.events[0];
      // The month asked is the one the range's middle day falls in.
      const middle = new Date((Date.parse(url.searchParams.get('start_date')) + Date.parse(url.searchParams.get('end_date'))) / 2);
      month = `${middle.getUTCFullYear()}-${pad(middle.getUTCMonth() + 1)}`;
      await route.fulfill({ response: real, json: { ...body, events: template ? buildMonthEvents(template, month, count) : [] } });
    });
    const page = await context.newPage();
    // BENCH_RENDER_PROFILE=<folder> keeps a CPU profile of each open (open it in Chrome's DevTools).
    const profileDir = process.env.BENCH_RENDER_PROFILE;
    const cdp = profileDir ? await context.newCDPSession(page) : null;
    if (cdp)
      await cdp
        .send('Profiler.enable')
        .then(() => cdp.send('Profiler.setSamplingInterval', { interval: 100 }))
        .then(() => cdp.send('Profiler.start'));
    await page.goto('/calendario', { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => (globalThis.__benchRender?.paintedAt ?? -1) > 0, null, { timeout: 30_000 });
    if (cdp) {
      const { profile } = await cdp.send('Profiler.stop');
      fs.mkdirSync(profileDir, { recursive: true });
      fs.writeFileSync(`${profileDir}/calendar-render-${Date.now()}.cpuprofile`, JSON.stringify(profile));
    }
    const state = await page.evaluate(() => globalThis.__benchRender);
    const chips = await page.locator('[data-event-id]').count();
    return {
      renderMs: Math.round(state.paintedAt - state.answeredAt),
      longestTaskMs: Math.round(state.longestTaskMs),
      chipsShown: chips,
      month,
      hasTemplate: template !== null,
    };
  } finally {
    await context.close();
  }
}

/** Runs the render section: `runs` cold opens of the month view with `count` events; median render time. */
export async function runCalendarRender({ baseUrl, email, password, runs, count, log }) {
  if (!fs.existsSync(CHROMIUM)) return { skipped: `no hay Chromium en ${CHROMIUM} (BENCH_CHROMIUM lo cambia)` };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
  try {
    const storageState = await signInInBrowser(browser, baseUrl, email, password);
    const renders = [];
    for (let i = 0; i < runs; i++) {
      const render = await measureOneRender(browser, baseUrl, storageState, count);
      log(
        `  apertura ${i + 1}/${runs}: ${render.renderMs} ms hasta el primer fotograma con ${count} eventos (tarea más larga ${render.longestTaskMs} ms, ${render.chipsShown} eventos a la vista, ${render.month})`,
      );
      renders.push(render);
    }
    const values = renders.map((r) => r.renderMs).sort((a, b) => a - b);
    const median = values.length % 2 ? values[(values.length - 1) / 2] : (values[values.length / 2 - 1] + values[values.length / 2]) / 2;
    return {
      events: count,
      runs,
      renderMedianMs: median,
      renderValuesMs: renders.map((r) => r.renderMs),
      longestTaskValuesMs: renders.map((r) => r.longestTaskMs),
      chipsShown: renders[0]?.chipsShown ?? 0,
    };
  } finally {
    await browser.close();
  }
}
