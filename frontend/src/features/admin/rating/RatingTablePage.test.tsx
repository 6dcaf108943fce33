import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ACTIVE_DETAIL } from './ratingFixtures';
import { RatingTablePage } from './RatingTablePage';

vi.mock('#src/api/rating', async () => {
  const fixtures = await import('./ratingFixtures');
  return { useRatingTable: () => ({ data: fixtures.ACTIVE_DETAIL }) };
});

it('shows a version’s factors as readable grids, with the way to try it or build on it', () => {
  render(
    <MemoryRouter initialEntries={[`/admin/rating/${ACTIVE_DETAIL._id}`]}>
      <Routes>
        <Route path="/admin/rating/:id" element={<RatingTablePage />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rating Table 2025.1');
  expect(screen.getByRole('region', { name: 'General' })).toHaveTextContent(
    'UnderwriterEmerald Insurance DAC',
  );
  expect(screen.getByRole('table', { name: 'Age' })).toHaveTextContent('BandFactorUp to 241.325 and over1');
  expect(screen.getByRole('table', { name: 'Usage' })).toHaveTextContent('Business1.15');
  expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Try it in the sandbox' })).toHaveAttribute(
    'href',
    '/admin/rating/sandbox?table=id-2025.1',
  );
  expect(screen.getByRole('link', { name: 'Start a new version from it' })).toHaveAttribute(
    'href',
    '/admin/rating/upload?from=id-2025.1',
  );
});
