import { academyTexts } from '@campus/contract';
import { type PersonDetail, type PersonSummary } from '@campus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session-store';
import { makeSessionUser } from '../../test/factories';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderRoute } from '../../test/render-route';
import { PeopleRoute } from './people-route';

const t = academyTexts.backOfficePeople;
const admin = makeSessionUser({ edu_codigocontacto: 'ADM-1', fullname: 'Marta Admin', admin: true });

const makePerson = (overrides: Partial<PersonSummary> = {}): PersonSummary => ({
  edu_codigocontacto: 'CON-10001',
  fullname: 'Ana López Ruiz',
  firstname: 'Ana',
  lastname: 'López Ruiz',
  emailaddress1: 'ana@campus.test',
  emailaddress2: null,
  mobilephone: null,
  edu_documentoidentificativo: '51234567C',
  contactTypes: [1],
  admin: false,
  state: 'active',
  ...overrides,
});
const detailOf = (person: PersonSummary): PersonDetail => ({
  ...person,
  suspendedAt: null,
  suspendedBy: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  enrolments: [],
  groupsTaught: [],
  lastConnectionAt: null,
  invitation: { state: 'pending', expiresAt: '2026-11-27T10:00:00.000Z' },
});

/** Types by pasting: the same events a form reads, without a key-by-key wait per character. */
async function fillIn(user: ReturnType<typeof renderPeople>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const renderPeople = () =>
  renderRoute(<PeopleRoute />, { path: '/gestion/personas', otherPages: { '/gestion/personas/:contactCode': 'Ficha de persona', '/': 'Inicio' } });

describe('/gestion/personas', () => {
  it('lists a page of people with their types and state, searches and filters on the server, and pages', async () => {
    setSession('token', admin);
    const people = [
      makePerson(),
      makePerson({
        edu_codigocontacto: 'CON-10002',
        fullname: 'Bruno Profe',
        contactTypes: [5],
        admin: true,
        state: 'suspended',
        edu_documentoidentificativo: null,
      }),
    ];
    const fetchMock = mockFetch({
      '/api/gestion/personas': (url) => {
        const page = Number(url.searchParams.get('page'));
        return jsonResponse({
          status: 'ok',
          people: page === 1 ? people : [makePerson({ edu_codigocontacto: 'CON-10030', fullname: 'Zoe Última' })],
          page,
          pageSize: 25,
          total: 26,
        });
      },
    });
    const { user } = renderPeople();

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Ana López RuizCON-10001', 'ana@campus.test', '51234567C', 'Alumno', 'Activa'],
      ['Bruno ProfeCON-10002', 'ana@campus.test', '—', 'Profesor, Administración', 'Suspendida'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Ana López Ruiz' })).toHaveAttribute('href', '/gestion/personas/CON-10001');
    expect(screen.getByRole('status')).toHaveTextContent('26 personas');

    await fillIn(user, screen.getByRole('searchbox', { name: t.searchLabel }), 'lópez');
    await user.selectOptions(screen.getByRole('combobox', { name: t.typeFilterLabel }), 'Profesor');
    await user.selectOptions(screen.getByRole('combobox', { name: t.stateFilterLabel }), 'Suspendida');
    await waitFor(() => {
      const last = new URL(String(callsTo(fetchMock, '/api/gestion/personas').at(-1)![0]), 'http://localhost');
      expect(Object.fromEntries(last.searchParams)).toEqual({ q: 'lópez', page: '1', pageSize: '25', type: '5', state: 'suspended' });
    });

    await user.click(screen.getByRole('button', { name: academyTexts.pager.next }));
    expect(await screen.findByText('Zoe Última')).toBeInTheDocument();
  }, 15_000);

  it('creates a person with the contract form: Spanish errors first, then the body sent and their page opened', async () => {
    setSession('token', admin);
    let sent: unknown = null;
    mockFetch({
      '/api/gestion/personas': (url, init) => {
        if (init?.method === 'POST') {
          sent = JSON.parse(String(init.body));
          const person = detailOf(makePerson({ edu_codigocontacto: 'CON-10040', fullname: 'Luis Gil', contactTypes: [1, 5] }));
          return jsonResponse(
            {
              status: 'ok',
              person,
              invitation: {
                emailaddress1: 'luis@campus.test',
                delivery: 'link',
                url: 'http://localhost/auth/invitacion?token=x',
                expiresAt: '2026-11-27T10:00:00.000Z',
              },
            },
            { status: 201 },
          );
        }
        return jsonResponse({ status: 'ok', people: [], page: 1, pageSize: 25, total: 0 });
      },
    });
    const { user, router } = renderPeople();
    expect(await screen.findByText(t.empty)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t.newPerson }));
    const dialog = await screen.findByRole('dialog', { name: t.newPerson });
    await fillIn(user, within(dialog).getByRole('textbox', { name: t.fields.document }), '12345678A');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Alumno' }));
    await user.click(within(dialog).getByRole('button', { name: t.create }));
    expect(await within(dialog).findByText(t.validation.firstname)).toBeInTheDocument();
    expect(within(dialog).getByText(t.validation.email)).toBeInTheDocument();
    expect(within(dialog).getByText(t.validation.document)).toBeInTheDocument();
    expect(within(dialog).getByText(t.validation.typesRequired)).toBeInTheDocument();
    expect(sent).toBeNull();

    await fillIn(user, within(dialog).getByRole('textbox', { name: new RegExp(`^${t.fields.firstname}`) }), 'Luis');
    await fillIn(user, within(dialog).getByRole('textbox', { name: new RegExp(`^${t.fields.lastname}`) }), 'Gil');
    await fillIn(user, within(dialog).getByRole('textbox', { name: new RegExp(`^${t.fields.emailaddress1}`) }), 'Luis@Campus.test');
    const document = within(dialog).getByRole('textbox', { name: t.fields.document });
    await user.clear(document);
    await fillIn(user, document, '51234567c');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Profesor' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Alumno' }));
    await user.click(within(dialog).getByRole('button', { name: t.create }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/gestion/personas/CON-10040'));
    expect(sent).toEqual({
      firstname: 'Luis',
      lastname: 'Gil',
      emailaddress1: 'luis@campus.test',
      emailaddress2: null,
      mobilephone: null,
      edu_documentoidentificativo: '51234567C',
      edu_codigocontacto: null,
      contactTypes: [1, 5],
      admin: false,
      sendInvitation: true,
    });
    expect(router.state.location.state).toMatchObject({ invitation: { delivery: 'link' } });
  }, 15_000);

  it('keeps the form and shows the server’s refusal of a taken e-mail', async () => {
    setSession('token', admin);
    mockFetch({
      '/api/gestion/personas': (_url, init) =>
        init?.method === 'POST'
          ? errorResponse(409, 'conflict', 'Ya hay una persona con el correo ana@campus.test')
          : jsonResponse({ status: 'ok', people: [], page: 1, pageSize: 25, total: 0 }),
    });
    const { user } = renderPeople();
    await user.click(await screen.findByRole('button', { name: t.newPerson }));
    const dialog = await screen.findByRole('dialog', { name: t.newPerson });
    await fillIn(user, within(dialog).getByRole('textbox', { name: new RegExp(`^${t.fields.firstname}`) }), 'Ana');
    await fillIn(user, within(dialog).getByRole('textbox', { name: new RegExp(`^${t.fields.lastname}`) }), 'López');
    await fillIn(user, within(dialog).getByRole('textbox', { name: new RegExp(`^${t.fields.emailaddress1}`) }), 'ana@campus.test');
    await user.click(within(dialog).getByRole('button', { name: t.create }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ya hay una persona con el correo ana@campus.test');
    expect(within(dialog).getByRole('textbox', { name: new RegExp(`^${t.fields.firstname}`) })).toHaveValue('Ana');
  });

  it('refuses a person who is not on the academy’s side', async () => {
    setSession('token', makeSessionUser({ edu_codigocontacto: 'AL-1', edu_tipocontacto: '1' }));
    const fetchMock = mockFetch({});
    renderPeople();
    expect(await screen.findByRole('heading', { name: academyTexts.backOffice.forbidden })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/gestion/personas')).toHaveLength(0);
  });
});
