import { describe, expect, it } from 'vitest';
import { getChipTitle } from './event-chip';

describe('a month chip’s title', () => {
  it('leaves out the type prefix the icon already shows, so the subject is what a cell of 125 px reads', () => {
    expect(getChipTitle('Clase en directo: hooks personalizados en React')).toBe('hooks personalizados en React');
    expect(getChipTitle('Tarea: catálogo de productos en React')).toBe('catálogo de productos en React');
  });

  it('keeps a title without a prefix, or whose rest would say nothing, whole', () => {
    expect(getChipTitle('Organización del Estado')).toBe('Organización del Estado');
    expect(getChipTitle('Tarea: Ley')).toBe('Tarea: Ley');
    expect(getChipTitle('Docker desde cero: imágenes y contenedores')).toBe('Docker desde cero: imágenes y contenedores');
    expect(getChipTitle('Una frase muy larga que no es un prefijo de tipo de evento: sino un título')).toBe(
      'Una frase muy larga que no es un prefijo de tipo de evento: sino un título',
    );
  });
});
