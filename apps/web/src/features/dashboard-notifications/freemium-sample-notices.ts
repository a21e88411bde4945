import type { DashboardNotification } from '@campus/contract';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/**
 * What a freemium visitor sees blurred behind the lock (spec 002 §6): sample notices of a made-up group,
 * never anyone's data (the page asks the server nothing).
 */
export function buildFreemiumSampleNotices(): DashboardNotification[] {
  const group = [{ edu_codigoformacion: 'MUESTRA', edu_formacion: 'Grupo de ejemplo' }];
  return [
    {
      id: -1,
      title: 'Cambio de aula del taller práctico',
      message: 'El taller del jueves se traslada al aula 2.04.',
      scheduled: null,
      created_at: daysAgo(0.3),
      contactos: [],
      formations: group,
    },
    {
      id: -2,
      title: 'Mantenimiento de la plataforma',
      message: 'El sábado de 8:00 a 10:00 el campus no estará disponible.',
      scheduled: null,
      created_at: daysAgo(2),
      contactos: [],
      formations: group,
    },
    {
      id: -3,
      title: 'Plazo de la práctica ampliado',
      message: 'La entrega se amplía una semana.',
      scheduled: null,
      created_at: daysAgo(5),
      contactos: [],
      formations: group,
    },
    {
      id: -4,
      title: 'Horario de secretaría en festivos',
      message: 'La secretaría permanecerá cerrada el próximo festivo.',
      scheduled: null,
      created_at: daysAgo(9),
      contactos: [],
      formations: group,
    },
  ];
}
