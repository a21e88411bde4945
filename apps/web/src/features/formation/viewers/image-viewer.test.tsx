import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImageViewer } from './image-viewer';

describe('ImageViewer', () => {
  it('opens the image full screen from the keyboard, switches to its real size, and closes with Escape back on the image (issue 29)', async () => {
    const user = userEvent.setup();
    render(<ImageViewer url="/api/files/stream/7?sig=a" name="Organigrama.png" />);
    const zoom = screen.getByRole('button', { name: 'Ampliar la imagen: Organigrama.png' });
    zoom.focus();
    await user.keyboard('{Enter}');

    const lightbox = screen.getByRole('dialog', { name: 'Organigrama.png' });
    expect(within(lightbox).getByRole('img', { name: 'Organigrama.png' })).toHaveAttribute('src', '/api/files/stream/7?sig=a');
    expect(within(lightbox).getByRole('link', { name: 'Abrir en una pestaña nueva' })).toHaveAttribute('target', '_blank');
    const size = within(lightbox).getByRole('button', { name: 'Ver a tamaño real' });
    await user.click(size);
    expect(within(lightbox).getByRole('button', { name: 'Ajustar a la pantalla' })).toHaveAttribute('aria-pressed', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(zoom).toHaveFocus();
  });

  it('opens it with a click too, and the close button closes it', async () => {
    const user = userEvent.setup();
    render(<ImageViewer url="/api/files/stream/7?sig=a" name="Organigrama.png" />);
    await user.click(screen.getByRole('img', { name: 'Organigrama.png' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cerrar la imagen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
