import { academyIdentity } from '@campus/contract';
import { documentSignatory } from './pdf/document-signatory';
import { formatLongDay, type IssueInput } from './document-issuer';
import type { DebtRow, DebtWithFormation, DocumentHolder } from './secretary.repository';

const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });
/** '89,00 €' */
export const formatEuros = (amount: number) => euros.format(amount);

const monthFormat = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** '2026-03-01' → 'marzo de 2026' (the period a monthly fee pays for). */
export function formatPeriod(day: string): string {
  const [year, month] = day.split('-').map(Number);
  return monthFormat.format(new Date(Date.UTC(year!, (month ?? 1) - 1, 15)));
}

/** 1 online, 2 hybrid, anything else in person (spec 002 §3). */
export function describeModality(modalidad: number | null): string {
  return modalidad === 1 ? 'Online' : modalidad === 2 ? 'Semipresencial' : 'Presencial';
}

/** One invoice of a paid debt. */
export function buildInvoiceDocument(holder: DocumentHolder, debt: DebtWithFormation): IssueInput {
  const number = debt.caja_numerofactura ?? '';
  const paidOn = debt.caja_fechapago ? formatLongDay(debt.caja_fechapago) : '';
  return {
    kind: 'factura',
    holder,
    subjectRef: debt.caja_adeudoid,
    title: `Factura ${number}`,
    facts: {
      formacion: debt.formationName ?? undefined,
      matricula: debt.edu_matricula,
      periodo: formatPeriod(debt.caja_periodoservicio),
      factura: number,
      importe: formatEuros(debt.caja_importe),
      fechaPago: paidOn,
    },
    build: () => ({
      reference: `Factura n.º ${number} · Fecha de emisión: ${paidOn}`,
      paragraphs: [
        `Factura emitida por ${academyIdentity.legalName} (CIF ${academyIdentity.taxId}) a nombre del alumno o alumna indicado, por los servicios de formación de la matrícula ${debt.edu_matricula}.`,
      ],
      facts: [
        { label: 'Formación', value: debt.formationName ?? '—' },
        { label: 'Periodo facturado', value: formatPeriod(debt.caja_periodoservicio) },
        { label: 'Forma de pago', value: debt.caja_stripeid ? 'Tarjeta' : 'Domiciliación bancaria' },
        { label: 'Fecha de pago', value: paidOn },
      ],
      table: {
        columns: [
          { header: 'Concepto', width: 5 },
          { header: 'Periodo', width: 2 },
          { header: 'Importe', width: 1.5, align: 'right' },
        ],
        rows: [[debt.caja_concepto, formatPeriod(debt.caja_periodoservicio), formatEuros(debt.caja_importe)]],
        total: ['Total (IVA exento)', '', formatEuros(debt.caja_importe)],
      },
      closing: [documentSignatory.vatNote],
    }),
  };
}

/** Every paid invoice of one enrolment and calendar year, in one document. */
export function buildYearlyInvoicesDocument(
  holder: DocumentHolder,
  input: { enrolment: string; year: number; formationName: string | null; debts: DebtRow[] },
): IssueInput {
  const total = input.debts.reduce((sum, debt) => sum + debt.caja_importe, 0);
  return {
    kind: 'facturas-anuales',
    holder,
    subjectRef: `${input.enrolment}/${input.year}`,
    title: `Facturas del año ${input.year}`,
    facts: {
      formacion: input.formationName ?? undefined,
      matricula: input.enrolment,
      periodo: `1 de enero a 31 de diciembre de ${input.year}`,
      facturas: String(input.debts.length),
      importe: formatEuros(total),
    },
    build: () => ({
      reference: `Matrícula ${input.enrolment} · Ejercicio ${input.year}`,
      paragraphs: [
        `Relación de las facturas pagadas en ${input.year} por la matrícula ${input.enrolment}${input.formationName ? ` (${input.formationName})` : ''}. Cada factura conserva su número y puede solicitarse por separado en la secretaría virtual.`,
      ],
      facts: [
        { label: 'Facturas', value: String(input.debts.length) },
        { label: 'Importe total', value: formatEuros(total) },
      ],
      table: {
        columns: [
          { header: 'Factura', width: 2 },
          { header: 'Fecha de pago', width: 2.2 },
          { header: 'Concepto', width: 4.5 },
          { header: 'Importe', width: 1.5, align: 'right' },
        ],
        rows: input.debts.map((debt) => [
          debt.caja_numerofactura ?? '',
          debt.caja_fechapago ? formatLongDay(debt.caja_fechapago) : '',
          `${debt.caja_concepto} (${formatPeriod(debt.caja_periodoservicio)})`,
          formatEuros(debt.caja_importe),
        ]),
        total: ['Total', '', '', formatEuros(total)],
      },
      closing: [documentSignatory.vatNote],
    }),
  };
}

/** The training contract of an enrolment. */
export function buildContractDocument(
  holder: DocumentHolder,
  row: {
    contract: { edu_contratoid: string; edu_referencia: string; edu_fechafirma: Date; edu_matricula: string; edu_mesespermanencia: number };
    formationName: string | null;
    formationLongName: string | null;
    modalidad: number | null;
  },
): IssueInput {
  const { contract } = row;
  const signedOn = formatLongDay(contract.edu_fechafirma);
  const formation = row.formationLongName ?? row.formationName ?? '—';
  const permanence = contract.edu_mesespermanencia > 0 ? `${contract.edu_mesespermanencia} meses` : 'Sin permanencia';
  return {
    kind: 'contrato',
    holder,
    subjectRef: contract.edu_contratoid,
    title: `Contrato de formación ${contract.edu_referencia}`,
    facts: {
      formacion: row.formationName ?? undefined,
      matricula: contract.edu_matricula,
      modalidad: describeModality(row.modalidad),
      referencia: contract.edu_referencia,
      firma: signedOn,
    },
    build: () => ({
      reference: `Referencia ${contract.edu_referencia} · Firmado el ${signedOn}`,
      paragraphs: [
        `De una parte, ${academyIdentity.legalName}, con CIF ${academyIdentity.taxId} y domicilio en ${academyIdentity.address} (en adelante, «la academia»); y de otra, el alumno o alumna identificado arriba, acuerdan el presente contrato de prestación de servicios de formación.`,
      ],
      facts: [
        { label: 'Formación', value: formation },
        { label: 'Matrícula', value: contract.edu_matricula },
        { label: 'Modalidad', value: describeModality(row.modalidad) },
        { label: 'Permanencia', value: permanence },
        { label: 'Fecha de firma', value: signedOn },
      ],
      closing: [
        'Primera. Objeto. La academia impartirá la formación indicada en la modalidad contratada, con acceso al campus virtual, a las clases en directo y a sus grabaciones, al material didáctico y a las tutorías.',
        'Segunda. Precio y pago. El alumno abonará la matrícula y las mensualidades según la tarifa vigente, por adelantado y dentro de los cinco primeros días de cada mes. Las facturas están disponibles en la secretaría virtual.',
        `Tercera. Permanencia y baja. ${contract.edu_mesespermanencia > 0 ? `El alumno se compromete a una permanencia de ${contract.edu_mesespermanencia} meses desde la firma.` : 'El contrato no tiene permanencia.'} La baja se solicita desde el perfil del campus: pedida antes del día 25, surte efecto el primer día del mes siguiente; desde el día 25, el primer día del mes posterior. No se puede solicitar con recibos pendientes de pago.`,
        'Cuarta. Protección de datos. Los datos personales se tratan para gestionar la formación contratada conforme al Reglamento (UE) 2016/679 y la Ley Orgánica 3/2018; pueden ejercerse los derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad escribiendo a ' +
          academyIdentity.email +
          '.',
        'Quinta. Jurisdicción. Para cualquier controversia las partes se someten a los juzgados y tribunales del domicilio del alumno.',
      ],
      isSigned: true,
    }),
  };
}
