import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/routes';
import { readMailTo } from './use-mail-location';

describe('a link that writes to someone (?to=)', () => {
  it('names the recipient the composer opens with, from paths.mailTo', () => {
    const link = new URL(paths.mailTo({ address: 'lucia@campus.test', name: 'Lucía Fernández', contactCode: 'CON-1' }), 'http://x');
    expect(link.pathname).toBe('/correo');
    expect(readMailTo(link.searchParams)).toEqual({
      contact: { fullname: 'Lucía Fernández', emailaddress1: 'lucia@campus.test', externalId: 'CON-1' },
      formation: null,
    });
  });

  it('ignores a missing or malformed address', () => {
    expect(readMailTo(new URLSearchParams(''))).toBeNull();
    expect(readMailTo(new URLSearchParams('to=nadie'))).toBeNull();
  });
});
