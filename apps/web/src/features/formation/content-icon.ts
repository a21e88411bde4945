import type { ContentEvent, ContentFile } from '@campus/contract';
import { FileText, File as FileIcon, Image as ImageIcon, MonitorPlay, Puzzle, type LucideIcon } from 'lucide-react';
import { getEventTypeIcon } from '../../lib/event-type-icon';
import { getEventFiles, pickPrimaryFile } from './primary-file';

const iconByFileType: Record<ContentFile['fileType'], LucideIcon> = {
  'video/mp4': MonitorPlay,
  h5p: Puzzle,
  'application/pdf': FileText,
  'image/png': ImageIcon,
  'image/jpeg': ImageIcon,
  'image/jpg': ImageIcon,
  other: FileIcon,
};

/** Event types whose icon tells what the item holds (a class is a video, a PDF, an interactive activity…). */
const contentTypes = new Set<ContentEvent['event_type']>(['clases', 'clases_prueba', 'clases_directo', 'zoom']);

/**
 * The tree's icon of an item (issue 29): for a class, the kind of what the viewer opens first (video, interactive
 * H5P, PDF, image, other file); for anything else (or a class without files), its event type's icon.
 */
export function getContentIcon(event: ContentEvent): LucideIcon {
  if (contentTypes.has(event.event_type)) {
    const primary = pickPrimaryFile(getEventFiles(event));
    if (primary) return iconByFileType[primary.fileType];
  }
  return getEventTypeIcon(event.event_type);
}
