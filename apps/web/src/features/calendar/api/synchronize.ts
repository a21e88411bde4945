import { texts } from '@campus/contract';
import { buildEndpointPath, endpoints } from '@campus/contract/plain';
import { ApiError, buildApiUrl } from '../../../lib/api-client';
import { buildRequestInit } from '../../../lib/api-request-init';
import { getToken } from '../../../lib/session-store';

/** What to synchronise: one event, or every event of its weekly series. */
export type SyncTarget = { kind: 'event'; eventId: number } | { kind: 'serie'; serieId: string };

export function synchronizePath(target: SyncTarget): string {
  return target.kind === 'event'
    ? buildEndpointPath(endpoints.synchronizeEvent, { id: target.eventId })
    : buildEndpointPath(endpoints.synchronizeSerie, { serieId: target.serieId });
}

/** The file name the server suggests (Content-Disposition), else one of ours. */
function fileNameOf(response: Response, target: SyncTarget): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  if (match?.[1]) return decodeURIComponent(match[1]);
  return target.kind === 'event' ? `evento-${target.eventId}.ics` : `serie-${target.serieId}.ics`;
}

/**
 * GET /api/events/synchronize/{id} or /serie/{serieId} with the bearer token (spec 002 §7): the .ics file,
 * saved by the browser. A plain link cannot carry the token, so the file is fetched and handed over as a blob.
 */
export async function downloadCalendarFile(target: SyncTarget): Promise<void> {
  let response: Response;
  try {
    response = await fetch(buildApiUrl(synchronizePath(target)), buildRequestInit(getToken()));
  } catch {
    throw new ApiError(0, 'network', texts.calendar.synchronizeError);
  }
  if (!response.ok) throw new ApiError(response.status, 'internal', texts.calendar.synchronizeError);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, target);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download from the link; the address can go once this task is done.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
