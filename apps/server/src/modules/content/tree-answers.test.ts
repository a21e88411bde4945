import type { ContentAnswer } from '@campus/contract';
import { describe, expect, it, vi } from 'vitest';
import { toActor } from '../../lib/actor';
import { createLocalInvalidationBus } from '../../lib/invalidation-bus';
import { createTableChanges } from '../../lib/table-changes';
import { createTreeAnswerCache, type TreeInputs } from './tree-answers';

const contact = { edu_codigocontacto: 'C-1', emailaddress1: 'ana@example.com', freemium: false, edu_tipocontacto: '1' };
const structure = { units: [] };
const holdings = { lines: [] };
const group = { edu_codigoformacion: 'G-1' };
const baseInputs: TreeInputs = { actor: toActor(contact, 7), structure, holdings, groups: [group], day: '2026-11-24', expiry: 1_800_000_300 };

function setUp() {
  const changes = createTableChanges(createLocalInvalidationBus());
  const cache = createTreeAnswerCache(changes);
  let built = 0;
  const build = vi.fn(async (): Promise<ContentAnswer> => ({
    status: 'ok',
    data: [{ id: ++built, titulo: `v${built}`, type: 'unidad', orden: 1, temas: [] }],
  }));
  return { cache, build, changes };
}

describe('content tree answers cache', () => {
  it('serves the very same answer while every input is the same object, day and expiry', async () => {
    const { cache, build } = setUp();
    const first = await cache.get('F|G|', baseInputs, build);
    const again = await cache.get('F|G|', { ...baseInputs, actor: toActor(contact, 7), groups: [group] }, build);
    expect(again).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another day', { day: '2026-11-25' }],
    ['another signed-address expiry', { expiry: 1_800_000_600 }],
    ['another session', { actor: toActor(contact, 8) }],
    ['a changed contact row', { actor: toActor({ ...contact }, 7) }],
    ['a changed structure', { structure: { units: [] } }],
    ['changed holdings', { holdings: { lines: [] } }],
    ['a changed group row', { groups: [{ edu_codigoformacion: 'G-1' }] }],
    ['another common group', { groups: [group, { edu_codigoformacion: 'G-2' }] }],
  ] as const)('builds the answer again for %s', async (_label, change) => {
    const { cache, build } = setUp();
    const first = await cache.get('F|G|', baseInputs, build);
    const next = await cache.get('F|G|', { ...baseInputs, ...change }, build);
    expect(next).not.toBe(first);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('builds the answer again after the user completes something, and keeps variants apart', async () => {
    const { cache, build, changes } = setUp();
    const tree = await cache.get('F|G|', baseInputs, build);
    const withEvent = await cache.get('F|G||12', baseInputs, build);
    expect(withEvent).not.toBe(tree);
    changes.publish('event_contacts', 'C-1');
    expect(await cache.get('F|G|', baseInputs, build)).not.toBe(tree);
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('never keeps an answer whose build failed', async () => {
    const { cache, build } = setUp();
    await expect(cache.get('F|G|', baseInputs, async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await cache.get('F|G|', baseInputs, build);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
