import { describe, expect, it } from 'vitest';
import { toMailText } from './mail-plain-text';

describe('toMailText (the text part of a mail sent outside)', () => {
  it('keeps a blank line between paragraphs and a new line for each <br>', () => {
    expect(toMailText('<p>Hola, Marta:</p>\n<p>Te envío el <strong>convenio</strong> firmado.<br>Un saludo,<br>Lucía</p>')).toBe(
      'Hola, Marta:\n\nTe envío el convenio firmado.\nUn saludo,\nLucía',
    );
    expect(toMailText('Primera<br><br>Tercera')).toBe('Primera\n\nTercera');
  });

  it('puts each list item on a line of its own, numbered in ordered lists and indented when nested', () => {
    expect(
      toMailText(
        '<p>Documentos:</p><ul><li>DNI</li><li>Título<ul><li>Original</li><li>Copia</li></ul></li></ul><ol><li>Firmar</li><li>Enviar</li></ol><p>Gracias</p>',
      ),
    ).toBe('Documentos:\n\n- DNI\n- Título\n  - Original\n  - Copia\n\n1. Firmar\n2. Enviar\n\nGracias');
  });

  it('decodes entities, quotes with "> ", keeps <pre> as written and puts table rows on their own lines', () => {
    expect(
      toMailText(
        '<p>A &amp; B &lt;ok&gt;&nbsp;ya</p><blockquote><p>Texto citado<br>segunda línea</p></blockquote><pre>  línea 1\n  línea 2</pre><table><tr><td>Día</td><td>Hora</td></tr><tr><td>Lunes</td><td>18:00</td></tr></table>',
      ),
    ).toBe('A & B <ok> ya\n\n> Texto citado\n> segunda línea\n\n  línea 1\n  línea 2\n\nDía Hora\nLunes 18:00');
  });

  it('drops scripts, styles and attributes, and leaves no markup behind', () => {
    expect(
      toMailText('<div style="color:red"><style>p{}</style><p onclick="x()">Hola <a href="https://x.test">enlace</a></p><script>alert(1)</script></div>'),
    ).toBe('Hola enlace');
  });
});
