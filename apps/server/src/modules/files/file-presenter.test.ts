import { describe, expect, it } from 'vitest';
import { rewriteEmbedCode, rewriteEmbedCodeUncached } from './file-presenter';

// The sanitized embed markup is kept per stored markup and title; the signed address is put in per request.
describe('rewriteEmbedCode', () => {
  const embedCodes = [
    null,
    '',
    'no iframe here',
    '<iframe src="https://h5p.example/embed/1" width="800" height="600" allowfullscreen="allowfullscreen" onload="alert(1)"></iframe><script src="https://h5p.example/resize.js"></script>',
    '<div><iframe src="javascript:alert(1)" title="Quiz &amp; más"></iframe><iframe src="https://second.example"></iframe></div>',
    '<IFRAME SRC=https://x.example style="border:0"></IFRAME>',
  ];
  const titles = ['Actividad H5P', 'Título con "comillas" & <signos>'];
  const sources = ['/api/files/h5p/abc_DEF-123/index.html', '/api/files/h5p/x/index.html?a=1&b="2"<3>', 'https://cdn.example/p/a%20b/index.html'];

  it('answers exactly what sanitizing each time answers, for every markup, title and address, cached or not', () => {
    for (let round = 0; round < 2; round++) {
      for (const embedCode of embedCodes) {
        for (const title of titles) {
          for (const src of sources) expect(rewriteEmbedCode(embedCode, src, title)).toBe(rewriteEmbedCodeUncached(embedCode, src, title));
        }
      }
    }
  });

  it("points the kept markup at each request's own address", () => {
    const markup = '<iframe src="https://h5p.example/embed/1"></iframe>';
    expect(rewriteEmbedCode(markup, '/api/files/h5p/one/index.html', 'A')).toContain('src="/api/files/h5p/one/index.html"');
    expect(rewriteEmbedCode(markup, '/api/files/h5p/two/index.html', 'A')).toContain('src="/api/files/h5p/two/index.html"');
  });
});
