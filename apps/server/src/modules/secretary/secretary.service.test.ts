import { texts } from '@campus/contract';
import { describe, expect, it, vi } from 'vitest';
import type { Actor } from '../../lib/actor';
import { createLocalInvalidationBus } from '../../lib/invalidation-bus';
import { createTableChanges } from '../../lib/table-changes';
import type { DocumentIssuer } from './document-issuer';
import { createDocumentSigner } from './document-signer';
import type { DebtWithFormation, SecretaryRepository } from './secretary.repository';
import { createSecretaryService } from './secretary.service';

const actor: Actor = { edu_codigocontacto: 'CON-1', emailaddress1: 'a@campus.test', freemium: false, contactTypes: [1], sessionId: 7 };
const now = () => new Date('2026-11-26T10:00:00Z');

const debt: DebtWithFormation = {
  caja_adeudoid: '00000000-0000-4000-8000-000000000001',
  edu_matricula: 'MAT-1',
  caja_periodoservicio: '2026-10-01',
  caja_concepto: 'Mensualidad',
  caja_importe: 89,
  caja_pagado: true,
  caja_cajero: false,
  caja_fechapago: new Date('2026-10-05T08:00:00Z'),
  caja_stripeid: 'in_1Abc',
  caja_numerofactura: 'F2026-000001',
  created_at: new Date('2026-10-05T08:00:00Z'),
  formationName: 'DAW',
};

function build(kind: 'stripe' | 'sandbox', invoicePdf: string | null) {
  const issue = vi.fn(async () => ({ verification_code: 'ABCDEFGHJKLMNPQRSTUV' }));
  const retrieveInvoice = vi.fn(async () => ({
    id: 'in_1Abc',
    customerId: 'cus',
    status: 'paid' as const,
    amountDue: 8900,
    currency: 'eur',
    description: null,
    metadata: {},
    invoicePdf,
  }));
  const repository = {
    findInvoice: vi.fn(async () => debt),
    findIssued: vi.fn(async () => null),
    findHolder: vi.fn(async () => ({
      edu_codigocontacto: 'CON-1',
      fullname: 'Lucía',
      edu_documentoidentificativo: null,
      emailaddress1: 'a',
      emailaddress2: null,
      address: null,
    })),
  };
  const service = createSecretaryService({
    repository: repository as unknown as SecretaryRepository,
    issuer: { issue } as unknown as DocumentIssuer,
    signer: createDocumentSigner({ secret: 's', ttlSeconds: 600, now }),
    storage: {} as never,
    payments: { kind, retrieveInvoice },
    cases: { registerCase: vi.fn() },
    sessions: { isSignInLive: async () => true },
    now,
    changes: createTableChanges(createLocalInvalidationBus()),
  });
  return { service, issue, retrieveInvoice };
}

describe('getInvoicePdf', () => {
  it('answers Stripe’s hosted invoice_pdf when Stripe is the provider and has it', async () => {
    const { service, issue } = build('stripe', 'https://pay.stripe.com/invoice/acct_1/test/pdf');
    expect(await service.getInvoicePdf(actor, 'in_1Abc')).toEqual({ status: 'ok', invoice_pdf: 'https://pay.stripe.com/invoice/acct_1/test/pdf' });
    expect(issue).not.toHaveBeenCalled();
  });

  it('issues our own PDF when Stripe has none, and never asks the sandbox', async () => {
    for (const [kind, pdf] of [
      ['stripe', null],
      ['sandbox', 'https://ignored'],
    ] as const) {
      const { service, issue, retrieveInvoice } = build(kind, pdf);
      const answer = await service.getInvoicePdf(actor, 'in_1Abc');
      expect(answer.invoice_pdf).toMatch(/^\/api\/documentos\/descargar\/ABCDEFGHJKLMNPQRSTUV\?c=CON-1&s=7&/);
      expect(issue).toHaveBeenCalledTimes(1);
      expect(retrieveInvoice).toHaveBeenCalledTimes(kind === 'stripe' ? 1 : 0);
    }
  });

  it('refuses without a session', async () => {
    const { service } = build('sandbox', null);
    await expect(service.getInvoicePdf(null, 'in_1Abc')).rejects.toMatchObject({ statusCode: 401 });
    expect(texts.secretary.noInvoice).toBe('No hay factura disponible');
  });
});
