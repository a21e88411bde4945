import { randomInt } from 'node:crypto';
import { texts, type IssuedDocumentKindName } from '@campus/contract';
import type { FileStorage } from '../../integrations/files/file-storage';
import type { DocumentHolder, IssuedDocumentRow, SecretaryRepository } from './secretary.repository';
import { renderDocumentPdf, type DocumentContent } from './pdf/render-document';

/** Unambiguous characters (no I, O, 0, 1): 20 of them are 100 random bits, read aloud or typed without doubt. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 20;

/** A new verification code (crypto-random, not guessable). */
export function newVerificationCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/**
 * What a document states, by key, in the order the verification page lists it. The same values are printed
 * on the PDF; jsonb does not keep key order, so the order lives here.
 */
export const factLabels = {
  formacion: 'Formación',
  grupo: 'Grupo',
  matricula: 'Matrícula',
  periodo: 'Periodo',
  modalidad: 'Modalidad',
  horas: 'Horas',
  asistencia: 'Asistencia',
  contenidos: 'Contenidos',
  factura: 'Número de factura',
  facturas: 'Facturas',
  importe: 'Importe',
  fechaPago: 'Fecha de pago',
  referencia: 'Referencia',
  firma: 'Fecha de firma',
} as const;
export type FactKey = keyof typeof factLabels;
export type DocumentFacts = Partial<Record<FactKey, string>>;

/** The facts as label/value pairs in the page's order. */
export function listFacts(facts: Record<string, string>): { label: string; value: string }[] {
  return (Object.keys(factLabels) as FactKey[]).flatMap((key) => (facts[key] ? [{ label: factLabels[key], value: facts[key] }] : []));
}

const dayFormat = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', day: 'numeric', month: 'long', year: 'numeric' });
/** '26 de noviembre de 2026' in Madrid. */
export const formatLongDay = (instant: Date) => dayFormat.format(instant);

export interface IssueInput {
  kind: IssuedDocumentKindName;
  holder: DocumentHolder;
  subjectRef: string;
  title: string;
  facts: DocumentFacts;
  /** The rest of the document, given the code and the day it is issued. */
  build: (issue: { code: string; issuedAt: Date; issuedOn: string }) => Omit<DocumentContent, 'kindLabel' | 'title' | 'holder' | 'issuedAt' | 'issuedOn' | 'verificationCode' | 'verificationUrl'>;
}

/**
 * Issues a document: renders the PDF, stores it (disk or S3) and records it in `issued_documents` under a new
 * verification code, so the same PDF is served again and `/verificar/{code}` confirms it.
 */
export function createDocumentIssuer(deps: { repository: SecretaryRepository; storage: FileStorage; publicUrl: string; now: () => Date }) {
  const { repository, storage, now } = deps;
  const verificationUrl = (code: string) => new URL(`/verificar/${code}`, deps.publicUrl).href;
  return {
    verificationUrl,
    async issue(input: IssueInput): Promise<IssuedDocumentRow> {
      const code = newVerificationCode();
      const issuedAt = now();
      const issuedOn = formatLongDay(issuedAt);
      const pdf = await renderDocumentPdf({
        kindLabel: texts.secretary.kinds[input.kind],
        title: input.title,
        holder: { name: input.holder.fullname, dni: input.holder.edu_documentoidentificativo, address: input.holder.address },
        issuedAt,
        issuedOn,
        verificationCode: code,
        verificationUrl: verificationUrl(code),
        ...input.build({ code, issuedAt, issuedOn }),
      });
      const key = `documentos/${input.holder.edu_codigocontacto}/${code}.pdf`;
      await storage.write(key, pdf, 'application/pdf');
      return repository.insertIssued({
        verification_code: code,
        kind: input.kind,
        edu_codigocontacto: input.holder.edu_codigocontacto,
        subject_ref: input.subjectRef,
        title: input.title,
        facts: Object.fromEntries(Object.entries(input.facts).filter(([, value]) => value)) as Record<string, string>,
        issued_at: issuedAt,
        storage_key: key,
      });
    },
  };
}

export type DocumentIssuer = ReturnType<typeof createDocumentIssuer>;
