import { texts } from '@campus/contract/plain';

/** Web chrome of the home dashboard added with the progress and event cards (the welcome card's is in lib/texts). */
export const homeTexts = {
  tryingForFree: 'Estás probando gratis',
  chooseFormation: 'Elige la formación que quieres probar',
  progress: {
    title: 'Tu progreso',
    label: (name: string) => `Progreso en ${name}`,
    completed: (done: number, total: number) => `${done} de ${total} contenidos completados`,
    unavailable: 'El progreso de esta formación aún no está disponible.',
    error: 'No se pudo cargar el progreso.',
    retry: 'Reintentar',
  },
  events: {
    title: 'Próximos eventos',
    subtitle: 'Tus clases, tutorías y entregas de los próximos 30 días',
    empty: 'No tienes eventos en los próximos 30 días.',
    error: 'No se pudieron cargar tus próximos eventos.',
    retry: 'Reintentar',
    seeCalendar: 'Ver el calendario',
    live: 'En directo',
    /** A class of today already over: it stays listed, its recording one click away ('Ir al evento'). */
    ended: 'Finalizada',
    join: texts.events.join,
    goTo: texts.events.goTo,
    allDay: 'Todo el día',
    moreFormations: (count: number) => `+${count} más`,
    formationsLabel: 'Grupos',
    checkOut: 'Registrar salida',
    checkedOut: 'Salida registrada',
    joinHint: '(se abre en una pestaña nueva)',
  },
  /** The card at the top of the home: the class to join now, else the next timed event. */
  nowNext: {
    now: 'Ahora',
    next: 'Próximo',
    startsAt: (time: string) => `Empieza a las ${time}`,
  },
} as const;
