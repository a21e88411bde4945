import { texts } from '@campus/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderRoute } from '../../test/render-route';
import { VerificationRoute } from './verification-route';

afterEach(() => vi.unstubAllGlobals());

const renderAt = (code: string) => renderRoute(<VerificationRoute />, { path: '/verificar/:code', at: `/verificar/${code}` });

describe('/verificar/{code}', () => {
  it('confirms the document with its kind, holder (DNI masked), facts and issue date, without a session', async () => {
    mockFetch({
      '/api/documentos/verificar/ABCDEFGHJKLMNPQRSTUV': jsonResponse({
        status: 'ok',
        document: {
          verificationCode: 'ABCDEFGHJKLMNPQRSTUV',
          kind: 'certificado-asistencia',
          title: 'Certificado de asistencia',
          holderName: 'Lucía Fernández Ortega',
          holderDni: '******78Z',
          formation: 'Auxiliar de Enfermería',
          facts: [
            { label: 'Formación', value: 'Auxiliar de Enfermería' },
            { label: 'Horas', value: '12,5 h de 20 h' },
          ],
          issuedAt: '2026-11-26T10:00:00.000Z',
          isRevoked: false,
        },
      }),
    });
    renderAt('ABCDEFGHJKLMNPQRSTUV');
    expect(await screen.findByRole('heading', { level: 1, name: texts.secretary.verificationValid })).toBeVisible();
    expect(screen.getByText('Lucía Fernández Ortega · DNI ******78Z')).toBeVisible();
    expect(screen.getByText('Certificado de asistencia', { selector: 'dd' })).toBeVisible();
    expect(screen.getByText('12,5 h de 20 h')).toBeVisible();
    expect(screen.getByText(/26 de noviembre de 2026/)).toBeVisible();
    expect(document.title).toContain(texts.secretary.verificationTitle);
  });

  it('says clearly when no document has the code', async () => {
    mockFetch({ '/api/documentos/verificar/NOPE': errorResponse(404, 'not_found', texts.secretary.verificationNotFound) });
    renderAt('NOPE');
    expect(await screen.findByRole('heading', { level: 1, name: texts.secretary.verificationNotFoundTitle })).toBeVisible();
    expect(screen.getByText(texts.secretary.verificationNotFound)).toBeVisible();
    expect(screen.getByText('NOPE')).toBeVisible();
  });

  it('tells a failed check apart from an unknown code', async () => {
    mockFetch({ '/api/documentos/verificar/ABC': errorResponse(503, 'unavailable', 'x') });
    renderAt('ABC');
    expect(await screen.findByRole('heading', { level: 1, name: texts.secretary.verificationErrorTitle })).toBeVisible();
    expect(screen.getByText(texts.secretary.verificationError)).toBeVisible();
  });
});
