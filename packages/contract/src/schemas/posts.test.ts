import { describe, expect, it } from 'vitest';
import { commentFormSchema, hasVisibleText } from './posts';

function messagesOf(input: unknown): string[] {
  const result = commentFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('comment form', () => {
  it.each([
    ['<p>Hola</p>', true],
    ['<p><br></p>', false],
    ['<p>&nbsp;</p>', false],
    ['  ', false],
    ['a < b', true],
    ['<<<<', true],
    ['<p>x</p><', true],
  ])('tells whether %j shows text', (html, expected) => {
    expect(hasVisibleText(html)).toBe(expected);
  });

  it('refuses empty HTML with the required message', () => {
    expect(messagesOf({ title: 'Duda', content: '<p> </p>' })).toEqual(['El contenido es obligatorio']);
  });

  it('reports only the length of an over-long content, without scanning it', () => {
    expect(messagesOf({ title: 'Duda', content: '‹'.repeat(200_000) })).toEqual(['El contenido es demasiado largo']);
  });

  // The regular expression this replaced took about 15 s on 200,000 '<' and grows with the square of the length;
  // one pass over a million characters is a matter of milliseconds, so the bound below is very generous.
  it('scans hostile markup in linear time', () => {
    const started = Date.now();
    expect(hasVisibleText('<'.repeat(1_000_000))).toBe(true);
    expect(hasVisibleText('<a'.repeat(500_000) + '>')).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
