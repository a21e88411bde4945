import { unitTitleBodySchema } from '@campus/contract';
import { Pencil } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { IconButton } from '../../components/icon-button';
import styles from './content-tree.module.css';
import { formationTexts } from './formation-texts';

interface UnitTitleEditorProps {
  titulo: string;
  /** Staff only (contact types 4 or 6): without it, only `children` show. */
  canEdit: boolean;
  /** Saves the new title; resolves when the server accepted it. */
  onSave: (titulo: string) => Promise<unknown>;
  /** The unit's heading row, replaced by the field while editing. */
  children: ReactNode;
}

/**
 * Staff inline edit of a unit title (spec 001 §2, §5): Enter or leaving the field saves, Escape cancels;
 * an empty title is refused with 'El titulo de la unidad no puede estar vacio'.
 */
export function UnitTitleEditor({ titulo, canEdit, onSave, children }: UnitTitleEditorProps) {
  const [draft, setDraft] = useState<string | null>(null);
  // Enter saves and then the field unmounts, which blurs it: the blur must not save a second time.
  const isClosingRef = useRef(false);

  const open = () => {
    isClosingRef.current = false;
    setDraft(titulo);
  };

  const close = () => {
    isClosingRef.current = true;
    setDraft(null);
  };

  /** Validates and saves; returns false when the title was refused (the field stays open on Enter). */
  const commit = (value: string): boolean => {
    const parsed = unitTitleBodySchema.safeParse({ titulo: value });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? '');
      return false;
    }
    close();
    if (parsed.data.titulo === titulo) return true;
    onSave(parsed.data.titulo).then(
      () => toast.success(formationTexts.tree.titleSaved),
      (error: unknown) => toast.error(error instanceof Error && error.message ? error.message : formationTexts.tree.titleSaveError),
    );
    return true;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(event.currentTarget.value);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  const handleBlur = () => {
    if (isClosingRef.current || draft === null) return;
    // Leaving an empty field keeps the old title: the message says why nothing was saved.
    if (!commit(draft)) close();
  };

  if (draft !== null) {
    return (
      <input
        className={styles.titleInput}
        aria-label={formationTexts.tree.titleInput}
        title={formationTexts.tree.titleHint}
        value={draft}
        maxLength={255}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={handleBlur}
      />
    );
  }

  if (!canEdit) return children;
  return (
    <>
      {children}
      <IconButton label={formationTexts.tree.editTitle(titulo)} size="small" onClick={open}>
        <Pencil aria-hidden="true" size={16} />
      </IconButton>
    </>
  );
}
