import { useQuery } from '@tanstack/react-query';
import {
  businessPaths,
  type BusinessEvent,
  type ConsoleWebhookEndpointPayload,
  type CreatedWebhookEndpoint,
  type RollOverlap,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@vouch/contracts';
import { apiRequest } from '../../lib/api';
import { ConsoleError } from './api';

/** The console's webhook calls (issue 33): endpoints, their deliveries, resend, test. */
const endpoints = (orgId: string, rest = '') =>
  `${businessPaths.organisations}/${encodeURIComponent(orgId)}/webhook-endpoints${rest}`;
const one = (orgId: string, id: string, rest = '') =>
  endpoints(orgId, `/${encodeURIComponent(id)}${rest}`);

export const webhookKeys = {
  endpoints: (orgId: string) => ['business', 'organisation', orgId, 'webhooks'] as const,
  deliveries: (orgId: string, id: string) =>
    ['business', 'organisation', orgId, 'webhooks', id, 'deliveries'] as const,
};

async function read<T>(path: string): Promise<T> {
  const res = await apiRequest<T>(path);
  if (!res.ok) throw new ConsoleError(res.status, res.msg);
  return res.msg;
}

export function useWebhookEndpoints(orgId: string) {
  return useQuery({
    queryKey: webhookKeys.endpoints(orgId),
    queryFn: () => read<WebhookEndpoint[]>(endpoints(orgId)),
    staleTime: 0,
  });
}

/** An endpoint's last deliveries; refreshed every few seconds while retries may be running. */
export function useWebhookDeliveries(orgId: string, id: string | null) {
  return useQuery({
    queryKey: webhookKeys.deliveries(orgId, id ?? ''),
    queryFn: () => read<WebhookDelivery[]>(one(orgId, id!, '/deliveries')),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: 5000,
  });
}

export const createWebhookEndpoint = (orgId: string, body: ConsoleWebhookEndpointPayload) =>
  apiRequest<CreatedWebhookEndpoint>(endpoints(orgId), { body });

export const deleteWebhookEndpoint = (orgId: string, id: string) =>
  apiRequest<string>(one(orgId, id), { method: 'DELETE' });

export const rotateWebhookSecret = (orgId: string, id: string, overlap: RollOverlap) =>
  apiRequest<CreatedWebhookEndpoint>(one(orgId, id, '/rotate-secret'), { body: { overlap } });

export const enableWebhookEndpoint = (orgId: string, id: string) =>
  apiRequest<WebhookEndpoint>(one(orgId, id, '/enable'), { body: {} });

export const sendTestWebhook = (orgId: string, id: string) =>
  apiRequest<BusinessEvent>(one(orgId, id, '/test'), { body: {} });

export const resendWebhook = (orgId: string, id: string, deliveryId: string) =>
  apiRequest<string>(one(orgId, id, `/deliveries/${encodeURIComponent(deliveryId)}/resend`), {
    body: {},
  });
