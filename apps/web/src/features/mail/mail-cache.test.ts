import { describe, expect, it } from 'vitest';
import { removeFromPages, upsertIntoPages, type MailPages } from './mail-cache';
import { makeListItem } from './mail-test-setup';

const page = (ids: number[], nextCursor: string | null, total: number) => ({
  status: 'ok' as const,
  data: ids.map((id) => makeListItem({ id, date: new Date(Date.UTC(2026, 10, id)).toISOString() })),
  nextCursor,
  total,
});
const pagesOf = (...pages: ReturnType<typeof page>[]): MailPages => ({ pages, pageParams: pages.map((_, index) => (index === 0 ? null : `c${index}`)) });
const ids = (pages: MailPages) => pages.pages.map((item) => item.data.map((mail) => mail.id));

describe('mail list cache', () => {
  it('inserts a new mail by date across the loaded pages and counts it', () => {
    const pages = pagesOf(page([20, 18], 'c1', 5), page([15, 12], 'c2', 5));
    const newest = upsertIntoPages(pages, makeListItem({ id: 25, date: new Date(Date.UTC(2026, 10, 25)).toISOString() }));
    expect(ids(newest)).toEqual([
      [25, 20, 18],
      [15, 12],
    ]);
    expect(newest.pages.map((item) => item.total)).toEqual([6, 6]);
    const middle = upsertIntoPages(pages, makeListItem({ id: 16, date: new Date(Date.UTC(2026, 10, 16)).toISOString() }));
    expect(ids(middle)).toEqual([
      [20, 18],
      [16, 15, 12],
    ]);
  });

  it('leaves a mail older than everything loaded to its own page, unless the last page is loaded', () => {
    const older = makeListItem({ id: 2, date: new Date(Date.UTC(2026, 10, 2)).toISOString() });
    const partial = pagesOf(page([20, 18], 'c1', 5));
    expect(upsertIntoPages(partial, older)).toBe(partial);
    const whole = pagesOf(page([20, 18], null, 2));
    expect(ids(upsertIntoPages(whole, older))).toEqual([[20, 18, 2]]);
  });

  it('replaces a listed mail in place (read flag) and removes one without touching the others', () => {
    const pages = pagesOf(page([20, 18], null, 2));
    const read = upsertIntoPages(pages, { ...pages.pages[0]!.data[1]!, isRead: false });
    expect(read.pages[0]!.data[1]!.isRead).toBe(false);
    expect(read.pages[0]!.total).toBe(2);
    const removed = removeFromPages(pages, 20);
    expect(ids(removed)).toEqual([[18]]);
    expect(removed.pages[0]!.total).toBe(1);
    expect(removeFromPages(pages, 99)).toBe(pages);
  });
});
