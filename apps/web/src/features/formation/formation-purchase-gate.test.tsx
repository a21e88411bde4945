import { texts } from '@campus/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse } from '../../test/fetch-mock';
import { makeContentEvent, makeLockedEvent, makeProduct, makeSessionUser, makeTopic, makeUnit } from './formation-factories';
import { bodyOf, mockFormationApi, renderFormation } from './formation-test-setup';

// The whole signed-in app renders (shell, lazy route): slower than the default 5 s on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

const tree = () => screen.getByRole('navigation', { name: 'Temario de la formación' });
const eventButton = (name: RegExp) => within(tree()).getByRole('button', { name });
const limitedUser = makeSessionUser({ edu_tipocontacto: '3', emailaddress1: 'limitado@campus.test' });

/** Contact type 3's view of a course: a free class, a paid class ('limited') and an extra unit's class. */
const limitedTree = () => [
  makeUnit({
    id: 10,
    temas: [
      makeTopic({
        id: 101,
        eventos: [
          makeContentEvent({ id: 1, title: 'Clase gratuita', freemium: true }),
          makeLockedEvent('limited', { id: 2, orden: 2, title: 'Clase de pago' }),
        ],
      }),
    ],
  }),
  makeUnit({
    id: 40,
    orden: 2,
    type: 'unidad extra',
    titulo: 'Unidad extra. Supuestos',
    temas: [
      makeTopic({
        id: 401,
        unidad_id: 40,
        eventos: [makeLockedEvent('limited', { id: 4, title: 'Supuesto comentado', unidades: [{ unidad_id: 40, type: 'unidad extra' }] })],
      }),
    ],
  }),
];

const gateName = 'Esta parte de Campus es para alumnos matriculados';

describe('formation page: the purchase dialog for contact type 3 and freemium users (spec 001 §1, §6)', () => {
  it('opens the purchase dialog when contact type 3 opens a non-freemium class', async () => {
    const fetchMock = mockFormationApi({ user: limitedUser, content: limitedTree() });
    await renderFormation();
    await userEvent.setup().click(eventButton(/Clase de pago/));
    const gate = await screen.findByRole('dialog', { name: gateName });
    expect(within(gate).getByRole('button', { name: 'Comprar ahora' })).toBeInTheDocument();
    // Contact type 3 is not on the free trial: the dialog does not say so.
    expect(gate).toHaveTextContent(texts.freemiumWeb.gateBodyLimited);
    expect(gate).not.toHaveTextContent('prueba gratuita');
    expect(screen.queryByRole('dialog', { name: 'Contenido no disponible' })).not.toBeInTheDocument();
    expect(screen.queryByText('Este contenido no está disponible')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/products/by-event')).toHaveLength(0);
  });

  it("says an extra unit's class belongs to an extra unit and lists the unit's products to contact type 3", async () => {
    const fetchMock = mockFormationApi({
      user: limitedUser,
      content: limitedTree(),
      extra: { '/api/products/by-unit-ids': jsonResponse({ status: 'ok', data: { data: [makeProduct()] } }) },
    });
    await renderFormation();
    await userEvent.setup().click(eventButton(/Supuesto comentado/));
    const dialog = await screen.findByRole('dialog', { name: 'Contenido no disponible' });
    expect(dialog).toHaveTextContent('Este contenido pertenece a una unidad extra');
    expect(await within(dialog).findByRole('button', { name: /^Comprar: / })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Más información' })).not.toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, '/api/products/by-unit-ids')[0])).toEqual({ unitIdsArray: [40] });
  });

  it('opens the purchase dialog when a freemium user opens a locked non-freemium class, but keeps the reason of a freemium class out of its dates', async () => {
    const content = [
      makeUnit({
        temas: [
          makeTopic({
            eventos: [
              makeLockedEvent('freemium', { id: 2, title: 'Clase de pago' }),
              makeLockedEvent('expired', { id: 3, orden: 2, title: 'Clase gratuita pasada', freemium: true }),
            ],
          }),
        ],
      }),
    ];
    mockFormationApi({ user: makeSessionUser({ freemium: true }), content });
    await renderFormation();
    const user = userEvent.setup();
    await user.click(eventButton(/Clase de pago/));
    expect(await screen.findByRole('dialog', { name: gateName })).toHaveTextContent(texts.freemiumWeb.gateBody);
    await user.click(screen.getByRole('button', { name: /Cerrar/ }));
    await user.click(eventButton(/Clase gratuita pasada/));
    expect(await screen.findByRole('dialog', { name: 'Contenido no disponible' })).toHaveTextContent('Este contenido ha dejado de estar disponible');
  });
});
