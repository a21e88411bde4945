import { PROFILE_PICTURE_ACCEPT, PROFILE_PICTURE_MAX_BYTES, texts, type ProfileRecord } from '@campus/contract';
import { Camera, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { toast } from 'sonner';
import { Avatar } from '../../../components/avatar';
import { buttonClassName } from '../../../components/button-class';
import { Spinner } from '../../../components/spinner';
import { openFreemiumGate } from '../../../lib/freemium-gate-store';
import { useDeleteProfilePicture } from '../api/delete-profile-picture';
import { useUploadProfilePicture } from '../api/upload-profile-picture';
import styles from '../profile.module.css';

const errorMessage = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/**
 * The profile picture with 'Subir foto' (or 'Cambiar foto') and 'Eliminar foto' (spec 002 §2): the file is
 * checked here for size and kind only to spare a useless upload; the server decides by its bytes. For a
 * free-trial visitor both actions open the purchase dialog instead (spec 002 §6).
 */
export function AvatarEditor({ contact, isFreemium }: { contact: ProfileRecord; isFreemium: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const upload = useUploadProfilePicture(contact);
  const remove = useDeleteProfilePicture(contact);
  const isBusy = upload.isPending || remove.isPending;

  const openGate = () => openFreemiumGate({ featureName: texts.profile.freemiumFeature });

  const choosePicture = () => {
    if (isFreemium) return openGate();
    inputRef.current?.click();
  };

  const sendPicture = (file: File | undefined) => {
    if (!file) return;
    if (file.size > PROFILE_PICTURE_MAX_BYTES) return void toast.error(texts.profile.avatarTooLarge);
    if (!file.type.startsWith('image/')) return void toast.error(texts.profile.avatarNotImage);
    upload.mutate(file, {
      onSuccess: (answer) => void toast.success(answer.message ?? texts.profile.avatarUpdated),
      onError: (error) => void toast.error(errorMessage(error, texts.profile.avatarUploadError)),
    });
  };

  const deletePicture = () => {
    if (isFreemium) return openGate();
    remove.mutate(undefined, {
      onSuccess: () => void toast.success(texts.profile.avatarDeleted),
      onError: (error) => void toast.error(errorMessage(error, texts.profile.avatarDeleteError)),
    });
  };

  return (
    <section className={styles.avatarSection} aria-labelledby={`${hintId}-heading`} aria-busy={isBusy}>
      <h2 id={`${hintId}-heading`} className="visually-hidden">
        {texts.profile.avatarHeading}
      </h2>
      <div className={styles.avatarFrame}>
        <Avatar name={contact.fullname} photoUrl={contact.foto} size="xlarge" />
        {isBusy ? (
          <span className={styles.avatarBusy} role="status">
            <Spinner />
            <span className="visually-hidden">{upload.isPending ? texts.profile.avatarUploading : texts.profile.saving}</span>
          </span>
        ) : null}
      </div>
      <div className={styles.avatarActions}>
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary', size: 'small' })}
          onClick={choosePicture}
          disabled={isBusy}
          aria-describedby={hintId}
        >
          <Camera aria-hidden="true" size={16} />
          {contact.foto ? texts.profile.avatarChange : texts.profile.avatarUpload}
        </button>
        {contact.foto || isFreemium ? (
          <button type="button" className={buttonClassName({ variant: 'ghost', size: 'small' })} onClick={deletePicture} disabled={isBusy}>
            <Trash2 aria-hidden="true" size={16} />
            {texts.profile.avatarDelete}
          </button>
        ) : null}
      </div>
      <p id={hintId} className={styles.avatarHint}>
        {texts.profile.avatarHint}
      </p>
      <input
        ref={inputRef}
        type="file"
        accept={PROFILE_PICTURE_ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          sendPicture(event.target.files?.[0]);
          // The same file chosen again after a failure is a new choice.
          event.target.value = '';
        }}
      />
    </section>
  );
}
