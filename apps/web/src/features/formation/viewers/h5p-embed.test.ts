import { describe, expect, it } from 'vitest';
import { parseH5pEmbed } from './h5p-embed';

const origin = 'http://localhost';

describe('parseH5pEmbed', () => {
  it('keeps only the same-origin address and the title of one iframe', () => {
    expect(parseH5pEmbed('<iframe src="/media/demo/h5p/index.html?sig=1" title="Repaso" onload="alert(1)"></iframe>', origin)).toEqual({
      src: '/media/demo/h5p/index.html?sig=1',
      title: 'Repaso',
    });
  });

  it('refuses other origins, javascript: addresses and anything but a single iframe', () => {
    expect(parseH5pEmbed('<iframe src="https://evil.example/x"></iframe>', origin)).toBeNull();
    expect(parseH5pEmbed('<iframe src="javascript:alert(1)"></iframe>', origin)).toBeNull();
    expect(parseH5pEmbed('<script>alert(1)</script>', origin)).toBeNull();
    expect(parseH5pEmbed('<iframe src="/a"></iframe><iframe src="/b"></iframe>', origin)).toBeNull();
    expect(parseH5pEmbed(null, origin)).toBeNull();
  });
});
