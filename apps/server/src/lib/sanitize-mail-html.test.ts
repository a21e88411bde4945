import { describe, expect, it } from 'vitest';
import { cleanMailBody, toPlainText } from './sanitize-mail-html';

describe('cleanMailBody', () => {
  it('keeps mail formatting (tables, colours, images embedded in the mail) and drops scripts, handlers, frames and forms', () => {
    const { html, hasRemoteImages } = cleanMailBody(
      '<table><tr><td style="color: #c00; position: fixed">Nota</td></tr></table><img src="data:image/png;base64,iVBORw0KGgo=" alt="firma"><form><input></form><script>x()</script><b onmouseover="x()">Ok</b><iframe src="https://x.test"></iframe>',
    );
    expect(html).toBe(
      '<table><tr><td style="color:#c00">Nota</td></tr></table><img src="data:image/png;base64,iVBORw0KGgo=" alt="firma" /><strong>Ok</strong>',
    );
    expect(hasRemoteImages).toBe(false);
  });

  it('flags remote images, drops script-bearing addresses and opens links outside', () => {
    const clean = cleanMailBody(
      '<img src="http://pixel.test/a.gif"><img src="javascript:alert(1)"><img src="data:text/html;base64,PHNjcmlwdD4="><a href="https://campus.test">Campus</a>',
    );
    expect(clean.hasRemoteImages).toBe(true);
    expect(clean.html).toBe('<img src="http://pixel.test/a.gif" /><a href="https://campus.test" target="_blank" rel="noopener noreferrer">Campus</a>');
  });

  it('derives a text preview of at most 200 characters with entities decoded and blocks spaced', () => {
    expect(toPlainText('<p>Hola &amp; adiós</p><p>Segunda&nbsp;línea &lt;ok&gt;</p>')).toBe('Hola & adiós Segunda línea <ok>');
    expect(cleanMailBody(`<p>${'a'.repeat(300)}</p>`).preview).toHaveLength(200);
  });
});
