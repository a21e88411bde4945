/**
 * Opens a document address: our own PDFs (same origin, signed and short-lived) are saved as a download;
 * a provider's hosted invoice (Stripe) opens in a new tab, where the provider serves it.
 */
export function openDocument(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  if (url.startsWith('/')) {
    link.download = '';
  } else {
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
  }
  document.body.append(link);
  link.click();
  link.remove();
}
