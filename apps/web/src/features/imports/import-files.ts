import { importFileNames, type ImportFileName } from '@campus/contract';

/** The files chosen so far, by their import name (one of each at most). */
export type ChosenImportFiles = ReadonlyMap<ImportFileName, File>;

/** The import name of a file, or null when its name is none of the five (compared without case: Excel on Windows). */
export function toImportFileName(fileName: string): ImportFileName | null {
  const lower = fileName.trim().toLowerCase();
  return importFileNames.find((name) => name === lower) ?? null;
}

/**
 * Adds the newly chosen or dropped files to the chosen ones: a known name replaces the file chosen before under it,
 * any other name is refused (answered back so the page can say which).
 */
export function addImportFiles(chosen: ChosenImportFiles, incoming: readonly File[]): { files: ChosenImportFiles; refused: string[] } {
  const files = new Map(chosen);
  const refused: string[] = [];
  for (const file of incoming) {
    const name = toImportFileName(file.name);
    if (name) files.set(name, file);
    else refused.push(file.name);
  }
  return { files, refused };
}
