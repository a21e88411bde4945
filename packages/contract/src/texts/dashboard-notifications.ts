/** Dashboard notifications (/notificaciones, spec 002 §2, §8; issue 11). The notifications helper completes this group. */
export const dashboardNotificationsTexts = {
  search: 'Buscar notificación...',
  fetchError: 'Error al obtener las notificiaciones del dashboard',
} as const;
