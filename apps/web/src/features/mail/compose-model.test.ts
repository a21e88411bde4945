import { describe, expect, it } from 'vitest';
import { buildReplyValues, prefixSubject, quoteOf } from './compose-model';
import { makeMessage, me } from './mail-test-setup';

const meLine = { name: me.fullname, address: me.emailaddress1!, edu_codigocontacto: me.edu_codigocontacto };
const marta = { name: 'Marta López Ruiz', address: 'marta@campus.test', edu_codigocontacto: 'CON-8' };
const addresses = (list: { contact: { emailaddress1: string } }[]) => list.map((item) => item.contact.emailaddress1);

describe('compose model', () => {
  it('reply: to the sender; to the original recipients when answering one’s own sent mail', () => {
    const received = makeMessage({ toRecipients: [meLine, marta] });
    expect(addresses(buildReplyValues('reply', received, me).selectedRecipients)).toEqual(['alberto.sanchez@campus.test']);
    const sent = makeMessage({ folderId: 'sent', from: meLine, toRecipients: [marta] });
    expect(addresses(buildReplyValues('reply', sent, me).selectedRecipients)).toEqual(['marta@campus.test']);
  });

  it('reply to all: sender and To without the user, CC without duplicates', () => {
    const received = makeMessage({
      toRecipients: [meLine, marta],
      ccRecipients: [
        { ...marta, name: 'Marta' },
        { name: '', address: 'jefatura@campus.test', edu_codigocontacto: null },
      ],
    });
    const values = buildReplyValues('replyAll', received, { edu_codigocontacto: 'other', emailaddress1: me.emailaddress1 });
    expect(addresses(values.selectedRecipients)).toEqual(['alberto.sanchez@campus.test', 'marta@campus.test']);
    expect(addresses(values.selectedRecipientsCC)).toEqual(['jefatura@campus.test']);
    expect(values.selectedRecipientsCC[0]!.contact.fullname).toBe('jefatura@campus.test');
  });

  it("forward: no recipients, 'RV: ' and 'Correo reenviado.'; prefixes never stack", () => {
    const values = buildReplyValues('forward', makeMessage({ subject: 'Notas' }), me);
    expect(values).toMatchObject({ selectedRecipients: [], subject: 'RV: Notas', emailContent: '<p>Correo reenviado.</p>' });
    expect(prefixSubject('RE: ', 're: Notas')).toBe('re: Notas');
    expect(prefixSubject('RE: ', '  Notas ')).toBe('RE: Notas');
  });

  it('quotes the original with who wrote it, escaped', () => {
    const quote = quoteOf(makeMessage({ from: { name: '<b>Alberto</b>', address: 'a@campus.test', edu_codigocontacto: null } }));
    expect(quote).toContain('&lt;b&gt;Alberto&lt;/b&gt; &lt;a@campus.test&gt; escribió:');
    expect(quote).toContain('<blockquote><p>Os recuerdo');
  });
});
