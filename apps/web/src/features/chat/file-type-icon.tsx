import { File as FileIcon, FileText, Film, Image as ImageIcon } from 'lucide-react';

/** The icon of a chat file by its type: image, PDF, video or any other file. */
export function FileTypeIcon({ fileType, size = 20 }: { fileType: string; size?: number }) {
  const props = { 'aria-hidden': true, size } as const;
  if (fileType.startsWith('image/')) return <ImageIcon {...props} />;
  if (fileType === 'application/pdf') return <FileText {...props} />;
  if (fileType.startsWith('video/')) return <Film {...props} />;
  return <FileIcon {...props} />;
}
