import { describe, expect, it } from 'vitest';
import { formatZoom, getArrowScroll, PDF_ZOOM, zoomIn, zoomOut } from './pdf-zoom';

describe('PDF zoom', () => {
  it('moves in 25 % steps between 50 % and 300 %', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomIn(PDF_ZOOM.max)).toBe(3);
    expect(zoomOut(PDF_ZOOM.min)).toBe(0.5);
    let scale = 1;
    for (let step = 0; step < 20; step += 1) scale = zoomIn(scale);
    expect(scale).toBe(3);
    for (let step = 0; step < 20; step += 1) scale = zoomOut(scale);
    expect(scale).toBe(0.5);
  });

  it('shows the level as a percentage', () => {
    expect(formatZoom(1.25)).toBe('125 %');
  });

  it('drags 100 px per arrow key', () => {
    expect(getArrowScroll('ArrowDown')).toEqual({ left: 0, top: 100 });
    expect(getArrowScroll('ArrowLeft')).toEqual({ left: -100, top: 0 });
    expect(getArrowScroll('Enter')).toBeNull();
  });
});
