import { texts } from '@campus/contract';
import { endpoints } from '@campus/contract/plain';
import { SkipForward } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formationTexts } from '../formation-texts';
import styles from './viewers.module.css';

/** GET /api/files/intro: the academy's intro clip, played before every class video (public, with ranges). */
export const INTRO_VIDEO_URL = endpoints.streamIntroClip.path;

interface VideoViewerProps {
  title: string;
  src: string;
  /** WebVTT subtitles in Spanish, when the class has them. */
  subtitlesUrl: string | null;
  /** The academy's intro clip, played first; null skips it. */
  introUrl: string | null;
  /** The class video played to its end: attendance and completion follow. */
  onEnded: () => void;
}

/**
 * Class video (spec 001 §2): the intro clip plays first and ends or is skipped with 'Saltar intro' or a click on it; then the
 * class plays, with Spanish subtitles when present; its end is reported once per play-through.
 */
export function VideoViewer({ title, src, subtitlesUrl, introUrl, onEnded }: VideoViewerProps) {
  const [phase, setPhase] = useState<'intro' | 'class'>(introUrl ? 'intro' : 'class');
  const [hasClassError, setHasClassError] = useState(false);
  const classRef = useRef<HTMLVideoElement>(null);
  // The class starts by itself only after the intro (the student already pressed play once).
  const shouldAutoplayRef = useRef(false);

  const startClass = () => {
    shouldAutoplayRef.current = true;
    setPhase('class');
  };

  useEffect(() => {
    const video = classRef.current;
    if (phase !== 'class' || !video || !shouldAutoplayRef.current) return;
    // Browsers may refuse to autoplay with sound; the controls stay there for the student.
    video.play()?.catch(() => undefined);
  }, [phase]);

  if (phase === 'intro' && introUrl) {
    return (
      <div className={styles.videoFrame}>
        <video
          key="intro"
          className={`${styles.video} ${styles.introVideo}`}
          src={introUrl}
          autoPlay
          muted
          playsInline
          aria-label={formationTexts.video.introLabel}
          data-testid="intro-video"
          // Issue 29: a click on the intro skips it (with controls it only paused it, and the class stayed behind);
          // 'Saltar intro' is the same action for the keyboard.
          onClick={startClass}
          onEnded={startClass}
          onError={startClass}
        />
        <button type="button" className={styles.skipIntro} onClick={startClass}>
          {formationTexts.video.skipIntro}
          <SkipForward aria-hidden="true" size={18} />
        </button>
      </div>
    );
  }

  return (
    <div className={styles.videoFrame}>
      <video
        key="class"
        ref={classRef}
        className={styles.video}
        src={src}
        controls
        playsInline
        preload="metadata"
        aria-label={formationTexts.video.videoLabel(title)}
        data-testid="class-video"
        onEnded={onEnded}
        onError={() => setHasClassError(true)}
      >
        {subtitlesUrl ? <track kind="subtitles" srcLang="es" label={formationTexts.video.subtitles} src={subtitlesUrl} default /> : null}
      </video>
      {hasClassError ? (
        <p className={styles.videoError} role="alert">
          {texts.files.openError}
        </p>
      ) : null}
    </div>
  );
}
