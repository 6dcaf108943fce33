import { Injectable } from '@nestjs/common';

/**
 * Runs the changes to one quote one after another within this process. FerretDB 1.24, the embedded
 * database, evaluates a filter inside SQLite only when it is `_id` alone; any further condition
 * (`{_id, status}`) makes it decode every document of the collection (about ten times slower,
 * growing with the collection). So the journey reads, checks and writes a quote by `_id` alone
 * under this lock, which keeps writes cheap and two changes of one quote from interleaving.
 */
@Injectable()
export class QuoteLocks {
  private readonly queues = new Map<string, Promise<void>>();

  async run<T>(id: string, task: () => Promise<T>): Promise<T> {
    const result = (this.queues.get(id) ?? Promise.resolve()).then(task);
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(id, settled);
    try {
      return await result;
    } finally {
      if (this.queues.get(id) === settled) this.queues.delete(id);
    }
  }
}
