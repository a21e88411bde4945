import { describe, expect, it } from 'vitest';
import { findNextEvent, findStartEvent, getExtraUnitIds, getLockedMessage, listEventPlaces, sortContentTree, canBuyAccess } from './content-sequence';
import { makeContentEvent, makeLockedEvent, makeTopic, makeUnit } from './formation-factories';

const ids = (units: Parameters<typeof listEventPlaces>[0]) => listEventPlaces(units).map((place) => place.event.id);

describe('sortContentTree', () => {
  it('orders units, topics and events by orden, whatever order the answer has', () => {
    const units = sortContentTree([
      makeUnit({
        id: 20,
        orden: 2,
        temas: [makeTopic({ id: 201, orden: 1, eventos: [makeContentEvent({ id: 5, orden: 2 }), makeContentEvent({ id: 4, orden: 1 })] })],
      }),
      makeUnit({
        id: 10,
        orden: 1,
        temas: [
          makeTopic({ id: 102, orden: 2, eventos: [makeContentEvent({ id: 3, orden: 1 })] }),
          makeTopic({ id: 101, orden: 1, eventos: [makeContentEvent({ id: 2, orden: 3 }), makeContentEvent({ id: 1, orden: 1 })] }),
        ],
      }),
    ]);
    expect(units.map((unit) => unit.id)).toEqual([10, 20]);
    expect(units[0]!.temas.map((topic) => topic.id)).toEqual([101, 102]);
    expect(ids(units)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps equal orders stable by id', () => {
    const units = sortContentTree([
      makeUnit({ temas: [makeTopic({ eventos: [makeContentEvent({ id: 9, orden: 1 }), makeContentEvent({ id: 7, orden: 1 })] })] }),
    ]);
    expect(ids(units)).toEqual([7, 9]);
  });
});

describe('findNextEvent (Siguiente)', () => {
  const units = sortContentTree([
    makeUnit({
      id: 10,
      orden: 1,
      temas: [
        makeTopic({ id: 101, orden: 1, eventos: [makeContentEvent({ id: 1, orden: 1, freemium: true }), makeLockedEvent('not_yet', { id: 2, orden: 2 })] }),
        makeTopic({ id: 102, orden: 2, eventos: [makeContentEvent({ id: 3, orden: 1 })] }),
      ],
    }),
    makeUnit({ id: 20, orden: 2, temas: [makeTopic({ id: 201, eventos: [makeContentEvent({ id: 4, orden: 1, freemium: true })] })] }),
    makeUnit({ id: 30, orden: 3, type: 'unidad extra', temas: [makeTopic({ id: 301, eventos: [makeLockedEvent('extra_unit', { id: 5 })] })] }),
  ]);

  it('moves to the next available event in unit, topic, event order, skipping locked ones', () => {
    expect(findNextEvent(units, 1, false)?.event.id).toBe(3);
    expect(findNextEvent(units, 3, false)?.event.id).toBe(4);
  });

  it('is null after the last available event', () => {
    expect(findNextEvent(units, 4, false)).toBeNull();
  });

  it('counts only freemium events for a freemium user', () => {
    expect(findNextEvent(units, 1, true)?.event.id).toBe(4);
    expect(findNextEvent(units, 4, true)).toBeNull();
  });

  it('starts at the first open event not completed yet', () => {
    const withDone = sortContentTree([
      makeUnit({
        temas: [
          makeTopic({
            eventos: [makeContentEvent({ id: 1, completed: [{ edu_codigocontacto: 'CT-0001', completed: 1 }] }), makeContentEvent({ id: 2, orden: 2 })],
          }),
        ],
      }),
    ]);
    expect(findStartEvent(withDone, false)?.event.id).toBe(2);
    expect(findStartEvent(units, true)?.event.id).toBe(1);
  });
});

describe('locked messages and purchases', () => {
  it('uses the contract texts for each reason', () => {
    expect(getLockedMessage(makeLockedEvent('extra_unit'), false)).toBe('Este contenido pertenece a una unidad extra');
    expect(getLockedMessage(makeLockedEvent('not_yet'), false)).toBe('Este contenido no estará disponible hasta el 1 dic 2026');
    expect(getLockedMessage(makeLockedEvent('expired'), false)).toBe('Este contenido ha dejado de estar disponible');
    expect(getLockedMessage(makeLockedEvent('before_course_month'), false)).toBe('Este evento es anterior al mes de inicio de su curso');
    expect(getLockedMessage(makeLockedEvent('freemium'), true)).toBe('Este contenido no está disponible');
    expect(getLockedMessage(makeContentEvent(), false)).toBeNull();
  });

  it('never opens a non-freemium event to a freemium user, even if the answer says available', () => {
    expect(getLockedMessage(makeContentEvent({ freemium: false }), true)).toBe('Este contenido no está disponible');
    expect(canBuyAccess(makeContentEvent({ freemium: false }), true)).toBe(true);
  });

  it('offers a purchase only where buying can open the content', () => {
    expect(canBuyAccess(makeLockedEvent('extra_unit'), false)).toBe(true);
    // A past class: a recovery bonus can reopen it.
    expect(canBuyAccess(makeLockedEvent('expired'), false)).toBe(true);
    expect(canBuyAccess(makeLockedEvent('not_yet'), false)).toBe(false);
    expect(canBuyAccess(makeContentEvent(), false)).toBe(false);
  });

  it('lists the extra units of content that lives only in extra units', () => {
    expect(getExtraUnitIds(makeContentEvent({ unidades: [{ unidad_id: 40, type: 'unidad extra' }] }))).toEqual([40]);
    expect(
      getExtraUnitIds(
        makeContentEvent({
          unidades: [
            { unidad_id: 40, type: 'unidad extra' },
            { unidad_id: 10, type: 'unidad' },
          ],
        }),
      ),
    ).toEqual([]);
  });
});
