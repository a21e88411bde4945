import type { ContentEvent, ContentFile } from '@campus/contract';

/** The file the viewer opens first: the class video, else the interactive content, a PDF, an image. */
const fileOrder: readonly ContentFile['fileType'][] = ['video/mp4', 'h5p', 'application/pdf', 'image/png', 'image/jpeg', 'image/jpg'];

/** An event's files and interactive contents, in that order. */
export function getEventFiles(event: ContentEvent): ContentFile[] {
  return [...event.archivos, ...event.h5pFiles];
}

/** What the viewer shows first of these files (fileOrder), else the first one. */
export function pickPrimaryFile(files: readonly ContentFile[]): ContentFile | null {
  for (const type of fileOrder) {
    const file = files.find((candidate) => candidate.fileType === type);
    if (file) return file;
  }
  return files[0] ?? null;
}
