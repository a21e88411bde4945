import { texts } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { createCardFormSchema, formatCardNumber, formatExpiry } from './card-form';

const now = new Date('2026-11-21T12:00:00Z');
const schema = createCardFormSchema(now);
const valid = { number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123', name: 'Lucía Fernández' };

const firstIssue = (values: typeof valid) => {
  const result = schema.safeParse(values);
  return result.success ? null : { message: result.error.issues[0]?.message, field: result.error.issues[0]?.path[0] };
};

describe('sandbox card form', () => {
  it('turns the form into the sandbox call body', () => {
    expect(schema.parse(valid)).toEqual({ number: '4242424242424242', exp_month: 12, exp_year: 2029, cvc: '123', name: 'Lucía Fernández' });
  });

  it('puts each card problem of the contract rules on its field', () => {
    expect(firstIssue({ ...valid, number: '4242 4242 4242 4241' })).toEqual({ message: texts.payment.invalidNumber, field: 'number' });
    expect(firstIssue({ ...valid, number: '' })).toEqual({ message: texts.payment.invalidNumber, field: 'number' });
    expect(firstIssue({ ...valid, expiry: '10/26' })).toEqual({ message: texts.payment.pastExpiry, field: 'expiry' });
    expect(firstIssue({ ...valid, expiry: '13/30' })).toEqual({ message: texts.payment.invalidExpiry, field: 'expiry' });
    expect(firstIssue({ ...valid, expiry: '1230' })).toEqual({ message: texts.payment.invalidExpiry, field: 'expiry' });
    expect(firstIssue({ ...valid, cvc: '12' })).toEqual({ message: texts.payment.invalidCvc, field: 'cvc' });
    expect(firstIssue({ ...valid, name: '  ' })).toEqual({ message: texts.payment.nameRequired, field: 'name' });
    expect(firstIssue({ ...valid, expiry: '11/26' })).toBeNull();
  });

  it('flags every empty or invalid field at once, not one after another', () => {
    const issuesOf = (values: typeof valid) => {
      const result = schema.safeParse(values);
      return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
    };
    expect(issuesOf({ number: '', expiry: '', cvc: '', name: '' })).toEqual({
      number: texts.payment.invalidNumber,
      expiry: texts.payment.invalidExpiry,
      cvc: texts.payment.invalidCvc,
      name: texts.payment.nameRequired,
    });
    expect(issuesOf({ number: '4242 4242 4242 4241', expiry: '10/26', cvc: '1', name: 'Lucía' })).toEqual({
      number: texts.payment.invalidNumber,
      expiry: texts.payment.pastExpiry,
      cvc: texts.payment.invalidCvc,
    });
  });

  it('formats while typing', () => {
    expect(formatCardNumber('42424242x42424242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('1')).toBe('1');
  });
});
