import { describe, expect, it } from 'vitest';
import { makeFormation } from '../../test/factories';
import { isBeforeStart } from './use-formation-page';
import { resolveGroup } from './resolve-group';

const groups = [
  makeFormation({ edu_codigoformacion: 'GRU-DAW-A', edu_principalcodigoformacion: 'FOR-DAW' }),
  makeFormation({ edu_codigoformacion: 'GRU-ENF-A', edu_principalcodigoformacion: 'FOR-ENF' }),
];

describe('resolveGroup', () => {
  it('finds the group by its code', () => {
    expect(resolveGroup(groups, 'GRU-DAW-A')?.edu_codigoformacion).toBe('GRU-DAW-A');
    expect(resolveGroup(groups, 'GRU-ENF-A')?.edu_codigoformacion).toBe('GRU-ENF-A');
  });

  it('takes the user’s group of a formation named by its code', () => {
    expect(resolveGroup(groups, 'FOR-ENF')?.edu_codigoformacion).toBe('GRU-ENF-A');
  });

  it('is null for a group that is not the user’s, even of a formation they study', () => {
    expect(resolveGroup(groups, 'GRU-DAW-B')).toBeNull();
    expect(resolveGroup(groups, 'GRU-AAE-A')).toBeNull();
  });
});

describe('isBeforeStart', () => {
  it('compares Madrid days, reading CRM midnights with the +2 h shift', () => {
    const now = new Date('2026-09-14T20:00:00Z');
    expect(isBeforeStart('2026-09-14T22:00:00.000Z', now)).toBe(true);
    expect(isBeforeStart('2026-09-13T22:00:00.000Z', now)).toBe(false);
    expect(isBeforeStart(null, now)).toBe(false);
  });
});
