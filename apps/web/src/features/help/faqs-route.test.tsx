import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { texts } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { makeFormationsAnswer, makeSessionUser } from '../../test/factories';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { setSession } from '../../lib/session-store';

function signIn() {
  const user = makeSessionUser();
  setSession('token', user);
  mockFetch({
    '/api/auth/session': jsonResponse({ status: 'ok', user }),
    '/api/lineaMatriculas/formations/CT-0001': jsonResponse(makeFormationsAnswer([])),
  });
}

describe('/faqs', { timeout: 15_000 }, () => {
  it('searches by words and filters by category and audience', async () => {
    signIn();
    renderApp('/faqs');
    const results = await screen.findByRole('region', { name: 'Artículos de ayuda' });
    const all = within(results).getAllByRole('link').length;
    expect(all).toBeGreaterThan(25);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar en la ayuda' }), 'baja dia 25');
    expect(
      within(results)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('¿Cómo solicito la baja de mi matrícula?')]);
    expect(within(results).getByRole('status')).toHaveTextContent('1 artículo');

    await userEvent.click(screen.getByRole('button', { name: 'Profesores' }));
    expect(within(results).getByText('Vaya, no hay nada que ver aquí')).toBeInTheDocument();
    await userEvent.click(within(results).getByRole('button', { name: 'Quitar filtros' }));
    expect(within(results).getAllByRole('link')).toHaveLength(all);

    await userEvent.click(within(screen.getByRole('group', { name: 'Categoría' })).getByRole('button', { name: 'Profesorado' }));
    expect(
      within(results)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Profesorado']);
    expect(within(results).getByRole('link', { name: '¿Cómo entro en Campus como profesor?' })).toBeInTheDocument();
  });

  it('shows the section switcher with FAQs as the current section', async () => {
    signIn();
    renderApp('/faqs');
    const switcher = await screen.findByRole('navigation', { name: texts.requests.sectionsLabel });
    expect(within(switcher).getByRole('link', { name: 'FAQs' })).toHaveAttribute('aria-current', 'page');
    expect(within(switcher).getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/chat');
  });

  it('opens the article named in the hash, with its related articles as links', async () => {
    signIn();
    const { router } = renderApp('/faqs#faq-029');
    const heading = await screen.findByRole('heading', { level: 2, name: '¿Cómo accedo a la Plataforma de Test?' });
    const article = heading.closest('article') as HTMLElement;
    expect(within(article).getByText(/Estás a punto de acceder a la Plataforma de Test/)).toBeInTheDocument();
    const related = within(article).getByRole('navigation', { name: 'Artículos relacionados' });
    await userEvent.click(within(related).getByRole('link', { name: /¿Qué tipos de eventos hay en Campus\?/ }));
    expect(router.state.location.hash).toBe('#faq-005');
    expect(await screen.findByRole('heading', { level: 2, name: '¿Qué tipos de eventos hay en Campus?' })).toBeInTheDocument();
  });

  it('groups the articles by category and shows the first steps next to the list until one is chosen', async () => {
    signIn();
    renderApp('/faqs');
    const results = await screen.findByRole('region', { name: 'Artículos de ayuda' });
    const groups = within(results)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(groups[0]).toBe('Primeros pasos');
    expect(groups).toContain('Secretaría y pagos');
    expect(screen.getByRole('heading', { level: 2, name: '¿Cómo funciona Campus? Primeros pasos' })).toBeInTheDocument();
  });

  it('says so when the hash names no published article', async () => {
    signIn();
    renderApp('/faqs#faq-099');
    expect(await screen.findByText('Este artículo no existe o ya no está publicado.')).toBeInTheDocument();
  });
});
