import { texts } from '@campus/contract';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListSkeleton } from '../../../components/list-skeleton';
import pageStyles from '../../../components/page.module.css';
import type { ProfileTabProps } from '../profile-tab-props';
// The enrolments tab's call (same feature): one cached answer serves both tabs.
import { useEnrolmentInfo } from '../enrolments/api/get-enrolment-info';
import { CertificatesCard } from './certificates-card';
import { ContractCard } from './contract-card';
import { InvoicesCard } from './invoices-card';
import { fillText } from './secretary-format';
import { YearlyInvoicesCard } from './yearly-invoices-card';
import styles from './secretary.module.css';
import { toAcademyDayKey } from '../../../lib/academy-date';

/** The help article on the virtual secretary (spec 002 §Profile: faq-040), opened in the help panel. */
const SECRETARY_HELP_ARTICLE = 'faq-040';

function SecretaryCard({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <section className={[pageStyles.card, styles.card].join(' ')} aria-labelledby={id}>
      <div className={styles.cardHeader}>
        <h3 id={id} className={styles.cardTitle}>
          {title}
        </h3>
        <p className={styles.cardLead}>{lead}</p>
      </div>
      {children}
    </section>
  );
}

/**
 * The profile's secretary tab ('Secretaría virtual', spec 002 §Profile): invoices, the previous year's invoices
 * in one document, the enrolment, attendance and content certificates of a group, and the contract. Every
 * document is a PDF with a verification code and QR.
 */
export function SecretaryTab({ contactCode }: ProfileTabProps) {
  const info = useEnrolmentInfo(contactCode);
  const [searchParams] = useSearchParams();
  const helpSearch = new URLSearchParams(searchParams);
  helpSearch.set('ayuda', SECRETARY_HELP_ARTICLE);
  const enrolments = info.data?.matriculas.data ?? [];
  const lines = info.data?.lineasMatricula.data ?? [];
  const previousYear = Number((toAcademyDayKey(new Date()) as string).slice(0, 4)) - 1;

  return (
    <div className={styles.tab}>
      <header className={styles.header}>
        <h2 className={styles.title}>{texts.secretary.heading}</h2>
        <p className={styles.lead}>{texts.secretary.lead}</p>
        <Link className={styles.helpLink} to={{ search: `?${helpSearch.toString()}` }} preventScrollReset>
          {texts.secretary.helpLink}
        </Link>
      </header>
      {info.isPending ? (
        <ListSkeleton rows={3} />
      ) : info.isError ? (
        <p role="alert" className={styles.error}>
          {texts.enrolments.infoError}
        </p>
      ) : (
        <>
          <SecretaryCard id="secretary-invoices" title={texts.secretary.invoicesTitle} lead={texts.secretary.invoicesLead}>
            <InvoicesCard contactCode={contactCode} enrolments={enrolments.map((e) => e.edu_codigomatricula)} />
          </SecretaryCard>
          <SecretaryCard id="secretary-yearly" title={texts.secretary.yearlyTitle} lead={fillText(texts.secretary.yearlyLead, { year: previousYear })}>
            <YearlyInvoicesCard contactCode={contactCode} enrolments={enrolments} year={previousYear} />
          </SecretaryCard>
          <SecretaryCard id="secretary-certificates" title={texts.secretary.certificatesTitle} lead={texts.secretary.certificatesLead}>
            <CertificatesCard contactCode={contactCode} lines={lines} />
          </SecretaryCard>
          <SecretaryCard id="secretary-contract" title={texts.secretary.contractTitle} lead={texts.secretary.contractLead}>
            <ContractCard contactCode={contactCode} />
          </SecretaryCard>
        </>
      )}
    </div>
  );
}
