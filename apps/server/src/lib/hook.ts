/**
 * A named point where an area tells the areas built after it that something happened, without knowing them: they
 * subscribe with `on` when they are composed, and the owner runs them in the order they subscribed. The owner stays
 * below its listeners, so knowledge between two areas points one way (app.ts builds the lower one first).
 */
export class Hook<Args extends unknown[]> {
  readonly #listeners: ((...args: Args) => unknown)[] = [];

  on(listener: (...args: Args) => unknown): void {
    this.#listeners.push(listener);
  }

  /** Runs every listener in turn; one that throws stops the rest (a listener inside a transaction aborts it). */
  async run(...args: Args): Promise<void> {
    for (const listener of this.#listeners) await listener(...args);
  }
}
