import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EventFiles } from './event-files';
import { makeContentFile } from './formation-factories';

const video = makeContentFile({ id: 1, name: 'Grabación de la clase.mp4', fileType: 'video/mp4' });
const notes = makeContentFile({ id: 2, name: 'Apuntes.pdf', fileType: 'application/pdf' });

describe('EventFiles', () => {
  it('names each show button after the label on screen (WCAG 2.5.3): "Mostrando" for the file shown, "Ver" for the others', () => {
    render(<EventFiles files={[video, notes]} activeFileId={1} isOpen canDownload={false} onShow={vi.fn()} onDownload={vi.fn()} />);

    const shown = screen.getByRole('button', { name: 'Mostrando: Grabación de la clase.mp4' });
    expect(shown).toHaveTextContent('Mostrando');
    expect(shown).toHaveAttribute('aria-pressed', 'true');
    const other = screen.getByRole('button', { name: 'Ver: Apuntes.pdf' });
    expect(other).toHaveTextContent('Ver');
    expect(other).toHaveAttribute('aria-pressed', 'false');
    for (const button of screen.getAllByRole('button')) {
      expect(button.getAttribute('aria-label')?.startsWith(button.textContent ?? '')).toBe(true);
    }
  });
});
