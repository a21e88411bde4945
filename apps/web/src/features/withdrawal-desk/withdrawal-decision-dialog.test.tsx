import { academyTexts } from '@campus/contract';
import { type DeskWithdrawal, type DeskWithdrawalsAnswer } from '@campus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session-store';
import { makeSessionUser } from '../../test/factories';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderRoute } from '../../test/render-route';
import { WithdrawalDeskRoute } from './withdrawal-desk-route';

const t = academyTexts.backOfficeDesk;
const staff = makeSessionUser({ edu_codigocontacto: 'CON-10004', fullname: 'Elena Personal', edu_tipocontacto: '1,4' });

function makeWithdrawal(overrides: Partial<DeskWithdrawal> = {}): DeskWithdrawal {
  return {
    id: 7,
    status: 'pendiente',
    effective_date: '2026-04-01',
    created_at: '2026-03-10T10:00:00.000Z',
    decided_at: null,
    response: null,
    decidedBy: null,
    student: { edu_codigocontacto: 'CON-10203', fullname: 'Samuel Ortiz Cabrera', emailaddress1: 'samuel@campus.test' },
    line: { edu_codigolineamatricula: 'LM-2026-0040', edu_matricula: 'MAT-2026-0030', edu_activa: 0, edu_fechafin: null },
    group: { edu_codigoformacion: 'GRU-DAM-A', edu_formacion: 'DAM 2025-2026 A' },
    formation: { edu_codigoformacion: 'FOR-DAM', edu_formacion: 'Desarrollo de Aplicaciones Multiplataforma' },
    survey: { motivo: 'economicos', valoracion: 3, comentarios: 'Este trimestre no puedo pagar.' },
    ...overrides,
  };
}

const page = (...rows: DeskWithdrawal[]): DeskWithdrawalsAnswer => ({
  status: 'ok',
  data: rows,
  page: { page: 1, pageSize: 25, total: rows.length },
  pendingTotal: rows.filter((row) => row.status === 'pendiente').length,
});

const renderDesk = () => renderRoute(<WithdrawalDeskRoute />, { path: '/gestion/bajas', otherPages: { '/': 'Inicio' } });

afterEach(() => vi.unstubAllGlobals());

describe('/gestion/bajas and the decision dialog', () => {
  it('lists the request with its survey, refuses a rejection without a reason, then sends the reason and shows the decided row', async () => {
    setSession('token', staff);
    let decided = false;
    const rejected = makeWithdrawal({
      status: 'rechazado',
      response: 'Tienes permanencia',
      decided_at: '2026-03-11T10:00:00.000Z',
      decidedBy: { edu_codigocontacto: 'CON-10004', fullname: 'Elena Personal' },
    });
    const fetchMock = mockFetch({
      '/api/gestion/bajas': () => jsonResponse(page(decided ? rejected : makeWithdrawal())),
      '/api/gestion/bajas/7': () => {
        decided = true;
        return jsonResponse({ status: 'ok', message: t.rejected, data: rejected });
      },
    });
    const { user } = renderDesk();

    const table = await screen.findByRole('table', { name: t.withdrawalsTableLabel });
    expect(within(table).getByText('DAM 2025-2026 A')).toBeInTheDocument();
    expect(within(table).getByText('Motivos económicos')).toBeInTheDocument();
    expect(within(table).getByText('Pendiente')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: /Samuel Ortiz Cabrera/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitud de baja de Samuel Ortiz Cabrera' });
    expect(within(dialog).getByText('Este trimestre no puedo pagar.')).toBeInTheDocument();
    expect(within(dialog).getByText('LM-2026-0040')).toBeInTheDocument();

    // Nothing chosen: the choice is required.
    await user.click(within(dialog).getByRole('button', { name: t.decisionSubmit }));
    expect(await within(dialog).findByText(t.decisionRequired)).toBeInTheDocument();

    // A rejection needs its reason: the contract's message, and nothing is sent.
    await user.click(within(dialog).getByRole('radio', { name: t.decisionReject }));
    await user.click(within(dialog).getByRole('button', { name: t.decisionSubmit }));
    const response = within(dialog).getByRole('textbox', { name: new RegExp(t.decisionResponse) });
    expect(await within(dialog).findByText(t.rejectReasonRequired)).toBeInTheDocument();
    expect(response).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, '/api/gestion/bajas/7')).toHaveLength(0);

    await user.type(response, 'Tienes permanencia');
    await user.click(within(dialog).getByRole('button', { name: t.decisionSubmit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = callsTo(fetchMock, '/api/gestion/bajas/7');
    expect(call![1]!.method).toBe('PATCH');
    expect(JSON.parse(String(call![1]!.body))).toEqual({ decision: 'rechazado', response: 'Tienes permanencia' });
    expect(await within(screen.getByRole('table')).findByText('Rechazada')).toBeInTheDocument();
  });

  it("shows the server's refusal inside the dialog (a request someone else decided meanwhile)", async () => {
    setSession('token', staff);
    mockFetch({
      '/api/gestion/bajas': () => jsonResponse(page(makeWithdrawal())),
      '/api/gestion/bajas/7': () => errorResponse(409, 'conflict', t.withdrawalAlreadyDecided),
    });
    const { user } = renderDesk();
    await user.click(await screen.findByRole('button', { name: /Samuel Ortiz Cabrera/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: t.decisionApprove }));
    expect(within(dialog).getByText(/La línea de matrícula terminará el 1 abr 2026/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t.decisionSubmit }));
    expect(await within(dialog).findByText(t.withdrawalAlreadyDecided)).toBeInTheDocument();
  });

  it('refuses a student before asking anything', async () => {
    setSession('token', makeSessionUser({ edu_tipocontacto: '1' }));
    const fetchMock = mockFetch({});
    renderDesk();
    expect(await screen.findByText(academyTexts.backOffice.forbidden)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/gestion/bajas')).toHaveLength(0);
  });
});
