import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { HelpButton } from './help-button';

function renderButton(path = '/') {
  return renderApp(path, [{ path: '*', element: <HelpButton /> }]);
}

describe('help button and panel', () => {
  it('opens faq-051 in the side panel and moves to a related article in place', async () => {
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Ayuda' }));

    const panel = await screen.findByRole('dialog', { name: '¿Cómo funciona Campus? Primeros pasos' });
    expect(within(panel).getByText('faq-051')).toBeInTheDocument();
    const related = within(panel).getByRole('navigation', { name: 'Artículos relacionados' });
    await userEvent.click(within(related).getByRole('button', { name: /¿Cómo me uno a una clase en directo\?/ }));

    expect(await screen.findByRole('dialog', { name: '¿Cómo me uno a una clase en directo?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los artículos de ayuda' })).toHaveAttribute('href', '/faqs#faq-026');
  });

  it('opens the article a link names with ?ayuda=faq-029, and forgets the parameter on close', async () => {
    const { router } = renderButton('/tests?ayuda=faq-029');
    expect(await screen.findByRole('dialog', { name: '¿Cómo accedo a la Plataforma de Test?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar la ayuda' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(router.state.location.pathname).toBe('/tests');
  });

  it('never shows a draft, even when a link names it', async () => {
    renderButton('/?ayuda=faq-099');
    const panel = await screen.findByRole('dialog', { name: 'Centro de ayuda' });
    expect(within(panel).getByText('Este artículo no existe o ya no está publicado.')).toBeInTheDocument();
    expect(within(panel).queryByText('Novedades del próximo curso')).not.toBeInTheDocument();
  });

  it('ignores a parameter that is not an article id', () => {
    renderButton('/?ayuda=hola');
    expect(screen.getByRole('button', { name: 'Ayuda' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
