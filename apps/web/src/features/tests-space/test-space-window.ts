/**
 * Opening the external test space (spec 000 §4): in a new tab, or in the same tab on Safari. A tab opened
 * after waiting for the token would be stopped by popup blockers, so the click reserves an empty tab at
 * once (`reserveTestSpaceWindow`) and the token's address is loaded into it when it arrives.
 */

let reservedWindow: Window | null = null;

/** Safari (macOS and iOS), which the spec sends to the test space in the same tab. Chrome, Edge, Firefox and Opera on iOS say "Safari" too. */
export function isSafariBrowser(userAgent: string = navigator.userAgent): boolean {
  return /safari/i.test(userAgent) && !/chrome|chromium|crios|fxios|edgios|edg\/|opr\/|opios|android/i.test(userAgent);
}

/**
 * The address to open: the test space's `url` with the signed token, unless the server already put the
 * token in it.
 */
export function buildTestSpaceUrl({ url, token }: { url: string; token: string }): string {
  if (url.includes(token)) return url;
  const address = new URL(url, window.location.origin);
  address.searchParams.set('token', token);
  return address.href;
}

/** Opens an empty tab now, during the click, to receive the test space later (not on Safari). */
export function reserveTestSpaceWindow(userAgent?: string): void {
  if (isSafariBrowser(userAgent)) return;
  releaseTestSpaceWindow();
  const reserved = window.open('', '_blank');
  if (!reserved) return;
  // The test space must not be able to reach back into Campus through window.opener.
  reserved.opener = null;
  try {
    reserved.document.title = 'Plataforma de Test';
    reserved.document.body.textContent = 'Abriendo la Plataforma de Test…';
  } catch {
    // A browser that does not let us write into the blank tab still loads the address into it later.
  }
  reservedWindow = reserved;
}

/** Closes the reserved tab (the token could not be obtained). */
export function releaseTestSpaceWindow(): void {
  if (reservedWindow && !reservedWindow.closed) reservedWindow.close();
  reservedWindow = null;
}

export type TestSpaceOpening = 'new-tab' | 'same-tab' | 'blocked';

/** Sends the reserved tab (or a new one, or this tab on Safari) to the test space. */
export function openTestSpaceUrl(url: string, userAgent?: string): TestSpaceOpening {
  if (isSafariBrowser(userAgent)) {
    window.location.assign(url);
    return 'same-tab';
  }
  const reserved = reservedWindow && !reservedWindow.closed ? reservedWindow : null;
  reservedWindow = null;
  if (reserved) {
    reserved.location.href = url;
    return 'new-tab';
  }
  const opened = window.open(url, '_blank');
  if (!opened) return 'blocked';
  opened.opener = null;
  return 'new-tab';
}
