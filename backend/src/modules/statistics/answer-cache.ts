/**
 * The last answers computed, keyed by what was asked and the versions of the facts they were computed
 * from: a repeated dashboard is served without reading the blocks again, and a change to the facts
 * (a new version) is a new key. Bounded, oldest dropped first.
 */
export class AnswerCache<T> {
  private readonly answers = new Map<string, Promise<T>>();

  constructor(private readonly capacity: number) {}

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const cached = this.answers.get(key);
    if (cached) {
      this.answers.delete(key);
      this.answers.set(key, cached);
      return cached;
    }
    const answer = compute();
    this.answers.set(key, answer);
    // A failed answer is not kept: the next request tries again.
    answer.catch(() => this.answers.delete(key));
    while (this.answers.size > this.capacity) this.answers.delete(this.answers.keys().next().value!);
    return answer;
  }
}
