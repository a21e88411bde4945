import { texts, type EnrolmentInfoAnswer, type EnrolmentRecordLine, type WithdrawalCheck } from '@campus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session-store';
import { makeSessionUser } from '../../../test/factories';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderRoute } from '../../../test/render-route';
import { EnrolmentsTab } from './enrolments-tab';

const student = makeSessionUser();
const code = student.edu_codigocontacto;
const infoPath = `/api/matriculas/alumno/info/${code}`;
const checksPath = `/api/matriculas/alumno/comprobar-solicitud-baja/${code}`;
const withdrawPath = `/api/lineaMatriculas/alumno/solicitudes-baja/${code}`;

function makeLine(overrides: Partial<EnrolmentRecordLine> = {}): EnrolmentRecordLine {
  return {
    edu_codigolineamatricula: 'LM-1',
    edu_matricula: 'MAT-1',
    edu_codigoformacion: 'DAW-A',
    edu_formacion: 'DAW · Grupo mañana',
    edu_principalcodigoformacion: 'DAW',
    edu_gru_n4: null,
    edu_fechainicio: '2026-07-01T00:00:00.000Z',
    edu_fechafin: '2027-07-01T00:00:00.000Z',
    edu_activa: 0,
    edu_codigoalumno: code,
    edu_fechafinpermanencia: null,
    solicitudBaja: null,
    ...overrides,
  };
}

const product = (lineCode: string, name: string, modalidad: number | null, overrides: { precio?: number; recurrencia?: string; matricula?: string } = {}) => ({
  edu_codigolineaproducto: lineCode,
  edu_matricula: overrides.matricula ?? 'MAT-1',
  statecode: 0,
  edu_precio: overrides.precio ?? 89,
  edu_fechainicio: '2026-07-01T00:00:00.000Z',
  edu_fechafin: null,
  product: { edu_codigoproducto: `PRD-${lineCode}`, xerppa_nombreproducto: name, recurrencia: overrides.recurrencia ?? 'Mensual', cr479_modalidad: modalidad },
});

const info: EnrolmentInfoAnswer = {
  status: 'ok',
  matriculas: {
    data: [
      {
        edu_codigomatricula: 'MAT-1',
        edu_matriculaid: 'a',
        edu_codigoformacion: 'DAW',
        edu_formacion: 'CFGS Desarrollo de Aplicaciones Web',
        edu_fechamatricula: '2026-06-11T10:00:00.000Z',
        statecode: 0,
      },
      {
        edu_codigomatricula: 'MAT-2',
        edu_matriculaid: 'b',
        edu_codigoformacion: 'ENF',
        edu_formacion: 'Auxiliar de Enfermería',
        edu_fechamatricula: '2026-09-01T10:00:00.000Z',
        statecode: 0,
      },
    ],
  },
  lineasProducto: {
    lineasProductoWithProduct: [
      product('LP-1', 'Mensualidad DAW (online)', 1),
      product('LP-2', 'Mensualidad Enfermería (semipresencial)', 2, { matricula: 'MAT-2', precio: 79 }),
      product('LP-3', 'Matrícula', null, { matricula: 'MAT-2', precio: 120, recurrencia: 'Única' }),
      product('LP-4', 'Mensualidad Enfermería (presencial)', 3, { matricula: 'MAT-2', precio: 99 }),
    ],
  },
  formations: { formations: [] },
  lineasMatricula: {
    data: [
      makeLine(),
      makeLine({
        edu_codigolineamatricula: 'LM-2',
        edu_matricula: 'MAT-2',
        edu_formacion: 'Enfermería · Grupo A',
        solicitudBaja: { id: 4, status: 'pendiente', effective_date: '2026-12-01', created_at: '2026-11-22T10:00:00.000Z' },
      }),
      makeLine({ edu_codigolineamatricula: 'LM-3', edu_matricula: 'MAT-2', edu_formacion: 'Enfermería · Grupo 2025', edu_activa: 1 }),
    ],
  },
};

const check = (line: string, overrides: Partial<WithdrawalCheck> = {}): WithdrawalCheck => ({
  edu_codigoslineamatricula: line,
  adeudosPendientes: 0,
  permanenciaCumplida: true,
  solicitudExistente: false,
  edu_fechafinpermanencia: null,
  ...overrides,
});
const checks = (...data: WithdrawalCheck[]) => jsonResponse({ status: 'ok', fechaEfectiva: '2027-01-01', data });

const renderTab = () =>
  renderRoute(<EnrolmentsTab contactCode={code} />, {
    path: '/perfil/:id',
    at: `/perfil/${code}?tab=enrollments`,
    otherPages: { '/faqs': 'Preguntas frecuentes' },
  });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

afterEach(() => vi.unstubAllGlobals());

describe('EnrolmentsTab', () => {
  it('shows each enrolment with its products (modality 1 online, 2 hybrid, another in person, none a dash) and its groups with their state', async () => {
    setSession('token', student);
    mockFetch({ [infoPath]: jsonResponse(info) });
    renderTab();
    const daw = await screen.findByRole('region', { name: 'Matrícula MAT-1' });
    expect(within(daw).getByText('CFGS Desarrollo de Aplicaciones Web · matriculado el 11 jun 2026')).toBeInTheDocument();
    const [dawProducts, dawGroups] = within(daw).getAllByRole('table');
    expect(
      within(dawProducts!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Código', 'Nombre producto', 'Precio', 'Fecha inicio', 'Fecha fin', 'Modalidad']);
    expect(rowsOf(dawProducts!)).toEqual([['LP-1', 'Mensualidad DAW (online)', '89,00\u00a0€ / mes', '1 jul 2026', '—', 'Online']]);
    expect(
      within(dawGroups!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Código', 'Grupo', 'Fecha inicio', 'Fecha fin', 'Estado', 'Acciones']);
    expect(rowsOf(dawGroups!)).toEqual([['LM-1', 'DAW · Grupo mañana', '1 jul 2026', '1 jul 2027', 'Activa', 'Solicitar baja']]);

    const nursing = screen.getByRole('region', { name: 'Matrícula MAT-2' });
    const [nursingProducts, nursingGroups] = within(nursing).getAllByRole('table');
    expect(rowsOf(nursingProducts!).map((row) => [row[2], row[5]])).toEqual([
      ['79,00\u00a0€ / mes', 'Semipresencial'],
      ['120,00\u00a0€', '—'],
      ['99,00\u00a0€ / mes', 'Presencial'],
    ]);
    expect(rowsOf(nursingGroups!).map((row) => [row[0], row[4], row[5]])).toEqual([
      // Already asked for: no second request, its state says so.
      ['LM-2', 'Baja solicitada', '—'],
      ['LM-3', 'Finalizada', '—'],
    ]);
  });

  it.each([
    ['an existing request', { solicitudExistente: true, adeudosPendientes: 1 }, 'Ya existe una solicitud de baja para esta línea de matrícula.'],
    ['pending debts', { adeudosPendientes: 2, permanenciaCumplida: false }, 'No puede solicitar la baja porque tiene facturas pendientes de pagar.'],
    ['the permanence', { permanenciaCumplida: false }, 'No puede solicitar la baja porque aún no ha cumplido la permanencia.'],
  ])('blocks the withdrawal for %s with the exact text, without the survey', async (_name, blocked, message) => {
    setSession('token', student);
    mockFetch({ [infoPath]: jsonResponse(info), [checksPath]: checks(check('LM-1', blocked)) });
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Solicitar baja: DAW · Grupo mañana' }));
    // Said where the button was, in the line's row (not a toast that is gone in 3 seconds), and focused.
    const row = screen.getByRole('row', { name: /LM-1/ });
    const said = await within(row).findByRole('status');
    expect(said).toHaveTextContent(message);
    expect(said).toHaveFocus();
    expect(within(row).queryByRole('button', { name: /Solicitar baja/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the day the permanence ends, from the server’s check', async () => {
    setSession('token', student);
    mockFetch({ [infoPath]: jsonResponse(info), [checksPath]: checks(check('LM-1', { permanenciaCumplida: false, edu_fechafinpermanencia: '2027-07-01' })) });
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Solicitar baja: DAW · Grupo mañana' }));
    const row = screen.getByRole('row', { name: /LM-1/ });
    expect(await within(row).findByRole('status')).toHaveTextContent(
      'No puede solicitar la baja porque aún no ha cumplido la permanencia. Tu permanencia termina el 1 jul 2027; desde ese día podrás solicitarla.',
    );
  });

  it('asks again on every click (a debt paid meanwhile counts), and says when the check fails', async () => {
    setSession('token', student);
    let isFailing = true;
    const fetchMock = mockFetch({
      [infoPath]: jsonResponse(info),
      [checksPath]: () => (isFailing ? errorResponse(500, 'internal', 'x') : checks(check('LM-1'))),
    });
    const { user } = renderTab();
    const button = await screen.findByRole('button', { name: 'Solicitar baja: DAW · Grupo mañana' });
    await user.click(button);
    expect(await screen.findByText(texts.enrolments.checkError)).toBeInTheDocument();
    isFailing = false;
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Solicitar la baja de DAW · Grupo mañana' })).toBeInTheDocument();
    expect(callsTo(fetchMock, checksPath)).toHaveLength(2);
  });

  it('sends the survey with the line, shows the effective day, and marks the line as requested', async () => {
    setSession('token', student);
    let isRequested = false;
    const requested = makeLine({ solicitudBaja: { id: 9, status: 'pendiente', effective_date: '2027-01-01', created_at: '2026-11-26T10:00:00.000Z' } });
    const fetchMock = mockFetch({
      [infoPath]: () =>
        jsonResponse({ ...info, lineasMatricula: { data: [isRequested ? requested : info.lineasMatricula.data[0]!, ...info.lineasMatricula.data.slice(1)] } }),
      [checksPath]: checks(check('LM-1')),
      [withdrawPath]: () => {
        isRequested = true;
        return jsonResponse(
          {
            status: 'ok',
            message: 'Solicitud de baja registrada. La baja se aplicará a partir del 1 ene 2027.',
            data: [
              {
                id: 9,
                edu_codigolineamatricula: 'LM-1',
                edu_matricula: 'MAT-1',
                edu_codigoformacion: 'DAW-A',
                edu_formacion: 'DAW · Grupo mañana',
                status: 'pendiente',
                effective_date: '2027-01-01',
                motivo: 'otro',
                valoracion: 2,
                comentarios: 'Me mudo',
                response: null,
                created_at: '2026-11-26T10:00:00.000Z',
                decided_at: null,
              },
            ],
          },
          { status: 201 },
        );
      },
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Solicitar baja: DAW · Grupo mañana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar la baja de DAW · Grupo mañana' });
    expect(within(dialog).getByText(/la baja se aplicará a partir del 1 ene 2027/)).toBeInTheDocument();

    // Every rule of the survey is told before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: texts.enrolments.surveySubmit }));
    expect(await within(dialog).findByText(texts.enrolments.surveyReasonRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(texts.enrolments.surveyRatingRequired)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(texts.enrolments.surveyReason), 'otro');
    await user.click(within(dialog).getByRole('radio', { name: '2 de 5' }));
    await user.click(within(dialog).getByRole('button', { name: texts.enrolments.surveySubmit }));
    expect(await within(dialog).findByText(texts.enrolments.surveyCommentsRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, withdrawPath)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(texts.enrolments.surveyComments), 'Me mudo');
    await user.click(within(dialog).getByRole('button', { name: texts.enrolments.surveySubmit }));
    expect(await screen.findByText('Solicitud de baja registrada. La baja se aplicará a partir del 1 ene 2027.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, withdrawPath);
    expect(call![1]!.method).toBe('POST');
    expect(JSON.parse(String(call![1]!.body))).toEqual({ lineas: ['LM-1'], encuesta: { motivo: 'otro', valoracion: 2, comentarios: 'Me mudo' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const daw = screen.getByRole('region', { name: 'Matrícula MAT-1' });
    expect(await within(daw).findByText('Baja solicitada')).toBeInTheDocument();
  });

  it('keeps the survey open with the server refusal', async () => {
    setSession('token', student);
    mockFetch({
      [infoPath]: jsonResponse(info),
      [checksPath]: checks(check('LM-1')),
      [withdrawPath]: errorResponse(409, 'conflict', texts.enrolments.withdrawalExists),
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Solicitar baja: DAW · Grupo mañana' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText(texts.enrolments.surveyReason), 'tiempo');
    await user.click(within(dialog).getByRole('radio', { name: '5 de 5' }));
    await user.click(within(dialog).getByRole('button', { name: texts.enrolments.surveySubmit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(texts.enrolments.withdrawalExists);
  });

  it("says 'Error al traer la información del alumno' when the enrolments cannot be loaded", async () => {
    setSession('token', student);
    mockFetch({ [infoPath]: errorResponse(500, 'internal', 'x') });
    renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.enrolments.infoError);
  });

  it('says when there are no enrolments', async () => {
    setSession('token', student);
    mockFetch({
      [infoPath]: jsonResponse({ ...info, matriculas: { data: [] }, lineasProducto: { lineasProductoWithProduct: [] }, lineasMatricula: { data: [] } }),
    });
    renderTab();
    expect(await screen.findByText(texts.enrolments.noEnrolments)).toBeInTheDocument();
  });
});
