import { isOnboardingPending, texts } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signedIn() {
  const contact = await createContact(t.database.db);
  const token = await createSession(t.database.db, contact.edu_codigocontacto);
  const complete = (code: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/onboardings/complete/${code}`, headers: { authorization: `Bearer ${token}` }, payload });
  return { contact, token, complete };
}

describe('POST /api/onboardings/complete/{contactCode}', () => {
  it('finishes one tour and skips another; neither is pending afterwards, and the answer can change', async () => {
    const { contact, complete } = await signedIn();
    const code = contact.edu_codigocontacto;
    const finished = await complete(code, { onboarding_id: 1, completed: true, onboarding_visible: false });
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toEqual({
      status: 'ok',
      onBoardingData: {
        userOnBoardings: [
          { id: 1, onboarding_name: 'home', completed: true, onboarding_visible: false },
          { id: 2, onboarding_name: 'first_formation', completed: null, onboarding_visible: true },
        ],
      },
    });
    const skipped = await complete(code, { onboarding_id: 2, completed: false });
    const tours = skipped.json().onBoardingData.userOnBoardings;
    expect(tours[1]).toEqual({ id: 2, onboarding_name: 'first_formation', completed: false, onboarding_visible: false });
    expect(tours.filter(isOnboardingPending)).toEqual([]);
    // Sent again (another tab): one row per tour, the last answer wins.
    const again = await complete(code, { onboarding_id: 2, completed: true });
    expect(again.json().onBoardingData.userOnBoardings).toHaveLength(2);
    expect(again.json().onBoardingData.userOnBoardings[1].completed).toBe(true);
  });

  it('refuses another user’s tour (403), an unknown tour (404), bad input (400) and anonymous calls (401)', async () => {
    const { complete } = await signedIn();
    const { contact } = await signedIn();
    const own = await signedIn();
    expect((await complete(contact.edu_codigocontacto, { onboarding_id: 1, completed: true })).statusCode).toBe(403);
    const unknown = await own.complete(own.contact.edu_codigocontacto, { onboarding_id: 99, completed: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(texts.onboarding.notFound);
    const bad = await own.complete(own.contact.edu_codigocontacto, { onboarding_id: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Indica si el onboarding se completó');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/onboardings/complete/${own.contact.edu_codigocontacto}`,
      payload: { onboarding_id: 1, completed: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers the new state at the next sign-in too', async () => {
    const { contact, complete } = await signedIn();
    await complete(contact.edu_codigocontacto, { onboarding_id: 1, completed: false });
    const onboarding = await t.app.ctx.authService.openSession(contact, 'code', undefined);
    expect(onboarding.onBoarding[0]).toMatchObject({ id: 1, completed: false, onboarding_visible: false });
  });
});
