import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { useFocusMainHeading } from './useFocusMainHeading';

function Shell({ children }: { children: React.ReactNode }) {
  useFocusMainHeading();
  return <main id="main-content">{children}</main>;
}

/** A page whose heading comes once its data has. */
function SlowPage({ release }: { release: Promise<void> }) {
  const [ready, setReady] = useState(false);
  useEffect(() => void release.then(() => setReady(true)), [release]);
  return ready ? <h1>Payment options</h1> : <p>Loading…</p>;
}

/** A page that puts focus somewhere itself, as a quote step does. */
function OwnFocusPage() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <>
      <h1>Your quote</h1>
      <h2 ref={ref} tabIndex={-1}>
        Your car
      </h2>
    </>
  );
}

function renderApp(release: Promise<void>) {
  render(
    <MemoryRouter initialEntries={['/summary']}>
      <Shell>
        <Routes>
          <Route
            path="/summary"
            element={
              <>
                <h1>Your summary</h1>
                <Link to="/options">Choose how to pay</Link> <Link to="/step">Next step</Link>
              </>
            }
          />
          <Route path="/options" element={<SlowPage release={release} />} />
          <Route path="/step" element={<OwnFocusPage />} />
        </Routes>
      </Shell>
    </MemoryRouter>,
  );
}

describe('focus after a route change', () => {
  it('leaves the first page alone, then moves to the new page’s heading once it is shown', async () => {
    let done = () => undefined as void;
    const release = new Promise<void>((resolve) => (done = resolve));
    renderApp(release);
    expect(document.body).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Choose how to pay' }));
    expect(screen.getByText('Loading…')).toBeVisible();
    await act(async () => done());
    const heading = await screen.findByRole('heading', { name: 'Payment options' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('keeps the focus a page placed itself', async () => {
    renderApp(new Promise(() => undefined));
    await userEvent.click(screen.getByRole('link', { name: 'Next step' }));
    expect(screen.getByRole('heading', { name: 'Your car' })).toHaveFocus();
  });
});
