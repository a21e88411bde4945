import { getRequestStatusView } from '@campus/contract';
import { StatusPill, type StatusPillColour } from '../../components/status-pill';

const toneColours = { pending: 'yellow', approved: 'teal', rejected: 'red' } as const satisfies Record<string, StatusPillColour>;

/** A request's status as the spec colours it (002 §4): 'En proceso' yellow, 'Aprobada' teal, 'Rechazada' red. */
export function RequestStatusPill({ status }: { status: string }) {
  const { label, tone } = getRequestStatusView(status);
  return <StatusPill label={label} colour={toneColours[tone]} />;
}
