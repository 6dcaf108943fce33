import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { stepFor } from '../quoteSteps';
import { useStepEntered } from './useStepEntered';

vi.mock('../../analytics/dataLayer', () => ({ track: vi.fn() }));

function Step({ number }: { number: number }) {
  const step = stepFor(number);
  const headingRef = useStepEntered(step);
  const navigate = useNavigate();
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        {step.title}
      </h2>
      <button type="button" onClick={() => void navigate(`/step/${number + 1}`)}>
        Continue
      </button>
    </>
  );
}

function show(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {/* Each step mounts its own page, as Accept and step 1's Continue do in the journey. */}
        {[1, 2].map((number) => (
          <Route key={number} path={`/step/${number}`} element={<Step key={number} number={number} />} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
}

describe('useStepEntered', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn();
  });

  it('leaves focus alone on the step the browser opens', () => {
    show('/step/1');
    expect(screen.getByRole('heading', { name: stepFor(1).title })).not.toHaveFocus();
  });

  it('focuses the heading of a step that mounts afresh after a Continue', async () => {
    show('/step/1');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: stepFor(2).title })).toHaveFocus());
  });
});
