import { texts } from '@campus/contract';
import { useState } from 'react';
import styles from './viewers.module.css';

/** An image of the event, fitted to the viewer (it opens full size in a new tab). */
export function ImageViewer({ url, name }: { url: string; name: string }) {
  const [hasError, setHasError] = useState(false);
  if (hasError) {
    return (
      <p className={styles.viewerError} role="alert">
        {texts.files.openError}
      </p>
    );
  }
  return (
    <figure className={styles.imageFrame}>
      <a href={url} target="_blank" rel="noopener noreferrer">
        <img className={styles.image} src={url} alt={name} onError={() => setHasError(true)} />
      </a>
      <figcaption className={styles.caption}>{name}</figcaption>
    </figure>
  );
}
