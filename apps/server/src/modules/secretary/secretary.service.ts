import type { Readable } from 'node:stream';
import {
  type ContractsAnswer,
  type Debt,
  type DebtsAnswer,
  type DocumentUrlAnswer,
  type InvoicePdfAnswer,
  type InvoiceRequestAnswer,
  type InvoiceRequestBody,
  maskIdentityDocument,
  texts,
  type VerificationAnswer,
  verificationCodePattern,
} from '@campus/contract';
import type { FileStorage } from '../../integrations/files/file-storage';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import { AppError } from '../../lib/app-error';
import type { TableChanges } from '../../lib/table-changes';
import type { Actor } from '../../lib/actor';
import { authorize } from '../../policies';
import type { CasesService } from '../cases/cases.service';
import { createDebtsCache } from './debts-cache';
import type { DocumentIssuer } from './document-issuer';
import { listFacts } from './document-issuer';
import type { DocumentSigner } from './document-signer';
import { buildContractDocument, buildInvoiceDocument, buildYearlyInvoicesDocument, formatEuros, formatPeriod } from './secretary-documents';
import type { DebtRow, DocumentHolder, SecretaryRepository } from './secretary.repository';

const toDebt = (row: DebtRow): Debt => ({
  caja_adeudoid: row.caja_adeudoid,
  caja_periodoservicio: row.caja_periodoservicio,
  caja_concepto: row.caja_concepto,
  caja_importe: row.caja_importe,
  caja_pagado: row.caja_pagado,
  caja_cajero: row.caja_cajero,
  caja_stripeid: row.caja_stripeid,
  caja_numerofactura: row.caja_numerofactura,
  caja_fechapago: row.caja_fechapago?.toISOString() ?? null,
  caja_Matricula: { edu_codigomatricula: row.edu_matricula },
});

/** A downloaded PDF. */
export interface DocumentDelivery {
  body: Readable;
  size: number | null;
  filename: string;
}

/**
 * The virtual secretary (spec 002 §Profile secretary, §7): the student's debts and invoices, the previous year's
 * invoices in one PDF, an invoice asked for through a support case, the contract, and the public verification
 * and signed download of every document issued. Only the owner reaches their own.
 */
export function createSecretaryService(deps: {
  repository: SecretaryRepository;
  issuer: DocumentIssuer;
  signer: DocumentSigner;
  storage: FileStorage;
  payments: Pick<PaymentProvider, 'kind' | 'retrieveInvoice'>;
  cases: Pick<CasesService, 'registerCase'>;
  sessions: { isSignInLive(sessionId: number): Promise<boolean> };
  now: () => Date;
  /** Drops the kept debts answers on every instance. */
  changes: TableChanges;
}) {
  const { repository, issuer, signer, now } = deps;
  const debts = createDebtsCache(deps.changes);

  const requireHolder = async (contactCode: string): Promise<DocumentHolder> => {
    const holder = await repository.findHolder(contactCode);
    if (!holder) throw new AppError('not_found', texts.errors.notFound);
    return holder;
  };

  return {
    /**
     * POST /api/adeudos/{contactCode}: the debts of the student's own enrolments, newest period first. Checked
     * first, then kept per contact and enrolment list (see debts-cache.ts): a warm read asks nothing.
     */
    async listDebts(actor: Actor | null, contactCode: string, enrolments: readonly string[]): Promise<DebtsAnswer> {
      const checked = authorize(actor, 'useSecretary', { contactCode });
      const code = checked.edu_codigocontacto;
      return debts.get(code, enrolments, async () => ({ status: 'ok', data: (await repository.listDebts(code, enrolments)).map(toDebt) }));
    },

    /**
     * GET /api/adeudos/stripe/{stripeId}: the invoice of a paid debt (not paid at the cash desk). With Stripe,
     * its hosted `invoice_pdf`; otherwise (or when Stripe has none) our own invoice PDF, issued once.
     */
    async getInvoicePdf(actor: Actor | null, reference: string): Promise<InvoicePdfAnswer> {
      const checked = authorize(actor, 'signedIn');
      const debt = await repository.findInvoice(checked.edu_codigocontacto, reference);
      if (!debt || debt.caja_cajero || !debt.caja_numerofactura) throw new AppError('not_found', texts.secretary.noInvoice);
      if (deps.payments.kind === 'stripe' && debt.caja_stripeid?.startsWith('in_')) {
        const invoice = await deps.payments.retrieveInvoice(debt.caja_stripeid).catch(() => null);
        if (invoice?.invoicePdf) return { status: 'ok', invoice_pdf: invoice.invoicePdf };
      }
      const existing = await repository.findIssued(checked.edu_codigocontacto, 'factura', debt.caja_adeudoid);
      const issued = existing ?? (await issuer.issue(buildInvoiceDocument(await requireHolder(checked.edu_codigocontacto), debt)));
      return {
        status: 'ok',
        invoice_pdf: signer.downloadUrl(issued.verification_code, { contactCode: checked.edu_codigocontacto, sessionId: checked.sessionId }),
      };
    },

    /**
     * A card payment the checkout completed (the pay answer, a 3-D Secure answer, a Stripe webhook, the start-up
     * recovery): its paid debt, so the invoice is listed under Facturas with its PDF. Called by the checkout with
     * an invoice it already checked; once per provider invoice, however many times it is called.
     */
    async recordCardPayment(input: {
      contactCode: string;
      enrolment: string;
      providerInvoiceId: string;
      concept: string;
      amountEuros: number;
      paidAt: Date;
    }): Promise<{ caja_adeudoid: string; caja_numerofactura: string | null; isNew: boolean }> {
      const day = madridDay(input.paidAt);
      const { debt, isNew } = await repository.insertCardPaymentDebt({
        providerInvoiceId: input.providerInvoiceId,
        edu_matricula: input.enrolment,
        concept: input.concept,
        amountEuros: input.amountEuros,
        paidAt: input.paidAt,
        period: day,
        year: Number(day.slice(0, 4)),
      });
      if (isNew) deps.changes.publish('adeudos', input.contactCode);
      return { caja_adeudoid: debt.caja_adeudoid, caja_numerofactura: debt.caja_numerofactura, isNew };
    },

    /** GET /api/adeudos/yearly/{enrolment}: every paid invoice of the previous calendar year (Madrid) in one PDF. */
    async getYearlyInvoices(actor: Actor | null, enrolment: string): Promise<DocumentUrlAnswer> {
      const checked = authorize(actor, 'signedIn');
      const year = Number(formatYear(now())) - 1;
      const from = madridYearStart(year);
      const to = madridYearStart(year + 1);
      const found = await repository.listPaidInvoices(checked.edu_codigocontacto, enrolment, from, to);
      if (found.debts.length === 0) throw new AppError('not_found', texts.secretary.noPreviousYearInvoices);
      const subject = `${enrolment}/${year}`;
      const existing = await repository.findIssued(checked.edu_codigocontacto, 'facturas-anuales', subject);
      // Invoices of a closed year do not change: the document issued once is served again.
      const issued =
        existing ??
        (await issuer.issue(
          buildYearlyInvoicesDocument(await requireHolder(checked.edu_codigocontacto), {
            enrolment,
            year,
            formationName: found.formationName,
            debts: found.debts,
          }),
        ));
      return { status: 'ok', url: signer.downloadUrl(issued.verification_code, { contactCode: checked.edu_codigocontacto, sessionId: checked.sessionId }) };
    },

    /**
     * POST /api/user/casos/administration: asks the academy for the invoice of one of the student's debts, as a
     * support case of type 1 'Consulta administración' the academy's queue follows.
     */
    async requestInvoice(actor: Actor | null, body: InvoiceRequestBody): Promise<InvoiceRequestAnswer> {
      const checked = authorize(actor, 'useSecretary', { contactCode: actor?.edu_codigocontacto ?? '' });
      const debt = await repository.findDebt(checked.edu_codigocontacto, body.data.caja_adeudoid);
      if (!debt) throw new AppError('not_found', texts.secretary.noInvoice);
      // The case states which debt it is about whatever the form sent: the academy reads it without guessing.
      const reference = `Recibo: ${debt.caja_concepto} · ${formatPeriod(debt.caja_periodoservicio)} · ${formatEuros(debt.caja_importe)} · matrícula ${debt.edu_matricula} · correo ${body.data.emailaddress}`;
      const description = `${body.data.description}\n\n${reference}`.slice(0, 5000);
      const { caso } = await deps.cases.registerCase(checked, { title: body.data.title, description, tipoIncidencia: 1, technology: 9 });
      return { status: 'ok', message: texts.secretary.invoiceRequested, ticketnumber: caso.ticketnumber };
    },

    /** GET /api/contratos/{contactId}: the student's contracts, each with a short-lived address of its PDF. */
    async listContracts(actor: Actor | null, contactCode: string): Promise<ContractsAnswer> {
      const checked = authorize(actor, 'useSecretary', { contactCode });
      const rows = await repository.listContracts(checked.edu_codigocontacto);
      if (rows.length === 0) return { status: 'ok', data: [] };
      const issued = await repository.listIssued(
        checked.edu_codigocontacto,
        'contrato',
        rows.map((r) => r.contract.edu_contratoid),
      );
      const bySubject = new Map(issued.map((doc) => [doc.subject_ref, doc]));
      const missing = rows.filter((r) => !bySubject.has(r.contract.edu_contratoid));
      if (missing.length) {
        const holder = await requireHolder(checked.edu_codigocontacto);
        // A contract's PDF is issued the first time it is asked for, then served again.
        for (const row of missing) {
          const doc = await issuer.issue(buildContractDocument(holder, row));
          bySubject.set(row.contract.edu_contratoid, doc);
        }
      }
      const holderRef = { contactCode: checked.edu_codigocontacto, sessionId: checked.sessionId };
      return {
        status: 'ok',
        data: rows.map((r) => ({
          edu_contratoid: r.contract.edu_contratoid,
          edu_referencia: r.contract.edu_referencia,
          edu_fechafirma: r.contract.edu_fechafirma.toISOString(),
          edu_matricula: r.contract.edu_matricula,
          edu_urlcontrato: signer.downloadUrl(bySubject.get(r.contract.edu_contratoid)!.verification_code, holderRef),
        })),
      };
    },

    /** GET /api/documentos/verificar/{code} (public): what an issued document states, the holder's DNI masked. */
    async verifyDocument(code: string): Promise<VerificationAnswer> {
      const normalized = code.trim().toUpperCase();
      const found = verificationCodePattern.test(normalized) ? await repository.findIssuedByCode(normalized) : null;
      if (!found) throw new AppError('not_found', texts.secretary.verificationNotFound);
      return {
        status: 'ok',
        document: {
          verificationCode: found.verification_code,
          kind: found.kind,
          title: found.title,
          holderName: found.holder_name,
          holderDni: maskIdentityDocument(found.holder_dni),
          formation: found.facts.formacion ?? null,
          facts: listFacts(found.facts),
          issuedAt: found.issued_at.toISOString(),
          isRevoked: found.revoked_at !== null,
        },
      };
    },

    /** GET /api/documentos/descargar/{code}?c&s&exp&sig: the PDF, to its owner's open sign-in only. */
    async downloadDocument(grant: { code: string; c: string; s: number; exp: number; sig: string }): Promise<DocumentDelivery> {
      const isValid =
        signer.verify({ code: grant.code, contactCode: grant.c, sessionId: grant.s, exp: grant.exp }, grant.sig) && (await deps.sessions.isSignInLive(grant.s));
      if (!isValid) throw new AppError('forbidden', texts.errors.forbidden);
      const found = await repository.findIssuedByCode(grant.code);
      if (!found || found.edu_codigocontacto !== grant.c || !found.storage_key) throw new AppError('not_found', texts.secretary.noInvoice);
      const stat = await deps.storage.stat(found.storage_key);
      if (!stat) throw new AppError('not_found', texts.secretary.noInvoice);
      return { body: await deps.storage.read(found.storage_key), size: stat.size, filename: `${found.kind}-${found.verification_code}.pdf` };
    },
  };
}

const yearFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric' });
const formatYear = (instant: Date) => yearFormat.format(instant);
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' });
/** The academy's calendar day of an instant ('2026-03-14'). */
const madridDay = (instant: Date) => dayFormat.format(instant);

/** Midnight of 1 January of `year` in Madrid (UTC+1 in winter). */
function madridYearStart(year: number): Date {
  return new Date(Date.UTC(year, 0, 1, -1));
}

export type SecretaryService = ReturnType<typeof createSecretaryService>;
