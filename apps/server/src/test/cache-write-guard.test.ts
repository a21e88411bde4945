import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContact } from './factories';
import { createSession } from './sessions';
import { readWrittenTables } from './cache-write-guard';
import { createTestApp, type TestApp } from './test-app';

describe('the cache write guard', () => {
  it('reads the tables an INSERT, UPDATE or DELETE writes, raw statements included, and nothing else', () => {
    expect(readWrittenTables('insert into "event_contacts" ("event_id") values ($1) on conflict do update set "completed" = $2')).toEqual(['event_contacts']);
    expect(readWrittenTables('update "contacts" set "foto" = $1')).toEqual(['contacts']);
    expect(readWrittenTables('with gone as (delete from adeudos where id = $1 returning id) update public.sessions set revoked_at = now()')).toEqual([
      'adeudos',
      'sessions',
    ]);
    expect(readWrittenTables('select * from "event_contacts" for update')).toEqual([]);
    // A read is skipped on its first word, whatever words its text holds.
    expect(readWrittenTables(`  SELECT 'update contacts set x' as note from "contacts" where "notes" = 'delete from sessions'`)).toEqual([]);
    expect(readWrittenTables('with gone as (delete from "sessions" where id = $1 returning id) select * from gone')).toEqual(['sessions']);
  });

  describe('on requests', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it('fails a request that writes a followed table without publishing, and passes once it publishes', async () => {
      const contact = await createContact(t.database.db);
      const write = () => t.database.db.execute(sql`update contacts set telephone1 = '600000000' where edu_codigocontacto = ${contact.edu_codigocontacto}`);
      await t.guard.runAsRequest('PUT /unpublished', write);
      expect(() => t.guard.assertPublished()).toThrow('PUT /unpublished wrote contacts without publishing the change');
      await t.guard.runAsRequest('PUT /published', async () => {
        await write();
        t.app.ctx.changes.publish('contacts', contact.edu_codigocontacto);
      });
      expect(() => t.guard.assertPublished()).not.toThrow();
    });

    it('fails a real request whose service forgot to publish (the logout, here with its publish taken away)', async () => {
      const contact = await createContact(t.database.db);
      const token = await createSession(t.database.db, contact.edu_codigocontacto);
      const logout = () => t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
      const spy = vi.spyOn(t.app.ctx.changes, 'publish').mockImplementation(() => {});
      try {
        await expect(logout()).rejects.toThrow('GET /api/auth/logout wrote sessions without publishing the change');
      } finally {
        spy.mockRestore();
      }
      const again = await createSession(t.database.db, contact.edu_codigocontacto);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: { authorization: `Bearer ${again}` } })).statusCode).toBeLessThan(300);
    });
  });
});
