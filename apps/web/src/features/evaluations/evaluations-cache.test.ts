import type { TeacherDeliveriesAnswer } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '../../test/query-client';
import { evaluationsKeys } from './api/evaluations-keys';
import { withoutTaskFile, writeDelivery } from './evaluations-cache';
import { makeDelivery, makeTask, makeTaskFile } from './evaluations-test-factories';

const answer = (data: TeacherDeliveriesAnswer['data']): TeacherDeliveriesAnswer => ({ status: 'ok', data, grupos: [] });

describe('evaluations cache', () => {
  it('writes a graded delivery where it is listed (the ungraded list too, until asked again), and a new one where it matches', () => {
    const queryClient = createTestQueryClient();
    const waiting = makeDelivery();
    queryClient.setQueryData(evaluationsKeys.deliveries(null, null), answer([waiting]));
    queryClient.setQueryData(evaluationsKeys.deliveries(null, 'Entregada'), answer([waiting]));
    queryClient.setQueryData(evaluationsKeys.deliveries('GRU-DAW-2026-B', null), answer([]));
    const graded = { ...waiting, edu_calificacion: 8, estado: 'Corregida' as const };
    writeDelivery(queryClient, graded);
    expect(queryClient.getQueryData<TeacherDeliveriesAnswer>(evaluationsKeys.deliveries(null, null))?.data).toEqual([graded]);
    expect(queryClient.getQueryData<TeacherDeliveriesAnswer>(evaluationsKeys.deliveries(null, 'Entregada'))?.data).toEqual([graded]);
    // Another group's list does not take it.
    expect(queryClient.getQueryData<TeacherDeliveriesAnswer>(evaluationsKeys.deliveries('GRU-DAW-2026-B', null))?.data).toEqual([]);

    // A new delivery goes, ungraded first, into the lists it matches only.
    const other = makeDelivery({ id: 950, edu_fechaentrega: '2026-11-20T08:00:00.000Z' });
    writeDelivery(queryClient, other);
    expect(queryClient.getQueryData<TeacherDeliveriesAnswer>(evaluationsKeys.deliveries(null, null))?.data).toEqual([other, graded]);
    expect(queryClient.getQueryData<TeacherDeliveriesAnswer>(evaluationsKeys.deliveries(null, 'Entregada'))?.data).toEqual([other, graded]);
    expect(queryClient.getQueryData<TeacherDeliveriesAnswer>(evaluationsKeys.deliveries('GRU-DAW-2026-B', null))?.data).toEqual([]);
  });

  it('removing a draft file keeps the attempts and the state: a delivered task stays Entregada (issue 29)', () => {
    const task = makeTask({ intentos_usados: 2, estado: 'Entregada', files: [makeTaskFile({ id: 1, intento: 2 }), makeTaskFile({ id: 2 })] });
    expect(withoutTaskFile(task, 2)).toMatchObject({ intentos_usados: 2, estado: 'Entregada', files: [{ id: 1 }] });
    const draftOnly = makeTask({ files: [makeTaskFile({ id: 3 })] });
    expect(withoutTaskFile(draftOnly, 3)).toMatchObject({ intentos_usados: 0, estado: 'Pendiente', files: [] });
  });
});
