import { describe, expect, it } from 'vitest';
import { matchesAllWords, normalizeSearchText, splitSearchWords } from './search-text';

describe('search text', () => {
  it('ignores case and accents', () => {
    expect(normalizeSearchText('  Formación ÚNICA ñ ')).toBe('formacion unica n');
  });

  it('splits a search into words and ignores blanks', () => {
    expect(splitSearchWords('  baja   Mes ')).toEqual(['baja', 'mes']);
    expect(splitSearchWords('   ')).toEqual([]);
  });

  it('needs every word, in any of the fields', () => {
    expect(matchesAllWords('contrasena cambiar', ['¿Cómo cambio mi contraseña?', 'Puedes cambiarla en tu perfil'])).toBe(true);
    expect(matchesAllWords('contraseña factura', ['¿Cómo cambio mi contraseña?', null])).toBe(false);
    expect(matchesAllWords('', ['x'])).toBe(true);
  });
});
