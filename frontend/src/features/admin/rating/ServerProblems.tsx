import { ApiFailure } from '@ivy/api-client';
import { useEffect, useRef } from 'react';
import { failureMessage } from '#src/language/failure';
import { describeErrorPath } from './ratingTables';

export interface Problems {
  message: string;
  /** The server's field errors, keyed by path (`table.factors.age[3].upTo`). */
  errors: Record<string, string[]>;
}

/** A failed call as the problems to list: the server's message and field errors, or ours for anything else. */
export function problemsOf(error: unknown): Problems {
  return { message: failureMessage(error), errors: error instanceof ApiFailure ? error.response.errors : {} };
}

/**
 * A refused upload or sandbox risk: the server's message, then each problem by where it is. It takes
 * focus when it appears, so keyboard and screen reader users land on what to fix.
 */
export function ServerProblems({ problems }: { problems: Problems | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problems) ref.current?.focus();
  }, [problems]);
  if (!problems) return null;
  const entries = Object.entries(problems.errors);
  return (
    <div
      ref={ref}
      className="rating-problems"
      role="alert"
      tabIndex={-1}
      aria-labelledby="rating-problems-title"
    >
      <h2 id="rating-problems-title">{problems.message}</h2>
      {entries.length > 0 ? (
        <ul>
          {entries.map(([path, messages]) => (
            <li key={path}>
              <strong>{describeErrorPath(path)}</strong> <code>{path}</code>: {messages.join(' ')}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
