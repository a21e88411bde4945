import type { Database } from '../client';
import { supportCases } from '../schema';
import { demoContactCodes as C } from './accounts';
import type { DemoClock } from './dates';

interface CasePlan {
  ticket: string;
  customer: string;
  title: string;
  description: string;
  tipo: 0 | 1;
  statecode: 0 | 1 | 2;
  statuscode: number;
  resolution?: string;
  resolvedBy?: string;
  /** Hours before now it was registered, and last changed. */
  createdHoursAgo: number;
  modifiedHoursAgo: number;
}

/**
 * Support cases of the demo academy (spec 002 §Support cases, §4): the demo student's, one of each kind so
 * /incidencias shows every colour (resolved with its resolution, in progress, waiting for her details,
 * cancelled), and a few of classmates so the staff queue on /gestion/incidencias has work. Ticket numbers
 * are fixed (the same after every reseed) and follow the contract's pattern.
 */
const plans: CasePlan[] = [
  {
    ticket: 'CAS-4827-K3M',
    customer: C.student,
    title: 'No se reproduce la grabación de la clase de formularios',
    description: 'Al abrir la grabación del martes la pantalla se queda en negro y el audio no arranca. He probado en Chrome y en Firefox.',
    tipo: 0,
    statecode: 1,
    statuscode: 5,
    resolution:
      'La grabación se había subido con un formato que algunos navegadores no reproducen. Ya está convertida de nuevo: recarga la página de la clase y debería verse sin problema. Si no, escríbenos indicando el navegador.',
    resolvedBy: C.staff,
    createdHoursAgo: 24 * 9,
    modifiedHoursAgo: 24 * 8 - 3,
  },
  {
    ticket: 'CAS-7352-HTP',
    customer: C.student,
    title: 'Duplicado en el cargo de la mensualidad de noviembre',
    description:
      'En el extracto del banco aparecen dos cargos de la mensualidad de noviembre con un día de diferencia. Adjunto las fechas: 2 y 3 de noviembre.',
    tipo: 1,
    statecode: 0,
    statuscode: 4,
    createdHoursAgo: 50,
    modifiedHoursAgo: 20,
  },
  {
    ticket: 'CAS-2946-WQA',
    customer: C.student,
    title: 'No puedo entregar la tarea del tema 4',
    description: 'El botón de subir archivo no responde cuando intento entregar la práctica del tema 4. El archivo es un PDF de 2 MB.',
    tipo: 0,
    statecode: 0,
    statuscode: 3,
    createdHoursAgo: 6,
    modifiedHoursAgo: 3,
  },
  {
    ticket: 'CAS-5683-RDE',
    customer: C.student,
    title: 'Cambio de grupo de prácticas',
    description: 'Quería pasar al grupo de prácticas de tarde, pero ya lo he hablado con la tutora y no hace falta.',
    tipo: 1,
    statecode: 2,
    statuscode: 6,
    createdHoursAgo: 24 * 15,
    modifiedHoursAgo: 24 * 14,
  },
  {
    ticket: 'CAS-3498-NFC',
    customer: 'CON-10008',
    title: 'No me llega el correo para restablecer la contraseña',
    description: 'He pedido el enlace tres veces y no aparece ni en la bandeja de entrada ni en spam.',
    tipo: 0,
    statecode: 0,
    statuscode: 1,
    createdHoursAgo: 2,
    modifiedHoursAgo: 2,
  },
  {
    ticket: 'CAS-8264-JXV',
    customer: 'CON-10009',
    title: 'Certificado de matrícula para la beca',
    description: 'Necesito un certificado de matrícula del curso actual para presentarlo en la solicitud de beca antes del día 30.',
    tipo: 1,
    statecode: 0,
    statuscode: 1,
    createdHoursAgo: 26,
    modifiedHoursAgo: 26,
  },
  {
    ticket: 'CAS-6739-MGU',
    customer: 'CON-10010',
    title: 'El test del tema 2 se cierra antes de tiempo',
    description: 'A los diez minutos el test se envía solo aunque el límite es de treinta. Me ha pasado dos veces.',
    tipo: 0,
    statecode: 0,
    statuscode: 2,
    createdHoursAgo: 72,
    modifiedHoursAgo: 40,
  },
  {
    ticket: 'CAS-9372-PKY',
    customer: 'CON-10011',
    title: 'Factura a nombre de la empresa',
    description: 'Mi empresa paga la formación: ¿podéis emitir las facturas con su CIF y razón social?',
    tipo: 1,
    statecode: 1,
    statuscode: 1000,
    resolution:
      'Hemos actualizado los datos de facturación con el CIF de tu empresa. Las próximas facturas saldrán a su nombre; las anteriores puedes pedirlas de nuevo desde Secretaría.',
    resolvedBy: C.admin,
    createdHoursAgo: 24 * 5,
    modifiedHoursAgo: 24 * 4,
  },
];

/** Support cases of the demo academy, dates relative to now. */
export async function seedCases(tx: Database, clock: DemoClock): Promise<void> {
  const hoursAgo = (hours: number) => clock.minutesFromNow(-hours * 60);
  await tx.insert(supportCases).values(
    plans.map((plan) => ({
      ticketnumber: plan.ticket,
      title: plan.title,
      description: plan.description,
      tipo_incidencia: plan.tipo,
      technology: 9,
      edu_codigocontacto: plan.customer,
      statecode: plan.statecode,
      statuscode: plan.statuscode,
      resolution: plan.resolution ?? null,
      resolved_by: plan.resolvedBy ?? null,
      resolved_at: plan.resolution ? hoursAgo(plan.modifiedHoursAgo) : null,
      createdon: hoursAgo(plan.createdHoursAgo),
      modifiedon: hoursAgo(plan.modifiedHoursAgo),
    })),
  );
}
