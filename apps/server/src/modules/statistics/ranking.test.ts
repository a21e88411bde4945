import { describe, expect, it } from 'vitest';
import { buildRanking } from './ranking';

const candidate = (code: string, name: string, valor: number) => ({ code, name, valor });

describe('buildRanking', () => {
  it('orders by value, ties by name (accents and case aside) then code, and numbers the positions', () => {
    const ranking = buildRanking(
      [candidate('C3', 'Óscar V.', 4), candidate('C1', 'ana G.', 4), candidate('C2', 'Ana G.', 4), candidate('C4', 'Bea L.', 9)],
      'C2',
    );
    expect(ranking.data).toEqual([
      { id: 1, name: 'Bea L.', valor: 9, propio: false },
      { id: 2, name: 'ana G.', valor: 4, propio: false },
      { id: 3, name: 'Ana G.', valor: 4, propio: true },
      { id: 4, name: 'Óscar V.', valor: 4, propio: false },
    ]);
    expect(ranking.propio).toBeNull();
    expect(ranking.total).toBe(4);
  });

  it('leaves zero values out, shows the top 5 and the own entry apart when below them', () => {
    const others = ['A', 'B', 'C', 'D', 'E', 'F'].map((letter, index) => candidate(letter, `${letter}.`, 10 - index));
    const ranking = buildRanking([...others, candidate('ME', 'Yo M.', 1), candidate('Z', 'Cero Z.', 0)], 'ME');
    expect(ranking.data.map((e) => e.id)).toEqual([1, 2, 3, 4, 5]);
    expect(ranking.propio).toEqual({ id: 7, name: 'Yo M.', valor: 1, propio: true });
    expect(ranking.total).toBe(7);
  });

  it('has no own entry for a student who is not ranked (value 0)', () => {
    const ranking = buildRanking([candidate('A', 'Ana G.', 2), candidate('ME', 'Yo M.', 0)], 'ME');
    expect(ranking).toEqual({ data: [{ id: 1, name: 'Ana G.', valor: 2, propio: false }], propio: null, total: 1 });
  });
});
