import { texts, type Debt, type EnrolmentInfoAnswer } from '@campus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session-store';
import { makeSessionUser } from '../../../test/factories';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderRoute } from '../../../test/render-route';
import { SecretaryTab } from './secretary-tab';

const student = makeSessionUser({ edu_codigocontacto: 'CON-1', emailaddress1: 'lucia@campus.test', emailaddress2: 'lucia@example.com' });

const line = (code: string, group: string, name: string) => ({
  edu_codigolineamatricula: code,
  edu_matricula: 'MAT-1',
  edu_codigoformacion: group,
  edu_formacion: name,
  edu_principalcodigoformacion: 'FOR-1',
  edu_gru_n4: null,
  edu_fechainicio: '2026-06-01T00:00:00.000Z',
  edu_fechafin: null,
  edu_activa: 0,
  edu_codigoalumno: 'CON-1',
  edu_fechafinpermanencia: null,
  solicitudBaja: null,
});

const info: EnrolmentInfoAnswer = {
  status: 'ok',
  matriculas: {
    data: [
      {
        edu_codigomatricula: 'MAT-1',
        edu_matriculaid: 'x',
        edu_codigoformacion: 'FOR-1',
        edu_formacion: 'Desarrollo de Aplicaciones Web',
        edu_fechamatricula: null,
        statecode: 0,
      },
    ],
  },
  lineasProducto: { lineasProductoWithProduct: [] },
  formations: { formations: [] },
  lineasMatricula: { data: [line('LM-1', 'GRU-A', 'DAW · Grupo A'), line('LM-2', 'GRU-B', 'Enfermería · Grupo A')] },
};

const debt = (id: string, overrides: Partial<Debt>): Debt => ({
  caja_adeudoid: id,
  caja_periodoservicio: '2026-10-01',
  caja_concepto: `Mensualidad ${id}`,
  caja_importe: 89,
  caja_pagado: true,
  caja_cajero: false,
  caja_stripeid: `in_${id}`,
  caja_numerofactura: `F-${id}`,
  caja_fechapago: '2026-10-05T08:00:00.000Z',
  caja_Matricula: { edu_codigomatricula: 'MAT-1' },
  ...overrides,
});

const pending = debt('00000000-0000-4000-8000-000000000001', {
  caja_periodoservicio: '2026-11-01',
  caja_pagado: false,
  caja_stripeid: null,
  caja_numerofactura: null,
  caja_fechapago: null,
});
const cashier = debt('c1', { caja_periodoservicio: '2026-09-01', caja_cajero: true, caja_stripeid: null });
const paid = Array.from({ length: 9 }, (_, i) => debt(`p${i}`, { caja_periodoservicio: `2025-${String(12 - i).padStart(2, '0')}-01` }));

let clicked: string[];
beforeEach(() => {
  clicked = [];
  // The document opens through a link click: record where it leads instead of navigating.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.getAttribute('href') ?? '');
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderTab = () => renderRoute(<SecretaryTab contactCode="CON-1" />, { path: '/perfil/:id', at: '/perfil/CON-1?tab=secretary' });

describe('SecretaryTab', () => {
  it('shows 3 invoices then 5 more per ‘Ver más’, downloading a paid one, asking for a pending one, nothing for the cash desk', async () => {
    setSession('token', student);
    const fetchMock = mockFetch({
      '/api/matriculas/alumno/info/CON-1': jsonResponse(info),
      '/api/adeudos/CON-1': jsonResponse({ status: 'ok', data: [pending, cashier, ...paid] }),
      '/api/adeudos/stripe/in_p0': jsonResponse({ status: 'ok', invoice_pdf: '/api/documentos/descargar/ABC?sig=1' }),
      '/api/user/casos/administration': jsonResponse(
        { status: 'ok', message: texts.secretary.invoiceRequested, ticketnumber: 'CAS-2345-ACD' },
        { status: 201 },
      ),
    });
    const { user } = renderTab();

    expect(await screen.findByRole('heading', { name: texts.secretary.heading })).toBeVisible();
    expect(screen.getByRole('link', { name: texts.secretary.helpLink })).toHaveAttribute('href', '/perfil/CON-1?tab=secretary&ayuda=faq-040');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 3);
    expect(JSON.parse(String(callsTo(fetchMock, '/api/adeudos/CON-1')[0]![1]!.body))).toEqual({ enrolments: ['MAT-1'] });

    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText(texts.secretary.invoicePending)).toBeVisible();
    expect(within(rows[1]!).getByText(texts.secretary.cashierNote)).toBeVisible();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: texts.secretary.seeMore }));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 8);
    await user.click(screen.getByRole('button', { name: texts.secretary.seeMore }));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 11);
    expect(screen.queryByRole('button', { name: texts.secretary.seeMore })).toBeNull();

    await user.click(within(rows[2]!).getByRole('button', { name: 'Descargar la factura de Diciembre de 2025' }));
    await waitFor(() => expect(clicked).toEqual(['/api/documentos/descargar/ABC?sig=1']));

    await user.click(within(rows[0]!).getByRole('button', { name: 'Solicitar la factura de Noviembre de 2026' }));
    expect(await screen.findByText(texts.secretary.invoiceRequested)).toBeVisible();
    const body = JSON.parse(String(callsTo(fetchMock, '/api/user/casos/administration')[0]![1]!.body)) as { data: Record<string, string> };
    expect(body.data).toMatchObject({ caja_adeudoid: pending.caja_adeudoid, emailaddress: 'lucia@example.com' });
    expect(within(rows[0]!).getByRole('button', { name: 'Solicitar la factura de Noviembre de 2026' })).toBeDisabled();
  });

  it('asks for a group before a certificate, shows the hours attended, and shows the server’s refusal', async () => {
    setSession('token', student);
    mockFetch({
      '/api/matriculas/alumno/info/CON-1': jsonResponse(info),
      '/api/adeudos/CON-1': jsonResponse({ status: 'ok', data: [] }),
      '/api/actividades/asistencia/CON-1': jsonResponse({ status: 'ok', data: { totalHorasAsistidas: 12.5, fechasNoAsistidas: [] } }),
      '/api/certificados/contenidos/CON-1': errorResponse(400, 'validation', texts.secretary.contentIndexIncomplete),
      '/api/certificados/matricula/CON-1': jsonResponse(
        { status: 'ok', message: texts.secretary.certificateGenerated, url: '/api/documentos/descargar/XYZ?sig=2', verificationCode: 'XYZ' },
        { status: 201 },
      ),
    });
    const { user } = renderTab();

    await user.click(await screen.findByRole('button', { name: texts.secretary.certificateEnrolment }));
    expect(await screen.findAllByText(texts.secretary.selectGroup)).not.toHaveLength(0);
    expect(screen.getByRole('combobox', { name: texts.secretary.groupLabel })).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(screen.getByRole('combobox', { name: texts.secretary.groupLabel }), 'GRU-A');
    expect(await screen.findByText('12,5 h de clase en directo asistidas')).toBeVisible();

    await user.click(screen.getByRole('button', { name: texts.secretary.certificateContent }));
    expect(await screen.findByText(texts.secretary.contentIndexIncomplete)).toBeVisible();

    await user.click(screen.getByRole('button', { name: texts.secretary.certificateEnrolment }));
    expect(await screen.findByText(texts.secretary.certificateGenerated)).toBeVisible();
    expect(clicked).toEqual(['/api/documentos/descargar/XYZ?sig=2']);
  });

  it('opens the contract, or says there is none; and the previous year’s invoices answer their text when there are none', async () => {
    setSession('token', student);
    mockFetch({
      '/api/matriculas/alumno/info/CON-1': jsonResponse(info),
      '/api/adeudos/CON-1': jsonResponse({ status: 'ok', data: [] }),
      '/api/contratos/CON-1': jsonResponse({ status: 'ok', data: [] }),
      '/api/adeudos/yearly/MAT-1': errorResponse(404, 'not_found', texts.secretary.noPreviousYearInvoices),
    });
    const { user } = renderTab();

    await user.click(await screen.findByRole('button', { name: texts.secretary.contractAction }));
    expect(await screen.findByText(texts.secretary.noContract)).toBeVisible();
    await user.click(screen.getByRole('button', { name: `Descargar facturas de ${new Date().getFullYear() - 1}` }));
    expect(await screen.findByText(texts.secretary.noPreviousYearInvoices)).toBeVisible();
    expect(clicked).toEqual([]);
  });

  it('shows the spec’s message when the student’s enrolments cannot be read', async () => {
    setSession('token', student);
    mockFetch({ '/api/matriculas/alumno/info/CON-1': errorResponse(500, 'internal', 'x') });
    renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.enrolments.infoError);
  });
});
