/** Names a browser shows in a tab of its own (PDF viewer, image, text); anything else is downloaded. */
const OPENS_IN_TAB = /\.(pdf|png|jpe?g|gif|webp|txt)$/i;

/** Whether a file of this name opens in a new tab rather than downloading. */
export function opensInTab(name: string): boolean {
  return OPENS_IN_TAB.test(name);
}

/**
 * Opens an uploaded file through a fresh signed address, asked on click (they expire): `askAddress(isDownload)`
 * is the feature's call that answers `{ data: { url } }`. PDFs, images and text open in a new tab; other files
 * download and the page stays. When the browser blocks the new tab, the file downloads instead.
 */
export async function openSignedFile(name: string, askAddress: (isDownload: boolean) => Promise<{ data: { url: string } }>): Promise<void> {
  const isInline = opensInTab(name);
  const { data } = await askAddress(!isInline);
  const address = new URL(data.url, window.location.href).href;
  if (isInline) {
    // Not 'noopener' as a feature: with it window.open answers null, and a blocked tab could not be told apart.
    const tab = window.open(address, '_blank');
    if (tab) {
      tab.opener = null;
      return;
    }
  }
  window.location.assign(isInline ? new URL((await askAddress(true)).data.url, window.location.href).href : address);
}
