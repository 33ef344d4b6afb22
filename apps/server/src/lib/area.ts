// What every area is made from and what it gives back to app.ts, which builds the areas in one order and mounts them.
import type { SetupItem } from '@shop/domain/owner-day.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { AuthGuard } from '../http/auth-guard';
import type { JobHandler } from './job-worker';
import type { Mailer } from './mailer';
import type { RateLimiter } from './rate-limit';
import type { ReadCache } from './read-cache';

/** The parts no area owns, which every area may use. */
export interface Shared {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  /** The shop's cached answers (catalogue, content, rendered pages). */
  cache: ReadCache;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  /** The request guard: the signed-in user and their role. */
  guard: AuthGuard;
}

/**
 * An area as app.ts mounts it: its routes (the shop's under `/api`, the staff's under `/api` behind the staff guard),
 * the job kinds it handles, and what it does when the app is ready or closes. Its services are the other fields of
 * the object its factory returns, for the areas built after it.
 */
export interface Area {
  shopRoutes?: FastifyPluginAsyncZod[];
  staffRoutes?: FastifyPluginAsyncZod[];
  jobs?: Record<string, JobHandler>;
  /** What it does on a database notice (LISTEN), from this instance or another: mostly dropping a cache. */
  notices?: { channel: string; received: (payload?: string) => void }[];
  /** Its lines on the owner's setup checklist (what is set, what is missing), in the order of the areas. */
  setup?: () => SetupItem[] | SetupItem | Promise<SetupItem[] | SetupItem>;
  /** On ready, before the job worker starts (when it starts: tests may keep it stopped). */
  start?: (opts: { jobs: boolean }) => Promise<void>;
  close?: () => Promise<void> | void;
}

/** An area's parts and services as its factory returns them, checked against {@link Area}. */
export function area<Parts extends Area>(parts: Parts): Parts {
  return parts;
}
