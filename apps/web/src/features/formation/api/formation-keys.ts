/** Query keys of the formation page, in one place so mutations invalidate exactly what they change. */
export const formationKeys = {
  all: ['formation'] as const,
  detail: (code: string) => ['formation', 'detail', code] as const,
  /** Every cached tree: a completion changes the same event wherever it shows. */
  contents: () => ['formation', 'content'] as const,
  contentOf: (parentCode: string) => ['formation', 'content', parentCode] as const,
  content: (parentCode: string, groupCode: string) => ['formation', 'content', parentCode, groupCode] as const,
  comments: (eventId: number) => ['formation', 'comments', eventId] as const,
  productsByUnits: (unitIds: readonly number[]) => ['formation', 'products', 'units', [...unitIds].sort((a, b) => a - b)] as const,
  productsByEvent: (eventId: number, startDay: string | null) => ['formation', 'products', 'event', eventId, startDay] as const,
};
