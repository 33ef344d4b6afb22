import type { FastifyRequest } from 'fastify';
import { currentUser } from './auth-guard';

/** Who made a staff write, and from where (the request's client address). */
export interface StaffContext {
  userId: number;
  ip: string;
}

/** The staff member making this request, for the audit row of what it writes. */
export const staffOf = (req: FastifyRequest): StaffContext => ({ userId: currentUser(req).id, ip: req.ip });
