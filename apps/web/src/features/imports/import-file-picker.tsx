import { importFileNames, type ImportFileName } from '@campus/contract';
import { CheckCircle2, Circle, FileUp, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { buttonClassName } from '../../components/button-class';
import { IconButton } from '../../components/icon-button';
import type { ChosenImportFiles } from './import-files';
import { importsTexts } from './imports-texts';
import styles from './imports.module.css';

interface ImportFilePickerProps {
  files: ChosenImportFiles;
  /** The names the last choice refused (none of the five), said in an alert. */
  refused: readonly string[];
  isDisabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (name: ImportFileName) => void;
}

/**
 * The files of an import: a button opening the file chooser (several at once), a zone to drop them on, and the five
 * known files each marked chosen (with its size and a button to take it out) or not.
 */
export function ImportFilePicker({ files, refused, isDisabled, onAdd, onRemove }: ImportFilePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);
  const hintId = useId();

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    if (!isDisabled) onAdd([...event.dataTransfer.files]);
  };

  return (
    <div className={styles.picker}>
      <div
        className={styles.dropZone}
        data-dragging={isDragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={drop}
      >
        <FileUp size={28} aria-hidden="true" className={styles.dropIcon} />
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary' })}
          onClick={() => inputRef.current?.click()}
          disabled={isDisabled}
          aria-describedby={hintId}
        >
          {importsTexts.chooseFiles}
        </button>
        <p id={hintId} className={styles.muted}>
          {importsTexts.dropHint}
        </p>
        <input
          ref={inputRef}
          type="file"
          accept=".csv,text/csv"
          multiple
          hidden
          data-testid="import-files-input"
          onChange={(event) => {
            onAdd([...(event.target.files ?? [])]);
            // Emptied so choosing the same file again (after editing it) still counts as a change.
            event.target.value = '';
          }}
        />
      </div>
      {refused.length > 0 ? (
        <p className={styles.alert} role="alert">
          {importsTexts.refused([...refused], importFileNames)}
        </p>
      ) : null}
      <ul className={styles.knownFiles}>
        {importFileNames.map((name) => (
          <KnownFile key={name} name={name} file={files.get(name)} isDisabled={isDisabled} onRemove={() => onRemove(name)} />
        ))}
      </ul>
    </div>
  );
}

function KnownFile({ name, file, isDisabled, onRemove }: { name: ImportFileName; file: File | undefined; isDisabled: boolean; onRemove: () => void }) {
  return (
    <li className={styles.knownFile} data-chosen={file ? true : undefined}>
      {file ? <CheckCircle2 size={20} aria-hidden="true" className={styles.chosenIcon} /> : <Circle size={20} aria-hidden="true" className={styles.muted} />}
      <span className={styles.knownFileText}>
        <code className={styles.fileName}>{name}</code>
        <span className={styles.muted}>{file ? `${importsTexts.chosen} · ${importsTexts.fileSize(file.size)}` : importsTexts.notChosen}</span>
      </span>
      {file ? (
        <IconButton label={importsTexts.remove(name)} size="small" onClick={onRemove} disabled={isDisabled}>
          <X size={18} aria-hidden="true" />
        </IconButton>
      ) : null}
    </li>
  );
}
