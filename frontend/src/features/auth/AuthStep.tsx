import { useEffect, useId, useRef, type ReactNode } from 'react';
import './auth.css';

interface AuthStepProps {
  title: string;
  /** Moves focus to the heading, so a screen reader announces the new step and Tab starts from it. */
  focusOnMount?: boolean;
  children: ReactNode;
}

/** One step of the login screens: a card named by its heading. */
export function AuthStep({ title, focusOnMount = false, children }: AuthStepProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  return (
    <div className="page-container auth-page">
      <section className="auth-card" aria-labelledby={headingId}>
        <h1 id={headingId} ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
