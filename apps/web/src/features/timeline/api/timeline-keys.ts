/** Query keys of the timeline page, in one place so mutations and pushes update exactly what they change. */
export const timelineKeys = {
  all: ['timeline'] as const,
  /** Every cached timeline list: a completion or a new plan changes them. */
  lists: () => ['timeline', 'events'] as const,
  list: (parentCode: string, groupCode: string, contactCode: string) => ['timeline', 'events', parentCode, groupCode, contactCode] as const,
  percents: () => ['timeline', 'percent'] as const,
  percent: (parentCode: string, groupCode: string) => ['timeline', 'percent', parentCode, groupCode] as const,
};
