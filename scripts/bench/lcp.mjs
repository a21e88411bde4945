// Section "lcp": the signed-in home's Largest Contentful Paint in Chromium (Debian's /usr/bin/chromium through
// playwright-core; no browser is ever downloaded) with the CPU throttled 4× through CDP, several cold loads
// (a new browser context each: empty cache, the stored session only), and the JS bytes of the first load.
import fs from 'node:fs';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.BENCH_CHROMIUM || '/usr/bin/chromium';
export const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Signs in the way e2e/support/auth.ts signInAs does: /login → "Iniciar sesión" → academy form → back home,
 * closing the onboarding tour when it shows (skipping it is stored on the server, so later loads show the
 * home itself). Answers the context's storage (the token in localStorage).
 */
export async function signInInBrowser(browser, baseUrl, email, password) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.waitForURL(/\/auth\/authorize\?/);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const logout = page.getByRole('button', { name: 'Cerrar sesión' });
    await logout.waitFor();
    // The tour opens once the home has its data (the shell behind it is already there): give it time.
    const tourSkip = page.getByRole('dialog').getByRole('button', { name: 'Saltar', exact: true });
    const isTourShown = await tourSkip.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (isTourShown) {
      await tourSkip.click();
      await tourSkip.waitFor({ state: 'hidden' });
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** One cold load of `/` with the CPU throttled; answers the last LCP entry and the script bytes. */
async function measureOneLoad(browser, baseUrl, storageState, cpuThrottle) {
  const context = await browser.newContext({ baseURL: baseUrl, storageState, viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const scripts = new Map();
    let transferred = 0;
    let decoded = 0;
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script')
        scripts.set(e.requestId, { url: e.response.url, encoding: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? null });
    });
    cdp.on('Network.dataReceived', (e) => {
      if (scripts.has(e.requestId)) decoded += e.dataLength;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const script = scripts.get(e.requestId);
      if (!script) return;
      script.transferred = e.encodedDataLength;
      transferred += e.encodedDataLength;
    });
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
    await page.addInitScript(() => {
      globalThis.__benchLcp = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          globalThis.__benchLcp.push({ startTime: entry.startTime, size: entry.size, element: entry.element?.tagName ?? null, id: entry.id || null });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto('/', { waitUntil: 'load', timeout: 60_000 });
    // The home's data arrives after the bundle: wait for the network to settle, then for one more frame.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(300);
    const entries = await page.evaluate(() => globalThis.__benchLcp);
    const isSignedIn = await page.getByRole('button', { name: 'Cerrar sesión' }).isVisible();
    const isTourShown = await page.getByRole('dialog').getByRole('button', { name: 'Saltar', exact: true }).isVisible();
    // The server renders the signed-in home (apps/server/src/http/server-rendered-home.ts) when it can.
    const isServerRendered = (await page.locator('#campus-ssr-state').count()) === 1;
    const last = entries.at(-1) ?? null;
    return {
      lcpMs: last ? Math.round(last.startTime) : null,
      element: last?.element ?? null,
      isSignedIn,
      isTourShown,
      isServerRendered,
      url: page.url(),
      scriptTransferredBytes: transferred,
      scriptDecodedBytes: decoded,
      scripts: [...scripts.values()].map((s) => ({ url: s.url.replace(baseUrl, ''), encoding: s.encoding, transferred: s.transferred ?? null })),
    };
  } finally {
    await context.close();
  }
}

/** Runs the LCP section: `runs` cold loads; median LCP and the first load's script bytes. */
export async function runLcp({ baseUrl, email, password, runs, cpuThrottle, log }) {
  if (!fs.existsSync(CHROMIUM)) return { skipped: `no hay Chromium en ${CHROMIUM} (BENCH_CHROMIUM lo cambia)` };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
  try {
    const storageState = await signInInBrowser(browser, baseUrl, email, password);
    const loads = [];
    for (let i = 0; i < runs; i++) {
      const load = await measureOneLoad(browser, baseUrl, storageState, cpuThrottle);
      log(
        `  carga ${i + 1}/${runs}: LCP ${load.lcpMs ?? '—'} ms (${load.element ?? '?'}), JS ${(load.scriptTransferredBytes / 1024).toFixed(0)} KB transferidos${load.isServerRendered ? ', dibujada en el servidor' : ', sin dibujar en el servidor'}${load.isSignedIn ? '' : ' — ¡sin sesión!'}${load.isTourShown ? ' — con el recorrido abierto' : ''}`,
      );
      loads.push(load);
    }
    const values = loads
      .map((l) => l.lcpMs)
      .filter((v) => v !== null)
      .sort((a, b) => a - b);
    const median = values.length
      ? values.length % 2
        ? values[(values.length - 1) / 2]
        : (values[values.length / 2 - 1] + values[values.length / 2]) / 2
      : null;
    const first = loads[0];
    return {
      cpuThrottle,
      runs,
      lcpMedianMs: median,
      lcpValuesMs: loads.map((l) => l.lcpMs),
      isSignedInEveryRun: loads.every((l) => l.isSignedIn),
      isServerRenderedEveryRun: loads.every((l) => l.isServerRendered),
      firstLoad: { scriptTransferredBytes: first.scriptTransferredBytes, scriptDecodedBytes: first.scriptDecodedBytes, scripts: first.scripts },
    };
  } finally {
    await browser.close();
  }
}
