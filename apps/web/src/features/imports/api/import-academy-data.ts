import { importResultSchema, type ImportFileName, type ImportResult } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { isApiError } from '../../../lib/api-client';

/**
 * POST /api/gestion/importaciones?dryRun=true|false (issue 31 item 3): one multipart part per file, named as the
 * file. A 422 answers the same shape with its errors (nothing changed): it is a result to show, not a failure.
 */
export async function importAcademyData(files: ReadonlyMap<ImportFileName, File>, isDryRun: boolean): Promise<ImportResult> {
  const body = new FormData();
  for (const [name, file] of files) body.append(name, file, name);
  try {
    return await callEndpoint('importAcademyData', { query: { dryRun: String(isDryRun) }, body });
  } catch (error) {
    const parsed = isApiError(error, 422) ? importResultSchema.safeParse(error.answer) : undefined;
    if (parsed?.success) return parsed.data;
    throw error;
  }
}

/**
 * Runs a dry run or applies. Applying changes people, groups and enrolments every back-office list may show: those
 * cached are asked again (the answer carries counts, not rows).
 */
export function useImportAcademyData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files, isDryRun }: { files: ReadonlyMap<ImportFileName, File>; isDryRun: boolean }) => importAcademyData(files, isDryRun),
    onSuccess: (result) => {
      if (!result.dryRun && result.status === 'ok') void queryClient.invalidateQueries();
    },
  });
}
