import { academyTexts } from '@campus/contract';
import { withdrawalReasons, type DeskWithdrawal } from '@campus/contract';
import type { StatusPillColour } from '../../components/status-pill';

const t = academyTexts.backOfficeDesk;

export const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/** Each state as its pill says it: the word carries the meaning, the colour repeats it. */
export const statusViews: Record<DeskWithdrawal['status'], { label: string; colour: StatusPillColour }> = {
  pendiente: { label: t.statusPending, colour: 'yellow' },
  aprobado: { label: t.statusApproved, colour: 'green' },
  rechazado: { label: t.statusRejected, colour: 'red' },
};

/** The survey's reason in words ('Sin encuesta' for a request sent without one). */
export function getReasonLabel(motivo: string | null): string {
  if (!motivo) return t.noSurvey;
  return (withdrawalReasons as Record<string, string>)[motivo] ?? motivo;
}
