import { serverRenderStateId } from '@campus/contract/plain';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSessionUser } from '../test/factories';
import { createTestQueryClient } from '../test/query-client';
import { getSession, setSession } from '../lib/session-store';
import { adoptServerRender, type ServerRenderState } from './server-render-state';

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const stored = makeSessionUser({ edu_codigocontacto: 'CT-0001', fullname: 'Ana García López' });

function writePage(state: Partial<ServerRenderState>): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = serverRenderStateId;
  script.textContent = JSON.stringify({
    user: { ...stored, fullname: 'Ana García Pérez' },
    timeZone: browserZone,
    renderedAt: '2026-11-27T10:00:00.000Z',
    queries: {
      mutations: [],
      queries: [
        {
          queryKey: ['contact-formations', 'CT-0001'],
          queryHash: '["contact-formations","CT-0001"]',
          state: {
            data: { status: 'ok', formations: [] },
            dataUpdateCount: 1,
            dataUpdatedAt: Date.now(),
            error: null,
            errorUpdateCount: 0,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: false,
            status: 'success',
            fetchStatus: 'idle',
          },
        },
      ],
    },
    ...state,
  });
  document.body.append(script);
}

afterEach(() => {
  document.getElementById(serverRenderStateId)?.remove();
  window.history.replaceState(null, '', '/');
});

describe('adoptServerRender', () => {
  it('takes the answers and the fresher user of a home rendered for the stored user in this time zone', () => {
    setSession('token-1', stored);
    writePage({});
    const queryClient = createTestQueryClient();
    expect(adoptServerRender(queryClient)).toBe(true);
    expect(queryClient.getQueryData(['contact-formations', 'CT-0001'])).toEqual({ status: 'ok', formations: [] });
    expect(getSession().user?.fullname).toBe('Ana García Pérez');
  });

  it('adopts a token the render renewed', () => {
    setSession('token-1', stored);
    writePage({ renewedToken: 'token-2' });
    expect(adoptServerRender(createTestQueryClient())).toBe(true);
    expect(getSession().token).toBe('token-2');
  });

  it('renders from scratch a page rendered for another user, another time zone, or with nobody signed in here', () => {
    const queryClient = createTestQueryClient();
    setSession('token-1', makeSessionUser({ edu_codigocontacto: 'CT-0002' }));
    writePage({ renewedToken: 'token-of-someone-else' });
    expect(adoptServerRender(queryClient)).toBe(false);
    // Another user's renewal is not taken either.
    expect(getSession().token).toBe('token-1');
    document.getElementById(serverRenderStateId)?.remove();

    setSession('token-1', stored);
    writePage({ timeZone: browserZone === 'Pacific/Kiritimati' ? 'Europe/Madrid' : 'Pacific/Kiritimati' });
    expect(adoptServerRender(queryClient)).toBe(false);
    document.getElementById(serverRenderStateId)?.remove();

    window.localStorage.clear();
    writePage({});
    expect(adoptServerRender(queryClient)).toBe(false);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('does nothing on a page that the server did not render', () => {
    setSession('token-1', stored);
    expect(adoptServerRender(createTestQueryClient())).toBe(false);
  });
});
