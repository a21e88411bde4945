import { texts } from '@campus/contract';
import { NavLink } from 'react-router';
import { paths } from '../../lib/routes';
import styles from './requests.module.css';

/** The section switcher of spec 002 §Requests: Correo, Tablon, Chat, FAQs, Incidencias, Solicitudes. */
export const sectionLinks = [
  { key: 'correo', label: texts.menu.mail, to: paths.mail },
  { key: 'tablon', label: texts.requests.sectionBoard, to: paths.board },
  { key: 'chat', label: texts.menu.chat, to: paths.chat },
  { key: 'faqs', label: texts.requests.sectionFaqs, to: paths.faqs },
  { key: 'incidencias', label: texts.menu.cases, to: paths.cases },
  { key: 'solicitudes', label: texts.requests.sectionRequests, to: paths.requests },
] as const;

/** The route a `section` query value names ('chat', 'Tablón', 'FAQs'…), or null for none or an unknown one. */
export function findSectionRoute(section: string | null): string | null {
  if (!section) return null;
  const key = section
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
  return sectionLinks.find((link) => link.key === key)?.to ?? null;
}

/** Shown on non-mobile widths (the page hides it below the mobile breakpoint). */
export function SectionSwitcher() {
  return (
    <nav aria-label={texts.requests.sectionsLabel}>
      <ul className={styles.switcherList}>
        {sectionLinks.map((link) => (
          <li key={link.key}>
            <NavLink to={link.to} end className={({ isActive }) => [styles.switcherLink, isActive ? styles.switcherActive : undefined].filter(Boolean).join(' ')}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
