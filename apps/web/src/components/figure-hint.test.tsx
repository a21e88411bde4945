import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FigureHint } from './figure-hint';

describe('a figure named with what it counts', () => {
  it('shows the name, and the explanation from the keyboard: Enter opens it, Escape closes it', async () => {
    const user = userEvent.setup();
    render(<FigureHint name="Contenido completado" hint="De todo el contenido que puedes abrir ahora, la parte que has completado." />);
    expect(screen.getByText('Contenido completado')).toBeVisible();
    const button = screen.getByRole('button', { name: 'Qué cuenta «Contenido completado»' });
    // Described even while closed, so a screen reader hears it on focus.
    expect(button).toHaveAccessibleDescription('De todo el contenido que puedes abrir ahora, la parte que has completado.');
    expect(screen.queryByText(/la parte que has completado/)).not.toBeVisible();

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/la parte que has completado/)).toBeVisible();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/la parte que has completado/)).not.toBeVisible();
  });
});
