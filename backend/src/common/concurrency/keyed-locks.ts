/**
 * Runs the tasks for one key one after another within this process; tasks for other keys run freely.
 * Each module that serialises its own work injects a subclass of its own (QuoteLocks, PaymentLocks), so
 * no two modules wait on each other's queue.
 */
export class KeyedLocks {
  private readonly queues = new Map<string, Promise<void>>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const result = (this.queues.get(key) ?? Promise.resolve()).then(task);
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(key, settled);
    try {
      return await result;
    } finally {
      if (this.queues.get(key) === settled) this.queues.delete(key);
    }
  }
}
