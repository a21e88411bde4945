import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession } from '../../lib/session-store';
import { renderRoute } from '../../test/render-route';
import { LegalNoticeRoute } from './legal-notice-route';
import { PrivacyPolicyRoute } from './privacy-policy-route';

describe('public legal pages', () => {
  it('/privacidad names the controller and its delegate, the legal bases, the rights and the AEPD, without a session', async () => {
    clearSession();
    const { user, router } = renderRoute(<PrivacyPolicyRoute />, { path: '/privacidad', otherPages: { '/aviso-legal': 'Aviso legal (destino)' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Política de protección de datos' })).toBeInTheDocument();
    expect(document.title).toContain('Política de protección de datos');
    const controller = screen.getByRole('region', { name: /Quién es el responsable/ });
    expect(controller).toHaveTextContent('Campus Formación, S.L.');
    expect(controller).toHaveTextContent('B88123456');
    expect(within(controller).getByRole('link', { name: 'dpd@campus.test' })).toHaveAttribute('href', 'mailto:dpd@campus.test');
    expect(within(screen.getByRole('table')).getByText(/art\. 9\.2\.a RGPD/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Tus derechos/ })).toHaveTextContent('Agencia Española de Protección de Datos');
    // The contents list leads to each section.
    const contents = screen.getByRole('navigation', { name: 'Contenido' });
    expect(within(contents).getByRole('link', { name: 'Tus derechos y cómo ejercerlos' })).toHaveAttribute('href', '#derechos');
    await user.click(within(screen.getByRole('navigation', { name: 'Textos legales' })).getByRole('link', { name: 'Aviso legal' }));
    expect(router.state.location.pathname).toBe('/aviso-legal');
  });

  it('/aviso-legal gives the LSSI owner data and links back to the privacy policy', () => {
    renderRoute(<LegalNoticeRoute />, { path: '/aviso-legal' });
    expect(screen.getByRole('heading', { level: 1, name: 'Aviso legal' })).toBeInTheDocument();
    const owner = screen.getByRole('region', { name: /Datos del titular/ });
    expect(owner).toHaveTextContent('Ley 34/2002');
    expect(owner).toHaveTextContent('Registro Mercantil de Madrid');
    expect(screen.getByRole('link', { name: 'política de protección de datos' })).toHaveAttribute('href', '/privacidad');
    expect(screen.getByRole('link', { name: 'Volver a Campus' })).toHaveAttribute('href', '/');
  });
});
