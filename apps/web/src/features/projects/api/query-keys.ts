export const projectKeys = {
  all: ['projects'] as const,
  team: (teamId: string) => ['projects', 'team', teamId] as const,
};
