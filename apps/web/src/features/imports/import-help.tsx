import { importFileColumns, importFileNames } from '@campus/contract';
import { importsTexts } from './imports-texts';
import styles from './imports.module.css';

/** The five files an import takes and their columns (from the contract), folded under its summary. */
export function ImportHelp() {
  return (
    <details className={styles.help}>
      <summary className={styles.helpSummary}>{importsTexts.helpHeading}</summary>
      <p className={styles.muted}>{importsTexts.helpLead}</p>
      <dl className={styles.helpList}>
        {importFileNames.map((name) => (
          <div key={name} className={styles.helpItem}>
            <dt>
              <code className={styles.fileName}>{name}</code>
            </dt>
            <dd>
              <p>{importsTexts.fileDescriptions[name]}</p>
              <p className={styles.columns}>
                {importFileColumns[name].map((column) => (
                  <code key={column} className={styles.column}>
                    {column}
                  </code>
                ))}
              </p>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
