import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFormation, makeFormationsAnswer, makeSessionUser } from '../../test/factories';
import { errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { setSession } from '../../lib/session-store';
import type { SessionUser } from '@campus/contract';

function signIn(user: SessionUser, formationsAnswer: Response) {
  setSession('token', user);
  return mockFetch({
    '/api/auth/session': jsonResponse({ status: 'ok', user }),
    [`/api/lineaMatriculas/formations/${user.edu_codigocontacto}`]: formationsAnswer,
  });
}

describe('home welcome card', () => {
  it("greets by first name and lists the formations the student is enrolled in", async () => {
    signIn(makeSessionUser(), jsonResponse(makeFormationsAnswer([makeFormation()])));
    renderApp('/');

    expect(await screen.findByRole('heading', { name: '¡Hola, Ana!' })).toBeInTheDocument();
    expect(await screen.findByText('Estás matriculado en:')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Auxiliar de Enfermería · Grupo mañana' });
    expect(link).toHaveAttribute('href', '/formacion/FO-ENF/GR-ENF-2026');
    expect(screen.getByText('Técnico en Cuidados Auxiliares de Enfermería')).toBeInTheDocument();
    expect(screen.getByText('Grupo: Grupo mañana 2026')).toBeInTheDocument();
    expect(screen.getByText('Clases del 15 sep 2026 al 30 jun 2027')).toBeInTheDocument();
  });

  it('reads "Tienes acceso a" for contact type 3 and falls back to the full name', async () => {
    signIn(makeSessionUser({ firstname: null, fullname: 'Marta Ruiz', edu_tipocontacto: '3' }), jsonResponse(makeFormationsAnswer([makeFormation()])));
    renderApp('/');

    expect(await screen.findByRole('heading', { name: '¡Hola, Marta Ruiz!' })).toBeInTheDocument();
    expect(await screen.findByText('Tienes acceso a:')).toBeInTheDocument();
    expect(screen.queryByText('Estás matriculado en:')).not.toBeInTheDocument();
  });

  it('shows the empty state without formations', async () => {
    signIn(makeSessionUser(), jsonResponse(makeFormationsAnswer([])));
    renderApp('/');
    expect(await screen.findByText('Vaya, no hay nada que ver aquí')).toBeInTheDocument();
  });

  it("toasts 'Error al obtener las formaciones' when the call fails", async () => {
    signIn(makeSessionUser(), errorResponse(403, 'forbidden', 'No tienes permiso para realizar esta acción'));
    renderApp('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al obtener las formaciones');
    expect(screen.getAllByText('Error al obtener las formaciones')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('home loading state', () => {
  it('shows a skeleton while the formations load', async () => {
    setSession('token', makeSessionUser());
    mockFetch({
      '/api/auth/session': jsonResponse({ status: 'ok', user: makeSessionUser() }),
      // Never answers: the card stays in its loading state.
      '/api/lineaMatriculas/formations/CT-0001': () => new Promise<Response>(() => undefined),
    });
    renderApp('/');
    const card = (await screen.findByRole('heading', { name: '¡Hola, Ana!' })).closest('section');
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByRole('status')).toHaveTextContent('Cargando…');
    expect(screen.queryByText('Estás matriculado en:')).not.toBeInTheDocument();
  });
});
