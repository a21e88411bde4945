import { format, isSameDay, isSameYear, subDays } from 'date-fns';
import { es } from 'date-fns/locale';
import type { ChatMessage } from '@campus/contract';
import { parseApiDate } from '../../lib/format-date';
import { formatDayMonth, formatTime } from '../../lib/format-date-time';
import { webTexts } from '../../lib/texts';

/** Time of a chat's last message in the list: "14:05" today, else "20 nov". */
export function formatChatListTime(value: string | null, now = new Date()): string | null {
  const date = parseApiDate(value);
  if (!date) return null;
  return isSameDay(date, now) ? formatTime(date) : formatDayMonth(date);
}

/** A day separator of the conversation: 'Hoy', 'Ayer' or "Lunes, 17 de noviembre" (with the year if another). */
export function formatDaySeparator(date: Date, now = new Date()): string {
  if (isSameDay(date, now)) return webTexts.chat.today;
  if (isSameDay(date, subDays(now, 1))) return webTexts.chat.yesterday;
  const text = format(date, isSameYear(date, now) ? "EEEE, d 'de' MMMM" : "EEEE, d 'de' MMMM 'de' yyyy", { locale: es });
  return text.charAt(0).toLocaleUpperCase('es') + text.slice(1);
}

export interface MessageDayGroup {
  key: string;
  label: string;
  messages: ChatMessage[];
}

/** Messages (oldest first) grouped by calendar day, each group with its separator label. */
export function groupMessagesByDay(messages: ChatMessage[], now = new Date()): MessageDayGroup[] {
  const groups: MessageDayGroup[] = [];
  for (const message of messages) {
    const date = parseApiDate(message.created_at) ?? now;
    const key = format(date, 'yyyy-MM-dd');
    const last = groups.at(-1);
    if (last && last.key === key) last.messages.push(message);
    else groups.push({ key, label: formatDaySeparator(date, now), messages: [message] });
  }
  return groups;
}
