/**
 * The dashboard's top: the setup checklist (admins) with its test mail, and today's work. Keys start with
 * `['admin', 'dashboard']`; today's work refreshes every minute like the figures below it.
 */
import type { SetupItems, TestMailResponse, TodoCounts } from '@shop/domain/owner-day.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const ownerDayQueries = {
  setup: () =>
    queryOptions({
      queryKey: ['admin', 'dashboard', 'setup'],
      queryFn: ({ signal }) => api<SetupItems>('/api/admin/setup/', { signal }),
    }),
  todo: () =>
    queryOptions({
      queryKey: ['admin', 'dashboard', 'todo'],
      queryFn: ({ signal }) => api<TodoCounts>('/api/admin/dashboard/todo/', { signal }),
      refetchInterval: 60_000,
    }),
};

export const ownerDayWrites = {
  testMail: () => api<TestMailResponse>('/api/admin/setup/test-mail/', { method: 'POST', json: {} }),
};
