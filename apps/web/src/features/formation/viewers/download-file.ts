import { texts } from '@campus/contract';
import { getFileAddress } from '../../../lib/api/file-address';

/**
 * Downloads a file (spec 001 §2: only when the event's download flag is 1): asks the API for a signed
 * download address (?download=1, served as an attachment), checks it answers, and lets the browser save
 * it. Resolves to the Spanish error, or null on success.
 */
export async function downloadFile(fileId: number, fileName: string): Promise<string | null> {
  let url: string;
  try {
    url = (await getFileAddress(fileId, true)).data.url;
  } catch {
    return texts.files.prepareDownloadError;
  }
  if (!url) return texts.files.urlUnavailable;
  try {
    // One byte is enough to know the address answers before handing it to the browser's download.
    const probe = await fetch(url, { headers: { Range: 'bytes=0-0' }, credentials: 'include' });
    void probe.body?.cancel();
    if (!probe.ok) return texts.files.downloadError;
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    return null;
  } catch {
    return texts.files.downloadError;
  }
}
