import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryKeyOf } from '../../lib/api/call-endpoint';
import { useRealtimeConnection } from '../../lib/realtime/use-socket-event';
import { setSession } from '../../lib/session-store';
import { installFakeSockets } from '../../test/fake-socket';
import { makeSessionUser } from '../../test/factories';
import { createTestQueryClient } from '../../test/query-client';
import { useEnrolmentUpdates } from './use-enrolment-updates';

/** The shell's part: the connection and the hook, with one read that depends on the groups and one that does not. */
function Page({ formations, folders }: { formations: () => Promise<number>; folders: () => Promise<number> }) {
  useRealtimeConnection();
  useEnrolmentUpdates();
  const groups = useQuery({ queryKey: queryKeyOf('getContactFormations', { contactCode: 'CT-0001' }), queryFn: formations });
  const mail = useQuery({ queryKey: queryKeyOf('listMailFolders'), queryFn: folders });
  return <p>{`grupos ${groups.data ?? '-'} correo ${mail.data ?? '-'}`}</p>;
}

describe('useEnrolmentUpdates', () => {
  it("asks again the reads that depend on the person's groups when the academy changes their enrolments, and only those", async () => {
    setSession('token', makeSessionUser());
    const sockets = installFakeSockets();
    let groupCount = 1;
    const formations = vi.fn(() => Promise.resolve(groupCount));
    const folders = vi.fn(() => Promise.resolve(7));
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <Page formations={formations} folders={folders} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('grupos 1 correo 7')).toBeInTheDocument();
    await waitFor(() => expect(sockets.at(-1)?.listenerCount('enrolments-changed')).toBe(1));

    groupCount = 2;
    act(() => sockets.at(-1)!.pushFromServer('enrolments-changed', { reason: 'enrolled', groupCodes: ['GR-1'] }));
    expect(await screen.findByText('grupos 2 correo 7')).toBeInTheDocument();
    expect(formations).toHaveBeenCalledTimes(2);
    expect(folders).toHaveBeenCalledTimes(1);
  });
});
