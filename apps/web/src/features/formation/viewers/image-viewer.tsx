import { texts } from '@campus/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { ExternalLink, Maximize2, Minimize2, X, ZoomIn } from 'lucide-react';
import { type RefObject, useRef, useState } from 'react';
import { formationTexts } from '../formation-texts';
import styles from './image-lightbox.module.css';
import viewerStyles from './viewers.module.css';

/**
 * The image full screen (issue 29: images had no zoom): fitted to the screen, or at its real size to pan with
 * the scroll bars; Escape, the close button or a click outside closes it, and the focus goes back to the image.
 */
function ImageLightbox({
  url,
  name,
  isOpen,
  onOpenChange,
  returnFocusRef,
}: {
  url: string;
  name: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  returnFocusRef: RefObject<HTMLButtonElement | null>;
}) {
  const [isActualSize, setIsActualSize] = useState(false);
  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) setIsActualSize(false);
        onOpenChange(open);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Opened from a plain button (not a Radix trigger): the focus goes back to it by hand.
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
        >
          <div className={styles.toolbar}>
            <Dialog.Title className={styles.title}>{name}</Dialog.Title>
            <button type="button" className={styles.tool} aria-pressed={isActualSize} onClick={() => setIsActualSize((value) => !value)}>
              {isActualSize ? <Minimize2 aria-hidden="true" size={18} /> : <Maximize2 aria-hidden="true" size={18} />}
              <span>{isActualSize ? formationTexts.image.fitToScreen : formationTexts.image.actualSize}</span>
            </button>
            <a className={styles.tool} href={url} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" size={18} />
              <span>{formationTexts.image.openOriginal}</span>
            </a>
            <Dialog.Close className={styles.close} aria-label={formationTexts.image.close}>
              <X aria-hidden="true" size={22} />
            </Dialog.Close>
          </div>
          <div className={[styles.stage, isActualSize ? styles.actualSize : undefined].filter(Boolean).join(' ')}>
            <img className={styles.image} src={url} alt={name} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** An image of the event, fitted to the viewer; a click, Enter or Space opens it full screen (ImageLightbox). */
export function ImageViewer({ url, name }: { url: string; name: string }) {
  const [hasError, setHasError] = useState(false);
  const [isZoomed, setIsZoomed] = useState(false);
  const zoomRef = useRef<HTMLButtonElement>(null);
  if (hasError) {
    return (
      <p className={viewerStyles.viewerError} role="alert">
        {texts.files.openError}
      </p>
    );
  }
  return (
    <figure className={viewerStyles.imageFrame}>
      <button
        ref={zoomRef}
        type="button"
        className={styles.zoomButton}
        aria-haspopup="dialog"
        aria-label={formationTexts.image.zoom(name)}
        onClick={() => setIsZoomed(true)}
      >
        <img className={viewerStyles.image} src={url} alt={name} onError={() => setHasError(true)} />
        <span className={styles.zoomBadge} aria-hidden="true">
          <ZoomIn size={18} />
        </span>
      </button>
      <figcaption className={viewerStyles.caption}>
        {name} · {formationTexts.image.zoomHint}
      </figcaption>
      <ImageLightbox url={url} name={name} isOpen={isZoomed} onOpenChange={setIsZoomed} returnFocusRef={zoomRef} />
    </figure>
  );
}
