import { type GradebookExportFormat, texts } from '@campus/contract';
import { buildEndpointPath, endpoints } from '@campus/contract/plain';
import { ApiError, buildApiUrl } from '../../../lib/api-client';
import { buildRequestInit } from '../../../lib/api-request-init';
import { getToken } from '../../../lib/session-store';

/** The file name the server gives (Content-Disposition), else one of ours. */
function fileNameOf(response: Response, groupCode: string, format: GradebookExportFormat): string {
  const match = /filename="?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `calificaciones-${groupCode}.${format}`;
}

/**
 * GET /api/teaching/groups/{groupCode}/gradebook/export?format=csv|xlsx with the bearer token: a plain link cannot
 * carry it, so the file is fetched and handed to the browser as a blob to save.
 */
export async function downloadGradebook(groupCode: string, format: GradebookExportFormat): Promise<void> {
  let response: Response;
  try {
    response = await fetch(buildApiUrl(buildEndpointPath(endpoints.exportGradebook, { groupCode }), { format }), buildRequestInit(getToken()));
  } catch {
    throw new ApiError(0, 'network', texts.teachingGradebook.exportError);
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, 'internal', answer?.message ?? texts.teachingGradebook.exportError);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, groupCode, format);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download from the link; the address can go once this task is done.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
