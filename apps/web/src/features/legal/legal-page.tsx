import { academyIdentity } from '@campus/contract/plain';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { StandalonePage } from '../../components/standalone-page';
import { formatAcademyDay } from '../../lib/academy-date';
import { paths } from '../../lib/routes';
import { webTexts } from '../../lib/texts';
import { usePageTitle } from '../../lib/use-page-title';
import styles from './legal.module.css';

export interface LegalSection {
  /** Anchor of the section (`/privacidad#derechos`), linked from the contents list. */
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * The academy's identification as both pages give it (name, tax id, address, e-mail, phone), with the rows only
 * one of them adds (the registry entry, the data protection officer).
 */
export function AcademyIdentityList({ extraRows = [] }: { extraRows?: readonly { term: string; value: ReactNode }[] }) {
  const rows = [
    { term: 'Razón social', value: academyIdentity.legalName },
    { term: 'CIF', value: academyIdentity.taxId },
    { term: 'Domicilio', value: academyIdentity.address },
    ...extraRows,
    { term: 'Correo electrónico', value: <a href={`mailto:${academyIdentity.email}`}>{academyIdentity.email}</a> },
    { term: 'Teléfono', value: academyIdentity.phone },
  ];
  return (
    <dl className={styles.identity}>
      {rows.map((row) => (
        <Fragment key={row.term}>
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

const otherPages = [
  { to: paths.privacyPolicy, label: 'Política de protección de datos' },
  { to: paths.legalNotice, label: 'Aviso legal' },
] as const;

/**
 * A public legal page (/privacidad, /aviso-legal): the academy's text in numbered sections with a contents
 * list, the date of its last review and links to the other legal page and back to Campus. Readable without
 * signing in, as the law requires.
 */
export function LegalPage({ title, lead, sections, current }: { title: string; lead: string; sections: readonly LegalSection[]; current: string }) {
  usePageTitle(title);
  const updatedOn = formatAcademyDay(academyIdentity.legalTextsUpdatedOn, "d 'de' MMMM 'de' yyyy");
  return (
    <StandalonePage homeLabel={webTexts.a11y.goHome}>
      <article className={styles.document} aria-labelledby="legal-title">
        <header className={styles.header}>
          <p className={styles.eyebrow}>{academyIdentity.legalName}</p>
          <h1 id="legal-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.lead}>{lead}</p>
          {updatedOn ? <p className={styles.updated}>Última actualización: {updatedOn}</p> : null}
        </header>
        <nav className={styles.contents} aria-labelledby="legal-contents">
          <h2 id="legal-contents" className={styles.contentsTitle}>
            Contenido
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
        <footer className={styles.footer}>
          <nav aria-label="Textos legales" className={styles.footerLinks}>
            {otherPages
              .filter((page) => page.to !== current)
              .map((page) => (
                <Link key={page.to} to={page.to}>
                  {page.label}
                </Link>
              ))}
            <Link to={paths.home}>Volver a Campus</Link>
          </nav>
          <p>
            {academyIdentity.legalName} · CIF {academyIdentity.taxId} · {academyIdentity.address}
          </p>
        </footer>
      </article>
    </StandalonePage>
  );
}
