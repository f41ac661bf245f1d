/** Every chart's query sits under this prefix; live-cache.ts refreshes each by its own key. */
export const insightsKey = ['insights'] as const;
export const eventInsightsKey = [...insightsKey, 'event'] as const;
/** A mentor's own group, and each group a superadmin opens (by mentor id), under one prefix. */
export const mentorInsightsKey = [...insightsKey, 'mentor'] as const;
export const myInsightsKey = [...insightsKey, 'me'] as const;
