/**
 * The address service (spec 2 §7; the server's `/api/address/…` answers in the external service's shape): provinces
 * (`1/0`), a province's districts (`2/{id}`, or its wards under the 2025 structure), a district's wards (`3/{id}`).
 * The shop's checkout and the back office's store and shipping screens read it through this one query.
 */
import './zod-jitless';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { withTimeout } from './api-client';

/** spec 2 §9: the address service answers within 10 s, else the shop's selectors become text inputs. */
export const ADDRESS_TIMEOUT_MS = 10_000;

export const AddressUnit = z.object({ id: z.union([z.string(), z.number()]).transform(String), full_name: z.string() });
export type AddressUnit = z.infer<typeof AddressUnit>;

/** `error` is 0 on success; anything else (an unknown unit answers 404 with `error: 1`) is a failure. */
export const AddressUnitsAnswer = z.object({ error: z.literal(0), data: z.array(AddressUnit) });

export type AddressLevel = 1 | 2 | 3;

async function fetchUnits(level: AddressLevel, parent: string, signal: AbortSignal): Promise<AddressUnit[]> {
  // Public and cached for a day by the browser: no token, and a time-out of its own.
  const response = await fetch(`/api/address/${level}/${encodeURIComponent(parent)}.htm`, {
    headers: { accept: 'application/json' },
    signal: withTimeout(signal, ADDRESS_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Address service: ${response.status}`);
  return AddressUnitsAnswer.parse(await response.json()).data;
}

/**
 * The units under `parent` at `level` (`1, '0'` the provinces). Off until a parent is chosen; never stale (the
 * units don't change while a page is open); not retried, so a failing service shows as such within 10 s.
 */
export const addressUnitsQuery = (level: AddressLevel, parent: string) =>
  queryOptions({
    queryKey: ['address', level, parent],
    queryFn: ({ signal }) => fetchUnits(level, parent, signal),
    staleTime: Infinity,
    retry: false,
    enabled: parent !== '',
  });
