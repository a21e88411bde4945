// Signs demo students in the way a browser does: academy form → 303 with a code → code exchange.

/** Password of every demo account (apps/server/src/db/seed/index.ts DEMO_PASSWORD, README). */
export const DEMO_PASSWORD = 'Campus.2026';
/** The main demo student: the heavy reads are hers. */
export const MAIN_STUDENT = 'alumno@campus.test';
/** The demo teacher's token link (apps/server/src/db/seed/accounts.ts DEMO_TEACHER_TOKEN): his reads are issue 30's. */
export const DEMO_TEACHER_TOKEN = 'demoProfesorCampus2026_tokenDeAccesoDocente';
/** The demo admin (issue 31): the back office's import and lists are hers. */
export const ADMIN_EMAIL = 'admin@campus.test';
/** Her classmate in the DAW chat the seed opens between them (apps/server/src/db/seed/chats.ts). */
export const CHAT_PARTNER = 'paula.jimenez@campus.test';

/**
 * The students of the demo academy who may sign in on the academy page (apps/server/src/db/seed/accounts.ts):
 * the demo accounts with a student type and the twelve classmates. The freemium visitor, the teachers and the
 * refused account are left out.
 */
export const STUDENT_POOL = [
  'alumno@campus.test',
  'admin@campus.test',
  'limitado@campus.test',
  'staff@campus.test',
  ...[
    'daniel.garcia',
    'paula.jimenez',
    'hugo.alonso',
    'sara.gomez',
    'adrian.vazquez',
    'claudia.ramos',
    'alvaro.castro',
    'nerea.molina',
    'ivan.santos',
    'irene.blanco',
    'mario.pena',
    'laura.cano',
  ].map((name) => `${name}@campus.test`),
];

/** Signs one account in; answers the bearer token and the user of the login answer. */
export async function signIn(baseUrl, email, password = DEMO_PASSWORD) {
  const redirectUri = `${baseUrl}/login`;
  const form = new URLSearchParams({ email, password, redirect_uri: redirectUri, state: 'bench' });
  // The page binds the sign-in to this "browser" (state cookie) and the form must come from this origin.
  const page = await fetch(`${baseUrl}/auth/authorize?${new URLSearchParams({ redirect_uri: redirectUri, state: 'bench' })}`);
  await page.arrayBuffer();
  const cookie = page.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const authorize = await fetch(`${baseUrl}/auth/authorize`, {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(baseUrl).origin, cookie },
    redirect: 'manual',
  });
  await authorize.arrayBuffer();
  const location = authorize.headers.get('location');
  if (authorize.status !== 303 || !location) throw new Error(`POST /auth/authorize (${email}) respondió ${authorize.status} sin redirección`);
  const code = new URL(location, baseUrl).searchParams.get('code');
  if (!code) throw new Error(`La redirección no trae código: ${location}`);
  const login = await fetch(`${baseUrl}/api/auth/login-app-alumno?code=${encodeURIComponent(code)}&platform=alumno`);
  const body = await login.json();
  if (!login.ok || !body.token) throw new Error(`login-app-alumno (${email}) respondió ${login.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return { email, token: body.token, user: body.user };
}

/** Signs in every account of `emails`, a few at a time (the password hash is CPU-bound on the server). */
export async function signInMany(baseUrl, emails, concurrency = 2) {
  const sessions = [];
  const failures = [];
  let next = 0;
  const worker = async () => {
    while (next < emails.length) {
      const email = emails[next++];
      try {
        sessions.push(await signIn(baseUrl, email));
      } catch (error) {
        failures.push({ email, message: error.message });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { sessions, failures };
}
