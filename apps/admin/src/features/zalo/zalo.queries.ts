/** Zalo ZNS in the back office: its status (the dashboard's notice) and the templates (admins). */
import type {
  ZaloSettings,
  ZaloStatus,
  ZaloTemplateInfo,
  ZaloTestSendRequest,
  ZaloTestSendResponse,
} from '@shop/domain/zalo.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const zaloStatusQuery = () =>
  queryOptions({
    queryKey: ['admin', 'zalo', 'status'],
    queryFn: ({ signal }) => api<ZaloStatus>('/api/admin/zalo/status/', { signal }),
    staleTime: 60_000,
  });

export const zaloSettingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'settings', 'zalo'],
    queryFn: ({ signal }) => api<ZaloSettings>('/api/admin/settings/zalo/', { signal }),
  });

/** A template's parameters as Zalo describes them, each with the order field proposed for it. */
export const zaloTemplateInfo = (templateId: string) =>
  api<ZaloTemplateInfo>(`/api/admin/settings/zalo/templates/${encodeURIComponent(templateId)}/`);

export const zaloWrites = {
  settings: (body: ZaloSettings) => api<ZaloSettings>('/api/admin/settings/zalo/', { method: 'PUT', json: body }),
  testSend: (body: ZaloTestSendRequest) =>
    api<ZaloTestSendResponse>('/api/admin/settings/zalo/test/', { method: 'POST', json: body }),
};
