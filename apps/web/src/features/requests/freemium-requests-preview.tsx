import { formatDayEs, texts } from '@campus/contract';
import tableStyles from '../../components/data-table.module.css';
import styles from './requests.module.css';

/** Made-up tutoring requests, never fetched: what a freemium visitor sees blurred behind the lock of /solicitudes. */
const sampleRequests = [
  {
    title: 'Repaso del tema 3 antes del examen',
    teacher: 'Profesora de la formación',
    group: 'Grupo de prueba',
    status: texts.requests.statusApproved,
    date: '2026-11-18',
  },
  {
    title: 'Dudas con la práctica de la unidad 2',
    teacher: 'Profesor de la formación',
    group: 'Grupo de prueba',
    status: texts.requests.statusPending,
    date: '2026-11-25',
  },
  {
    title: 'Plan de estudio personalizado',
    teacher: 'Profesora de la formación',
    group: 'Grupo de prueba',
    status: texts.requests.statusPending,
    date: '2026-12-02',
  },
];

/**
 * The preview behind a freemium visitor's lock (issue 29): the requests lists' look with sample rows. The lists'
 * calls are refused to a freemium visitor, so nothing is asked of the server.
 */
export function FreemiumRequestsPreview() {
  return (
    <div className={styles.card}>
      <table className={tableStyles.table}>
        <thead>
          <tr>
            <th scope="col">{texts.requests.nameColumn}</th>
            <th scope="col">{texts.requests.teacherLabel}</th>
            <th scope="col">{texts.requests.groupLabel}</th>
            <th scope="col">{texts.requests.statusColumn}</th>
            <th scope="col">{texts.requests.dateLabel}</th>
          </tr>
        </thead>
        <tbody>
          {sampleRequests.map((item) => (
            <tr key={item.title}>
              <td data-label={texts.requests.nameColumn}>{item.title}</td>
              <td data-label={texts.requests.teacherLabel}>{item.teacher}</td>
              <td data-label={texts.requests.groupLabel}>{item.group}</td>
              <td data-label={texts.requests.statusColumn}>{item.status}</td>
              <td data-label={texts.requests.dateLabel}>{formatDayEs(item.date)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
