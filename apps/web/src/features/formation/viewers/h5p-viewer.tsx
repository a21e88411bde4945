import { texts } from '@campus/contract';
import { useMemo } from 'react';
import { parseH5pEmbed } from './h5p-embed';
import styles from './viewers.module.css';

/** Interactive H5P content in a frame (spec 001 §2: min height 320, 1000 px on desktop, 70vh on phones). */
export function H5pViewer({ embedCode, name }: { embedCode: string | null; name: string }) {
  const frame = useMemo(() => parseH5pEmbed(embedCode), [embedCode]);
  if (!frame) {
    return (
      <p className={styles.viewerError} role="alert">
        {texts.files.openError}
      </p>
    );
  }
  return <iframe className={styles.h5p} src={frame.src} title={frame.title ?? name} allow="fullscreen" />;
}
