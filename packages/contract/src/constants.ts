/** Business constants shared by web and server (spec 000 §9, 001 §9, 002 §9). */
export const constants = {
  breakpoints: { mobile: 768, tablet: 1024 },
  toastDurationMs: 3000,
  chatSearchDebounceMs: 500,
  joinWindowMinutes: 10,
  phoneMinLength: 9,
  maxFormationNamesPerEvent: 5,
  cancellationDeadlineDay: 25,
  activityType: { eventJoin: 3, viewAttendance: 4, taskFile: 5, postResponse: 6, chatMessage: 7, checkOut: 8 },
} as const;

/** Session re-check interval (spec 002 §9). */
export const SESSION_RECHECK_INTERVAL_S = 240;

/** Reconnection attempts of the client (spec 000 §9). */
export const SOCKET_RECONNECTION_ATTEMPTS = 5;
