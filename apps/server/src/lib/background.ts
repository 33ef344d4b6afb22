import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer (a mail): its failure is logged, never shown to the caller, and `close()` waits for
 * what is still running so a shutdown loses nothing that was started.
 */
export function createBackgroundTasks(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    run(what: string, task: () => Promise<void>): void {
      const run: Promise<void> = task()
        .catch((err: unknown) => log.error({ err }, `${what} failed`))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
    async close(): Promise<void> {
      await Promise.allSettled([...pending]);
    },
  };
}
