import { FileText, Image as ImageIcon, File as FileIcon } from 'lucide-react';

/** The icon of an uploaded file by its name: a document for PDFs, a picture for images, a plain file otherwise. */
export function FileTypeIcon({ name, size = 18 }: { name: string; size?: number }) {
  if (/\.pdf$/i.test(name)) return <FileText aria-hidden="true" size={size} />;
  if (/\.(png|jpe?g|gif|webp)$/i.test(name)) return <ImageIcon aria-hidden="true" size={size} />;
  return <FileIcon aria-hidden="true" size={size} />;
}
