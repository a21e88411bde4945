// The heavy student reads the bench measures, as ONE table: each later area adds its main read as one line.
// A line whose route does not answer 200 yet is probed, skipped and named in the output (so calendar month,
// timeline, mail folder and statistics start being measured the day their route lands).
// The URLs are the ones the web app calls (apps/web/src/features/*/api, apps/web/src/lib/api).

/** YYYY-MM-DD of a Date in the machine's time zone (the web formats the student's calendar days the same way). */
export function formatDay(date) {
  const pad = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const enc = encodeURIComponent;

/**
 * The heavy reads. `path(ctx)` builds the URL from a student's context (see loadStudentContext); null (or false)
 * means the student has nothing to ask (e.g. no group), and the line is skipped. A read the spec sends as a POST
 * names its `method` and builds its JSON `body(ctx)`.
 */
export const scenarios = [
  // apps/server/src/http/server-rendered-home.ts: the signed-in home as a browser asks for it (its page-session
  // cookies), rendered on the server with the answers it needs (formations, agenda, progress, session, bell).
  {
    name: 'home-page',
    label: 'home page, rendered on the server',
    path: () => '/',
    headers: (ctx) => ({
      accept: 'text/html',
      cookie: `campus_page_session=${enc(ctx.token)}; campus_tz=${enc(Intl.DateTimeFormat().resolvedOptions().timeZone)}`,
    }),
  },
  // apps/web/src/features/formation/api/get-content.ts (formation page of the DAW group).
  { name: 'content-tree', label: 'content tree, DAW group', path: (ctx) => ctx.group && `/api/content/${enc(ctx.group.parent)}?group=${enc(ctx.group.code)}` },
  // apps/web/src/features/home/api/get-contact-events.ts with getHomeEventsRange (today less the 10-minute join window, +30 days).
  {
    name: 'home-agenda',
    label: 'home agenda, 30 days',
    path: (ctx) => `/api/events/contact/${enc(ctx.code)}/${enc(ctx.email)}?start_date=${ctx.homeRange.start}&end_date=${ctx.homeRange.end}`,
  },
  // apps/web/src/lib/api/get-contact-formations.ts (home and formation page).
  { name: 'my-formations', label: 'my formations', path: (ctx) => `/api/lineaMatriculas/formations/${enc(ctx.code)}?formationsOnly=true` },
  // apps/web/src/features/notifications/api/get-notifications.ts (the bell's panel; the badge asks unread-number).
  { name: 'notifications', label: 'notifications', path: () => '/api/notifications' },
  // apps/web/src/features/auth/api/get-session.ts (the shell's session check).
  { name: 'session', label: 'session check', path: () => '/api/auth/session' },
  // Later areas (spec 001 §calls, spec 002 §7); each area corrects its line when its route lands.
  // apps/web/src/features/calendar/api/get-calendar-events.ts: every group (no `formations`), tutorías and the study plan.
  {
    name: 'calendar-month',
    label: 'calendar month',
    path: (ctx) => `/api/events/formations/common?start_date=${ctx.month.start}&end_date=${ctx.month.end}&contacts=${enc(ctx.code)}&reeschedule=1`,
  },
  // apps/web/src/features/timeline/api/get-timeline.ts: the whole course of the DAW group (no range), with the study plan.
  {
    name: 'timeline',
    label: 'timeline, whole course',
    path: (ctx) => ctx.group && `/api/events/timeline/${enc(ctx.group.parent)}/${enc(ctx.group.code)}/${enc(ctx.code)}`,
  },
  // Issue 11: apps/web/src/features/board (the DAW group's board with responses), features/cases (own cases),
  // features/dashboard-notifications (the academy's notices to the student).
  { name: 'board', label: 'board of a group', path: (ctx) => ctx.group && `/api/posts?edu_codigoformacion=${enc(ctx.group.code)}` },
  { name: 'cases', label: 'support cases', path: () => '/api/user/casos' },
  { name: 'dashboard-notifications', label: 'dashboard notifications', path: () => '/api/notifications/dashboard' },
  // Issue 12: apps/web/src/lib/api/mail-folders.ts (the folder menu and the shell's badge) and the inbox's first page.
  { name: 'mail-folder', label: 'mail folder', path: () => '/api/mails/folders' },
  { name: 'mail-inbox', label: 'mail inbox, first page', path: () => '/api/mails?folderId=inbox&limit=50' },
  { name: 'profile', label: 'own profile', path: (ctx) => `/api/user/${enc(ctx.code)}` },
  { name: 'enrolments-info', label: 'enrolments tab (products, groups, lines)', path: (ctx) => `/api/matriculas/alumno/info/${enc(ctx.code)}` },
  {
    name: 'debts',
    label: 'invoices of every enrolment',
    method: 'POST',
    path: (ctx) => ctx.enrolmentCodes.length > 0 && `/api/adeudos/${enc(ctx.code)}`,
    body: (ctx) => ({ enrolments: ctx.enrolmentCodes }),
  },
  // Issue 14: the DAW group's tasks (the statistics page's task counter; the same call as /evaluaciones/{f}/{g}).
  { name: 'statistics', label: 'statistics: tasks of a group', path: (ctx) => ctx.group && `/api/formations/tareas/${enc(ctx.group.code)}/${enc(ctx.code)}` },
  // apps/web/src/features/evaluations/api: /evaluaciones asks the evaluations and the tasks of every group at once.
  {
    name: 'evaluations',
    label: 'evaluations, every group',
    method: 'POST',
    path: (ctx) => ctx.groupCodes.length > 0 && `/api/formations/evaluaciones/${enc(ctx.code)}`,
    body: (ctx) => ({ grupos: ctx.groupCodes }),
  },
  {
    name: 'tasks',
    label: 'tasks, every group',
    method: 'POST',
    path: (ctx) => ctx.groupCodes.length > 0 && `/api/formations/tareas/${enc(ctx.code)}`,
    body: (ctx) => ({ grupos: ctx.groupCodes }),
  },
  // Issue 14: apps/web/src/features/statistics/api (the /estadisticas page of the DAW group; group figures are kept
  // 60 s per group, day and range, the own attendance until the student joins a class, so these measure the warm path).
  {
    name: 'group-attendance',
    label: 'statistics: group attendance',
    method: 'POST',
    path: (ctx) => ctx.group && '/api/actividades/media-asistencia',
    body: (ctx) => ({ formation: ctx.group.code }),
  },
  {
    name: 'own-attendance',
    label: 'statistics: own attendance',
    method: 'POST',
    path: (ctx) => ctx.group && '/api/actividades/media-asistencia/propia',
    body: (ctx) => ({ formation: ctx.group.code }),
  },
  {
    name: 'average-timeline',
    label: 'statistics: group timeline average',
    method: 'POST',
    path: (ctx) => ctx.group && `/api/events/average/completed/${enc(ctx.group.code)}`,
    body: (ctx) => ({ formation: ctx.group.parent }),
  },
  {
    name: 'progress-counters',
    label: 'statistics: topics and units',
    path: (ctx) => ctx.group && `/api/estadisticas/progreso/${enc(ctx.group.parent)}/${enc(ctx.group.code)}`,
  },
  {
    name: 'ranking',
    label: 'statistics: ranking (conexiones)',
    path: (ctx) => ctx.group && `/api/actividades/ranking/individual/${enc(ctx.group.parent)}/${enc(ctx.group.code)}?tipo_ranking=conexiones`,
  },
  // Issue 30: the teacher's reads, with the demo teacher's token (ctx.teacher, loadTeacherContext).
  // apps/web/src/features/home/api/get-teaching-home.ts: his home (his groups' averages from the statistics' figures
  // kept a minute, his agenda, deliveries, requests and questions).
  { name: 'teaching-home', label: 'teacher: home', path: (ctx) => ctx.teacher?.token && '/api/teaching/home', token: (ctx) => ctx.teacher.token },
  // apps/web/src/features/teaching/api/get-gradebook.ts: a group's gradebook.
  {
    name: 'gradebook',
    label: "teacher: a group's gradebook",
    path: (ctx) => ctx.teacher?.group && `/api/teaching/groups/${enc(ctx.teacher.group)}/gradebook`,
    token: (ctx) => ctx.teacher.token,
  },
  {
    name: 'participants',
    label: "teacher: a group's participants",
    path: (ctx) => ctx.teacher?.group && `/api/teaching/groups/${enc(ctx.teacher.group)}/participants`,
    token: (ctx) => ctx.teacher.token,
  },
];

/** Request headers of a signed-in browser tab: bearer token, JSON, compression. */
export function apiHeaders(token, acceptEncoding) {
  return { authorization: `Bearer ${token}`, accept: 'application/json', 'accept-encoding': acceptEncoding };
}

/**
 * What the reads of one signed-in student need: her code and e-mail, her group of `preferredParent` (or her
 * first group), all her group codes, her enrolment codes (the debts list's body; none while that call is
 * missing), the home's range and the current month.
 */
export async function loadStudentContext(baseUrl, session, preferredParent = 'FOR-DAW') {
  const { user, token } = session;
  const res = await fetch(`${baseUrl}/api/lineaMatriculas/formations/${enc(user.edu_codigocontacto)}?formationsOnly=true`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const answer = await res.json();
  if (!res.ok) throw new Error(`Formaciones de ${user.emailaddress1}: ${res.status} ${JSON.stringify(answer).slice(0, 200)}`);
  const groups = answer.formations.filter((f) => f.edu_principalcodigoformacion);
  const group = groups.find((f) => f.edu_principalcodigoformacion === preferredParent) ?? groups[0];
  const enrolments = await fetch(`${baseUrl}/api/matriculas/alumno/${enc(user.edu_codigocontacto)}`, { headers: { authorization: `Bearer ${token}` } });
  const enrolmentCodes = enrolments.ok ? (await enrolments.json()).data.map((e) => e.edu_codigomatricula) : [];
  const now = new Date();
  return {
    token,
    code: user.edu_codigocontacto,
    email: user.emailaddress1,
    group: group ? { code: group.edu_codigoformacion, parent: group.edu_principalcodigoformacion } : null,
    groupCodes: groups.map((g) => g.edu_codigoformacion),
    enrolmentCodes,
    homeRange: { start: formatDay(new Date(now.getTime() - 10 * 60_000)), end: formatDay(new Date(now.getTime() + 30 * 86_400_000)) },
    month: { start: formatDay(new Date(now.getFullYear(), now.getMonth(), 1)), end: formatDay(new Date(now.getFullYear(), now.getMonth() + 1, 0)) },
  };
}

/**
 * What the teacher's reads need: the demo teacher signed in with his token link (as /login?t= does) and one group he
 * teaches (DAW first), read from his deliveries' group filter. Null when the sign-in or the list fails.
 */
export async function loadTeacherContext(baseUrl, teacherToken, preferredPrefix = 'GRU-DAW') {
  const login = await fetch(`${baseUrl}/api/auth/login-token-profesor?${new URLSearchParams({ t: teacherToken, platform: 'alumno' })}`);
  if (!login.ok) return null;
  const { token } = await login.json();
  const res = await fetch(`${baseUrl}/api/formations/tareas/entregas`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) return null;
  const groups = (await res.json()).grupos.map((g) => g.edu_codigoformacion);
  return { token, group: groups.find((code) => code.startsWith(preferredPrefix)) ?? groups[0] ?? null };
}

/**
 * Issue 31: the back-office lists read by the admin after the bench's import (section "import", ctx from
 * scripts/bench/import.mjs: the admin's token and one imported group of ~100 students). Paged and searched in SQL:
 * their cost must not grow with the academy. The URLs are the back office's (apps/web/src/features/back-office*).
 */
export const backOfficeScenarios = [
  { name: 'bo-people', label: 'back office: people, first page', path: () => '/api/gestion/personas?page=1&pageSize=25' },
  { name: 'bo-people-search', label: 'back office: people search', path: () => `/api/gestion/personas?q=${enc('garcía')}&page=1&pageSize=25` },
  { name: 'bo-people-last', label: 'back office: people, page 200', path: () => '/api/gestion/personas?page=200&pageSize=25' },
  { name: 'bo-formations', label: 'back office: formations', path: () => '/api/gestion/formaciones?page=1&pageSize=25' },
  {
    name: 'bo-group-students',
    label: "back office: a group's students",
    path: (ctx) => ctx.backOffice?.groupCode && `/api/gestion/grupos/${enc(ctx.backOffice.groupCode)}/alumnos?page=1&pageSize=100`,
  },
];

/**
 * The scenarios of `list` (the student's reads unless told) that BENCH_ONLY names (all when empty), in its order and
 * as many times as named (`ranking,home-agenda,ranking` tells a read's own cost from the server's state at that
 * moment); names of neither list are an error listing the known ones.
 */
export function selectScenarios(only, list = scenarios) {
  if (!only.length) return list;
  const known = [...scenarios, ...backOfficeScenarios];
  const unknown = only.filter((name) => !known.some((s) => s.name === name));
  if (unknown.length) throw new Error(`BENCH_ONLY: escenarios desconocidos ${unknown.join(', ')} (hay: ${known.map((s) => s.name).join(', ')})`);
  return only.flatMap((name) => list.filter((s) => s.name === name));
}
