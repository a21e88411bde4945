import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PdfDocumentProps } from './pdf-document';
import { PdfViewer } from './pdf-viewer';

vi.mock('./pdf-document', () => ({
  default: function FakePdfDocument({ pageNumber, width, onLoadSuccess }: PdfDocumentProps) {
    useEffect(() => onLoadSuccess(2), [onLoadSuccess]);
    return <div data-testid="pdf-page" data-page={pageNumber} data-width={width} />;
  },
}));

function renderViewer() {
  const onViewed = vi.fn();
  render(<PdfViewer url="/api/files/stream/1?sig=x" name="Apuntes.pdf" onViewed={onViewed} />);
  return { onViewed };
}

describe('PdfViewer', () => {
  it('zooms from 100 % in 25 % steps and stops at 300 % and 50 %', async () => {
    renderViewer();
    const user = userEvent.setup();
    const page = await screen.findByTestId('pdf-page');
    const level = screen.getByRole('status', { name: 'Nivel de zoom' });
    const baseWidth = Number(page.dataset.width);
    expect(level).toHaveTextContent('100 %');

    const zoomIn = screen.getByRole('button', { name: 'Ampliar' });
    await user.click(zoomIn);
    expect(level).toHaveTextContent('125 %');
    expect(Number(screen.getByTestId('pdf-page').dataset.width)).toBe(Math.round(baseWidth * 1.25));
    for (let step = 0; step < 7; step += 1) await user.click(zoomIn);
    expect(level).toHaveTextContent('300 %');
    expect(zoomIn).toBeDisabled();

    const zoomOut = screen.getByRole('button', { name: 'Reducir' });
    for (let step = 0; step < 10; step += 1) if (!(zoomOut as HTMLButtonElement).disabled) await user.click(zoomOut);
    expect(level).toHaveTextContent('50 %');
    expect(zoomOut).toBeDisabled();
    expect(Number(screen.getByTestId('pdf-page').dataset.width)).toBe(Math.round(baseWidth * 0.5));
  });

  it('moves between pages and records the view once loaded', async () => {
    const { onViewed } = renderViewer();
    const user = userEvent.setup();
    expect(await screen.findByText('Página 1 de 2')).toBeInTheDocument();
    expect(onViewed).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    expect(screen.getByTestId('pdf-page').dataset.page).toBe('2');
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  });

  it('moves the focused page 100 px per arrow key', async () => {
    renderViewer();
    await screen.findByTestId('pdf-page');
    const region = screen.getByRole('region', { name: /Documento Apuntes\.pdf/ });
    const scrollBy = vi.fn();
    region.scrollBy = scrollBy as typeof region.scrollBy;
    fireEvent.keyDown(region, { key: 'ArrowDown' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    fireEvent.keyDown(region, { key: 'a' });
    expect(scrollBy).toHaveBeenNthCalledWith(1, { left: 0, top: 100, behavior: 'auto' });
    expect(scrollBy).toHaveBeenNthCalledWith(2, { left: 100, top: 0, behavior: 'auto' });
    expect(scrollBy).toHaveBeenCalledTimes(2);
  });
});
