import type { ContentUnit } from '@campus/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentTree } from './content-tree';
import { makeContentEvent, makeContentFile, makeTopic, makeUnit } from './formation-factories';

const video = makeContentFile({ id: 1, name: 'Grabación.mp4', fileType: 'video/mp4' });
const pdf = makeContentFile({ id: 2, name: 'Apuntes.pdf', fileType: 'application/pdf', subtitles: null });
const image = makeContentFile({ id: 3, name: 'Esquema.png', fileType: 'image/png', subtitles: null });
const h5p = makeContentFile({ id: 4, name: 'Actividad', fileType: 'h5p', embedCode: '<iframe></iframe>', subtitles: null });

function makeTree(count = 4): ContentUnit[] {
  const files = [[video, pdf], [pdf], [image], [h5p, pdf]];
  return [
    makeUnit({
      temas: [
        makeTopic({
          titulo: 'Tema 1',
          eventos: Array.from({ length: count }, (_, index) =>
            makeContentEvent({
              id: index + 1,
              orden: index + 1,
              title: `Contenido ${index + 1}`,
              archivos: files[index % files.length]!.filter((f) => f.fileType !== 'h5p'),
              h5pFiles: files[index % files.length]!.filter((f) => f.fileType === 'h5p'),
            }),
          ),
        }),
      ],
    }),
  ];
}

const noop = () => undefined;
const renderTree = (units: ContentUnit[], selectedEventId: number | null = null) => (
  <ContentTree units={units} selectedEventId={selectedEventId} isFreemium={false} canEdit={false} onSelectEvent={noop} onRenameUnit={() => Promise.resolve()} />
);
const iconOf = (name: string) =>
  screen
    .getByRole('button', { name: new RegExp(name) })
    .querySelector('svg')!
    .getAttribute('class') ?? '';

describe('formation tree', () => {
  it('draws each item with the icon of what it holds: video, PDF, image, interactive (issue 29)', () => {
    render(renderTree(makeTree()));
    expect(iconOf('Contenido 1')).toContain('lucide-monitor-play');
    expect(iconOf('Contenido 2')).toContain('lucide-file-text');
    expect(iconOf('Contenido 3')).toContain('lucide-image');
    expect(iconOf('Contenido 4')).toContain('lucide-puzzle');
  });

  it('keeps the heading outline whole: a level 2 before the topics’ level 3 (axe heading-order)', () => {
    render(renderTree(makeTree()));
    const nav = screen.getByRole('navigation', { name: 'Temario de la formación' });
    const levels = within(nav)
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    expect(levels).toEqual([2, 3]);
  });

  it('scrolls its own column, not the page, to the item opened ("Siguiente" or a link) (issue 29)', () => {
    const { rerender, container } = render(<div style={{ overflowY: 'auto' }}>{renderTree(makeTree(12), 1)}</div>);
    const column = container.firstElementChild as HTMLElement;
    Object.defineProperty(column, 'clientHeight', { configurable: true, value: 300 });
    Object.defineProperty(column, 'scrollHeight', { configurable: true, value: 1200 });
    column.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 100, width: 380, height: 300 });
    const item = screen.getByRole('button', { name: /Contenido 10/ });
    // The item sits 500 px below the column's bottom edge (y 400).
    item.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 860, width: 380, height: 40 });

    rerender(<div style={{ overflowY: 'auto' }}>{renderTree(makeTree(12), 10)}</div>);

    expect(column.scrollTop).toBe(500);
  });

  it('counts only the column’s part on screen when it reaches below the window', () => {
    const { rerender, container } = render(<div style={{ overflowY: 'auto' }}>{renderTree(makeTree(12), 1)}</div>);
    const column = container.firstElementChild as HTMLElement;
    Object.defineProperty(column, 'clientHeight', { configurable: true, value: 900 });
    Object.defineProperty(column, 'scrollHeight', { configurable: true, value: 1400 });
    column.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 200, width: 380, height: 900 });
    const item = screen.getByRole('button', { name: /Contenido 9/ });
    item.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 800, width: 380, height: 40 });

    rerender(<div style={{ overflowY: 'auto' }}>{renderTree(makeTree(12), 9)}</div>);

    // The window ends at ${window.innerHeight} px: the item's bottom (840) comes up to it.
    expect(column.scrollTop).toBe(840 - window.innerHeight);
  });
});
