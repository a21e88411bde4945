import { computeEarnedGrade, texts, type Evaluation } from '@campus/contract';
import { ChevronDown, ClipboardCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { evaluationsPageTexts as t, formatGrade, formatWeight } from './evaluations-texts';
import evaluationsStyles from './evaluations.module.css';
import styles from './evaluation-list.module.css';

interface EvaluationListProps {
  evaluations: readonly Evaluation[];
  /** The group's name by code, shown when the list holds several groups. */
  groupNames?: ReadonlyMap<string, string>;
}

/**
 * 'Evaluaciones' (spec 002 §Evaluations): an expandable list, each evaluation a disclosure button with its
 * grade or 'Sin calificar' (and the part already earned), opening its concepts with score and weight in %.
 */
export function EvaluationList({ evaluations, groupNames }: EvaluationListProps) {
  return (
    <ul className={evaluationsStyles.evaluationList}>
      {evaluations.map((evaluation) => (
        <li key={evaluation.id}>
          <EvaluationItem evaluation={evaluation} groupName={groupNames?.get(evaluation.edu_codigoformacion)} />
        </li>
      ))}
    </ul>
  );
}

function EvaluationItem({ evaluation, groupName }: { evaluation: Evaluation; groupName: string | undefined }) {
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const grade = evaluation.edu_calificacion;
  const earned = grade === null ? computeEarnedGrade(evaluation.edu_conceptos) : null;
  return (
    <div className={styles.evaluation} data-testid="evaluation">
      <h3 className={styles.evaluationHeading}>
        <button
          type="button"
          className={evaluationsStyles.disclosure}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
        >
          <ClipboardCheck aria-hidden="true" size={20} className={styles.disclosureIcon} />
          <span className={styles.evaluationTitle}>
            <span>{evaluation.edu_titulo}</span>
            {groupName ? <span className={evaluationsStyles.muted}>{groupName}</span> : null}
          </span>
          <span className={styles.evaluationGrade}>
            {grade === null ? (
              <>
                <span className={styles.ungraded}>{texts.evaluations.ungraded}</span>
                {earned !== null ? <span className={styles.earned}>{t.earned(formatGrade(earned))}</span> : null}
              </>
            ) : (
              <strong className={styles.grade}>{t.gradeOf(formatGrade(grade))}</strong>
            )}
          </span>
          <ChevronDown aria-hidden="true" size={20} className={[styles.chevron, isOpen ? styles.chevronOpen : undefined].filter(Boolean).join(' ')} />
        </button>
      </h3>
      <div id={panelId} hidden={!isOpen} className={styles.conceptPanel}>
        <table className={styles.conceptTable}>
          <caption className="visually-hidden">{evaluation.edu_titulo}</caption>
          <thead>
            <tr>
              <th scope="col">{t.concept}</th>
              <th scope="col" className={styles.numeric}>
                {t.score}
              </th>
              <th scope="col" className={styles.numeric}>
                {t.conceptWeight}
              </th>
            </tr>
          </thead>
          <tbody>
            {evaluation.edu_conceptos.map((concept) => (
              <tr key={concept.id}>
                <th scope="row">
                  {concept.edu_codigoconcepto}
                  {concept.tarea_id !== null ? <span className={styles.conceptNote}>{t.scoredByTask}</span> : null}
                </th>
                <td className={styles.numeric}>
                  {concept.edu_puntuacion === null ? (
                    // A dash in the narrow column; read as 'Sin calificar'.
                    <span className={styles.ungraded} title={texts.evaluations.ungraded}>
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">{texts.evaluations.ungraded}</span>
                    </span>
                  ) : (
                    formatGrade(concept.edu_puntuacion)
                  )}
                </td>
                <td className={styles.numeric}>{t.weight(formatWeight(concept.edu_valor))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
