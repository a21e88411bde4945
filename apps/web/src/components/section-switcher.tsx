import { texts } from '@campus/contract/plain';
import { Navigate, NavLink, useSearchParams } from 'react-router';
import { paths } from '../lib/routes';
import { useIsMobile } from '../lib/use-media-query';
import styles from './section-switcher.module.css';

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

/** The switcher itself (always rendered; pages use SectionNav, which hides it on phones). */
export function SectionSwitcher() {
  return (
    <nav aria-label={texts.requests.sectionsLabel}>
      <ul className={styles.switcherList}>
        {sectionLinks.map((link) => (
          <li key={link.key}>
            {/* Not `end`: a section stays current on its inner pages (/chat/{id}); no section path prefixes another. */}
            <NavLink to={link.to} className={({ isActive }) => [styles.switcherLink, isActive ? styles.switcherActive : undefined].filter(Boolean).join(' ')}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * What a section page puts first: `?section=…` naming another section redirects there (spec 002 §Requests),
 * and the switcher shows on non-mobile widths.
 */
export function SectionNav({ current }: { current: string }) {
  const [searchParams] = useSearchParams();
  const isMobile = useIsMobile();
  const target = findSectionRoute(searchParams.get('section'));
  if (target && target !== current) return <Navigate to={target} replace />;
  return isMobile ? null : <SectionSwitcher />;
}
