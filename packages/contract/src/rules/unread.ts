/** The unread counter never goes below 0. */
export function decrementUnread(count: number, by = 1): number {
  return Math.max(0, count - by);
}
