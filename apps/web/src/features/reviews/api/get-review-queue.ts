import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReviewQueueQuery } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

/** The queue's filters as the screen holds them: a day label ('day3'), a task id and a search of the participant, or none. */
export interface QueueFilter {
  day?: string;
  taskId?: string;
  search?: string;
}

export const QUEUE_PAGE_SIZE = 20;

export const reviewQueueKeys = {
  all: ['reviews', 'queue'] as const,
  page: (filter: QueueFilter, page: number) => [...reviewQueueKeys.all, filter.day ?? '', filter.taskId ?? '', filter.search ?? '', page] as const,
};

/** Oldest first, the mentor's participants' work waiting for a grade; the total is the whole queue. */
export function getReviewQueue(filter: QueueFilter, page: number, signal?: AbortSignal) {
  const query: ReviewQueueQuery = { page, limit: QUEUE_PAGE_SIZE, ...filter };
  return callApi(api.submissions.pending, { query, signal });
}

export function useReviewQueue(filter: QueueFilter, page = 1) {
  return useQuery({
    queryKey: reviewQueueKeys.page(filter, page),
    queryFn: ({ signal }) => getReviewQueue(filter, page, signal),
    // A filter or page change keeps the rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** How much is waiting, for the tab's label: the same request as the unfiltered queue's first page. */
export function usePendingReviewCount(): number | undefined {
  return useReviewQueue({}).data?.pagination.total;
}
