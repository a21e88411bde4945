import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster, toastOffsetTop } from './app-toaster';

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
});
