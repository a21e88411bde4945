import { getModalityLabel, texts, type Enrolment, type EnrolmentRecordLine, type ProductLineWithProduct } from '@campus/contract';
import { LogOut } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { buttonClassName } from '../../../components/button-class';
import tableStyles from '../../../components/data-table.module.css';
import { Spinner } from '../../../components/spinner';
import { StatusPill, type StatusPillColour } from '../../../components/status-pill';
import { formatEuros } from '../../../lib/format-currency';
import { formatAcademyDay } from '../../../lib/academy-date';
import styles from './enrolments.module.css';

const t = texts.enrolments;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
const dash = '—';

/** A line's state: a withdrawal asked or approved says so; otherwise active (edu_activa 0) or finished. */
export function getLineState(line: EnrolmentRecordLine): { label: string; colour: StatusPillColour } {
  if (line.solicitudBaja?.status === 'pendiente') return { label: t.lineWithdrawalPending, colour: 'yellow' };
  if (line.solicitudBaja?.status === 'aprobado') return { label: t.lineWithdrawalApproved, colour: 'red' };
  return line.edu_activa === 0 ? { label: t.lineActive, colour: 'green' } : { label: t.lineInactive, colour: 'red' };
}

/** What the check of a line said: a refusal replaces its button; a failed check sits under it (try again). */
export interface LineNote {
  kind: 'refusal' | 'error';
  message: string;
}

/** A line already asked for (or granted) offers no second request: its state says so. */
const hasWithdrawal = (line: EnrolmentRecordLine) => line.solicitudBaja?.status === 'pendiente' || line.solicitudBaja?.status === 'aprobado';

/** The check's answer, where the button was: focused, so a keyboard or screen-reader user is not left on nothing. */
function LineNoteText({ note }: { note: LineNote }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} tabIndex={-1} role="status" className={note.kind === 'refusal' ? styles.refusal : styles.checkError}>
      {note.message}
    </p>
  );
}

interface EnrolmentCardProps {
  enrolment: Enrolment;
  products: readonly ProductLineWithProduct[];
  lines: readonly EnrolmentRecordLine[];
  /** The line whose withdrawal is being checked (its button spins). */
  checkingLine: string | null;
  /** Per line code: what its last check said. */
  notes?: ReadonlyMap<string, LineNote>;
  onRequestWithdrawal: (line: EnrolmentRecordLine) => void;
}

/** One enrolment (spec 002 §7): its product table and its groups table, with 'Solicitar baja' on active lines. */
export function EnrolmentCard({ enrolment, products, lines, checkingLine, notes = new Map(), onRequestWithdrawal }: EnrolmentCardProps) {
  const headingId = useId();
  const code = enrolment.edu_codigomatricula;
  const enrolledOn = formatAcademyDay(enrolment.edu_fechamatricula);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {fill(t.enrolmentHeading, { code })}
        </h2>
        {enrolment.edu_formacion ? (
          <p className={styles.subtitle}>
            {enrolledOn ? fill(t.enrolmentOf, { formation: enrolment.edu_formacion, date: enrolledOn }) : enrolment.edu_formacion}
          </p>
        ) : null}
      </header>
      <div className={styles.section}>
        <h3 className={styles.sectionTitle}>{fill(t.productsCaption, { code })}</h3>
        {products.length === 0 ? <p className={styles.empty}>{t.noProducts}</p> : <ProductTable products={products} />}
      </div>
      <div className={styles.section}>
        <h3 className={styles.sectionTitle}>{fill(t.groupsCaption, { code })}</h3>
        {lines.length === 0 ? (
          <p className={styles.empty}>{t.noGroups}</p>
        ) : (
          <GroupTable lines={lines} checkingLine={checkingLine} notes={notes} onRequestWithdrawal={onRequestWithdrawal} />
        )}
      </div>
    </section>
  );
}

function ProductTable({ products }: { products: readonly ProductLineWithProduct[] }) {
  return (
    <table className={tableStyles.table}>
      <thead>
        <tr>
          <th scope="col">{t.codeColumn}</th>
          <th scope="col">{t.productNameColumn}</th>
          <th scope="col">{t.priceColumn}</th>
          <th scope="col">{t.startColumn}</th>
          <th scope="col">{t.endColumn}</th>
          <th scope="col">{t.modalityColumn}</th>
        </tr>
      </thead>
      <tbody>
        {products.map((line) => {
          const price = formatEuros(line.edu_precio);
          const isMonthly = line.product.recurrencia?.toLowerCase() === 'mensual';
          return (
            <tr key={line.edu_codigolineaproducto}>
              <td data-label={t.codeColumn} className={styles.nowrap}>
                {line.edu_codigolineaproducto}
              </td>
              <td data-label={t.productNameColumn}>{line.product.xerppa_nombreproducto}</td>
              <td data-label={t.priceColumn} className={styles.nowrap}>
                {price ? `${price}${isMonthly ? ` ${t.perMonth}` : ''}` : dash}
              </td>
              <td data-label={t.startColumn} className={styles.nowrap}>
                {formatAcademyDay(line.edu_fechainicio) ?? dash}
              </td>
              <td data-label={t.endColumn} className={styles.nowrap}>
                {formatAcademyDay(line.edu_fechafin) ?? dash}
              </td>
              {/* A product without a modality (the enrolment fee, a book) is none of the three. */}
              <td data-label={t.modalityColumn}>{line.product.cr479_modalidad === null ? dash : getModalityLabel(line.product.cr479_modalidad)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function GroupTable({
  lines,
  checkingLine,
  notes,
  onRequestWithdrawal,
}: {
  lines: readonly EnrolmentRecordLine[];
  checkingLine: string | null;
  notes: ReadonlyMap<string, LineNote>;
  onRequestWithdrawal: (line: EnrolmentRecordLine) => void;
}) {
  return (
    <table className={tableStyles.table}>
      <thead>
        <tr>
          <th scope="col">{t.codeColumn}</th>
          <th scope="col">{t.groupColumn}</th>
          <th scope="col">{t.startColumn}</th>
          <th scope="col">{t.endColumn}</th>
          <th scope="col">{t.statusColumn}</th>
          <th scope="col">{t.actionsColumn}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const state = getLineState(line);
          const isChecking = checkingLine === line.edu_codigolineamatricula;
          const note = notes.get(line.edu_codigolineamatricula);
          return (
            <tr key={line.edu_codigolineamatricula}>
              <td data-label={t.codeColumn} className={styles.nowrap}>
                {line.edu_codigolineamatricula}
              </td>
              <td data-label={t.groupColumn}>{line.edu_formacion}</td>
              <td data-label={t.startColumn} className={styles.nowrap}>
                {formatAcademyDay(line.edu_fechainicio) ?? dash}
              </td>
              <td data-label={t.endColumn} className={styles.nowrap}>
                {formatAcademyDay(line.edu_fechafin) ?? dash}
              </td>
              <td data-label={t.statusColumn}>
                <StatusPill label={state.label} colour={state.colour} />
              </td>
              <td data-label={t.actionsColumn}>
                {note?.kind === 'refusal' ? (
                  <LineNoteText note={note} />
                ) : line.edu_activa === 0 && !hasWithdrawal(line) ? (
                  <div className={styles.action}>
                    <button
                      type="button"
                      className={buttonClassName({ variant: 'secondary', size: 'small', className: styles.actionButton })}
                      onClick={() => onRequestWithdrawal(line)}
                      disabled={checkingLine !== null}
                      aria-busy={isChecking || undefined}
                      aria-label={`${t.requestWithdrawal}: ${line.edu_formacion}`}
                    >
                      {isChecking ? <Spinner size="small" /> : <LogOut aria-hidden="true" size={16} />}
                      {t.requestWithdrawal}
                    </button>
                    {note ? <LineNoteText note={note} /> : null}
                  </div>
                ) : (
                  <span className={styles.muted}>{dash}</span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
