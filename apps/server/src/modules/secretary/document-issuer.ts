import { createHash, randomInt } from 'node:crypto';
import { texts, type IssuedDocumentKindName } from '@campus/contract';
import type { FileStorage } from '../../integrations/files/file-storage';
import type { DocumentHolder, IssuedDocumentRow, SecretaryRepository } from './secretary.repository';
import type { DocumentContent } from './pdf/render-document';

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
  build: (issue: {
    code: string;
    issuedAt: Date;
    issuedOn: string;
  }) => Omit<DocumentContent, 'kindLabel' | 'title' | 'holder' | 'issuedAt' | 'issuedOn' | 'verificationCode' | 'verificationUrl'>;
}

/** What the body of a document says without its code and day of issue (the digest's input). */
const UNDATED = { code: '', issuedAt: new Date(0), issuedOn: '' } as const;

/**
 * sha-256 of everything the document states: kind, subject, title, facts, the holder as printed and the body.
 * Two requests with the same digest would give the same document but for its code and date.
 */
export function digestDocument(input: IssueInput): string {
  const holder = { name: input.holder.fullname, dni: input.holder.edu_documentoidentificativo, address: input.holder.address };
  const stated = { kind: input.kind, subject: input.subjectRef, title: input.title, facts: keepStatedFacts(input.facts), holder, body: input.build(UNDATED) };
  return createHash('sha256').update(JSON.stringify(stated)).digest('hex');
}

const keepStatedFacts = (facts: DocumentFacts) => Object.fromEntries(Object.entries(facts).filter(([, value]) => value)) as Record<string, string>;

/**
 * Issues a document: renders the PDF (off the request thread, see pdf/render-pool.ts), stores it (disk or S3) and
 * records it in `issued_documents` under a new verification code with the holder's name and DNI as printed, so
 * the same PDF is served again and `/verificar/{code}` confirms what it said whatever the profile says later.
 * A document the person already has with the same content is served again instead: clicking again costs
 * neither a render nor disk.
 */
export function createDocumentIssuer(deps: {
  repository: SecretaryRepository;
  storage: FileStorage;
  publicUrl: string;
  now: () => Date;
  render: (content: DocumentContent) => Promise<Buffer>;
}) {
  const { repository, storage, now } = deps;
  const verificationUrl = (code: string) => new URL(`/verificar/${code}`, deps.publicUrl).href;
  return {
    verificationUrl,
    async issue(input: IssueInput): Promise<IssuedDocumentRow> {
      const contactCode = input.holder.edu_codigocontacto;
      const digest = digestDocument(input);
      const existing = await repository.findIssuedByDigest(contactCode, input.kind, digest);
      if (existing) return existing;
      const code = newVerificationCode();
      const issuedAt = now();
      const issuedOn = formatLongDay(issuedAt);
      const pdf = await deps.render({
        kindLabel: texts.secretary.kinds[input.kind],
        title: input.title,
        holder: { name: input.holder.fullname, dni: input.holder.edu_documentoidentificativo, address: input.holder.address },
        issuedAt,
        issuedOn,
        verificationCode: code,
        verificationUrl: verificationUrl(code),
        ...input.build({ code, issuedAt, issuedOn }),
      });
      const key = `documentos/${contactCode}/${code}.pdf`;
      await storage.write(key, pdf, 'application/pdf');
      const created = await repository.insertIssuedOnce({
        verification_code: code,
        kind: input.kind,
        edu_codigocontacto: contactCode,
        subject_ref: input.subjectRef,
        title: input.title,
        facts: keepStatedFacts(input.facts),
        holder_name: input.holder.fullname,
        holder_dni: input.holder.edu_documentoidentificativo,
        content_digest: digest,
        issued_at: issuedAt,
        storage_key: key,
      });
      if (created) return created;
      // The same document was issued by a concurrent request meanwhile: theirs is served, this PDF dropped.
      await storage.delete(key).catch(() => undefined);
      const winner = await repository.findIssuedByDigest(contactCode, input.kind, digest);
      if (!winner) throw new Error('issued document neither inserted nor found');
      return winner;
    },
  };
}

export type DocumentIssuer = ReturnType<typeof createDocumentIssuer>;
