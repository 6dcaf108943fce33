import { Injectable } from '@nestjs/common';

/**
 * Runs the changes to one quote one after another within this process, so that the journey's
 * read, check and write of a quote by `_id` never interleave with another request's. Writes that must
 * hold across instances carry their condition to the database as well (QuotesRepository.update).
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
