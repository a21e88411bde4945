import type { Formation } from '@campus/contract';
import { ArrowRight, CalendarClock, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { formatAcademyDay } from '../../lib/academy-date';
import { paths } from '../../lib/routes';
import { webTexts } from '../../lib/texts';
import styles from './home.module.css';

/** "Clases del 15 sep 2026 al 30 jun 2027", or the half that is known, or null. */
export function describeClassDates(formation: Pick<Formation, 'edu_fechainicioclases' | 'edu_fechafinclases'>): string | null {
  const start = formatAcademyDay(formation.edu_fechainicioclases);
  const end = formatAcademyDay(formation.edu_fechafinclases);
  if (start && end) return webTexts.home.classesBetween(start, end);
  if (start) return webTexts.home.classesFrom(start);
  if (end) return webTexts.home.classesUntil(end);
  return null;
}

/** The formation page of a group; a formation without a parent is its own parent. */
export function getFormationPath(formation: Pick<Formation, 'edu_principalcodigoformacion' | 'edu_codigoformacion'>): string {
  return paths.formation(formation.edu_principalcodigoformacion ?? formation.edu_codigoformacion, formation.edu_codigoformacion);
}

function FormationItem({ formation }: { formation: Formation }) {
  const dates = describeClassDates(formation);
  const groupName = formation.grupo.edu_formacion;
  const isGroupNameShown = !!groupName && groupName !== formation.edu_formacion;
  return (
    <li className={styles.formation}>
      <span className={styles.formationIcon} aria-hidden="true">
        <GraduationCap size={22} />
      </span>
      <div className={styles.formationBody}>
        {formation.edu_principal ? <p className={styles.parent}>{formation.edu_principal}</p> : null}
        <h2 className={styles.formationName}>
          <Link to={getFormationPath(formation)} className={styles.formationLink}>
            {formation.edu_formacion}
          </Link>
        </h2>
        {isGroupNameShown ? (
          <p className={styles.meta}>
            {webTexts.home.group}: {groupName}
          </p>
        ) : null}
        {dates ? (
          <p className={styles.meta}>
            <CalendarClock aria-hidden="true" size={16} />
            {dates}
          </p>
        ) : null}
      </div>
      <ArrowRight className={styles.arrow} aria-hidden="true" size={20} />
    </li>
  );
}

/** The user's formations, each a link to its formation page. */
export function FormationList({ formations }: { formations: readonly Formation[] }) {
  return (
    <ul role="list" className={styles.formations}>
      {formations.map((formation) => (
        <FormationItem key={formation.edu_codigoformacion} formation={formation} />
      ))}
    </ul>
  );
}
