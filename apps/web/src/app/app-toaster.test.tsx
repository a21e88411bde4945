import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster, toastColors, toastOffsetTop } from './app-toaster';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255)
      .map((c) => (c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

afterEach(() => {
  act(() => toast.dismiss());
});

describe('AppToaster', () => {
  it('shows toasts at the top centre, below the header (so they never cover the streak or the bell)', async () => {
    render(<AppToaster />);
    act(() => {
      toast.success('Sesión iniciada');
    });
    await screen.findByText('Sesión iniciada');
    const toaster = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(toaster?.dataset.yPosition).toBe('top');
    expect(toaster?.dataset.xPosition).toBe('center');
    expect(toastOffsetTop).toContain('var(--header-height)');
    expect(toaster?.style.getPropertyValue('--offset-top')).toBe(toastOffsetTop);
    expect(toaster?.style.getPropertyValue('--mobile-offset-top')).toBe(toastOffsetTop);
  });

  it("paints every kind of toast with text of at least 4.5:1 on its background (WCAG AA), through sonner's variables", async () => {
    for (const colors of Object.values(toastColors)) expect(contrastRatio(colors.text, colors.bg)).toBeGreaterThanOrEqual(4.5);
    // Sonner's own success colours, for the record: under AA.
    expect(contrastRatio('#008a2e', '#ecfdf3')).toBeLessThan(4.5);
    render(<AppToaster />);
    act(() => {
      toast.success('Inicio de sesión correcto');
    });
    await screen.findByText('Inicio de sesión correcto');
    const toaster = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    for (const [kind, colors] of Object.entries(toastColors)) {
      expect(toaster?.style.getPropertyValue(`--${kind}-text`)).toBe(colors.text);
      expect(toaster?.style.getPropertyValue(`--${kind}-bg`)).toBe(colors.bg);
    }
  });
});
