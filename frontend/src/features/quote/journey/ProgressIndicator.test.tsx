import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ProgressIndicator } from './ProgressIndicator';

describe('ProgressIndicator', () => {
  it('says which step of six, marks it current and links back to answered steps only', () => {
    render(
      <MemoryRouter>
        <ProgressIndicator step={3} quoteId="q1" reachable={4} />
      </MemoryRouter>,
    );
    const progress = screen.getByRole('navigation', { name: 'Quote progress' });
    expect(progress).toHaveTextContent('Step 3 of 6');
    expect(screen.getByText('Step 3: Your driving history').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/get-a-quote/q1?step=1',
      '/get-a-quote/q1?step=2',
      '/get-a-quote/q1?step=4',
    ]);
    expect(screen.getByRole('link', { name: 'Step 4: Your claims' })).toHaveAttribute(
      'href',
      '/get-a-quote/q1?step=4',
    );
  });

  it('links nothing before the quote exists', () => {
    render(
      <MemoryRouter>
        <ProgressIndicator step={1} reachable={1} />
      </MemoryRouter>,
    );
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
