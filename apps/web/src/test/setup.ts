import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { installFakeSockets } from './fake-socket';
import { allowContractLoad, loadContract } from '../lib/contract-schemas';
import { markFirstPaint } from '../lib/first-paint';
import { closeFreemiumGate } from '../lib/freemium-gate-store';
import { closeLeadSheet } from '../lib/lead-sheet-store';

// Tests check answers and stored values against the schemas at once, as the app does after its first paint.
allowContractLoad();
await loadContract();
// Components render as after the first paint (the app marks it in App: lib/first-paint).
markFirstPaint();

// Route code loads lazily, and a file's first whole screen transforms its modules on first use: under a busy
// parallel run (CI's load reached 14 on 2 cores) the default 1 s wait is too tight, and 4 s was seen missed by
// one chat screen. A passing test never waits this long; only a failing one reports later.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these browser APIs; the shell (drawer breakpoint), sonner and ScrollRestoration use them.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}
window.scrollTo = () => undefined;

// No test opens a real socket: the shell's realtime connection gets fakes (see test/fake-socket).
beforeEach(() => {
  installFakeSockets();
});

afterEach(() => {
  // sonner keeps toasts in a module-level store and replays active ones to the next Toaster.
  toast.dismiss();
  cleanup();
  // Dialogs any screen opens live in module-level stores: each test starts with them closed.
  closeLeadSheet();
  closeFreemiumGate();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
