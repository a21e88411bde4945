import { useState } from 'react';
import styles from './avatar.module.css';

interface AvatarProps {
  name: string;
  /** Photo URL (or data URL); initials are shown when missing or when it fails to load. */
  photoUrl?: string | null;
  size?: 'small' | 'medium' | 'large' | 'xlarge';
}

/**
 * Up to two initials: first name and first surname, as Spanish full names read
 * ("Lucía Fernández Ortega" gives "LF").
 */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const initials = words.slice(0, 2).map((word) => word[0] ?? '');
  return initials.join('').toLocaleUpperCase('es') || '?';
}

/** A round photo or initials. Decorative: the name is always written next to it. */
export function Avatar({ name, photoUrl, size = 'medium' }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const isPhotoShown = !!photoUrl && failedUrl !== photoUrl;
  return (
    <span className={[styles.avatar, styles[size]].join(' ')} aria-hidden="true">
      {isPhotoShown ? <img className={styles.photo} src={photoUrl} alt="" onError={() => setFailedUrl(photoUrl)} /> : getInitials(name)}
    </span>
  );
}
