import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Feedback } from '#src/api/forms';
import { CONTACT, enquiriesPage } from './enquiryFixtures';
import { FeedbackListPage, FeedbackPage } from './FeedbackPages';

const COMPLAINT: Feedback = { ...CONTACT, rating: 2, isComplaint: true, message: 'Nobody rang me back.' };

const api = vi.hoisted(() => ({ page: undefined as unknown }));
vi.mock('#src/api/forms', () => ({
  feedback: { usePage: () => ({ data: api.page }), useOne: () => ({ data: COMPLAINT }) },
}));

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/feedback" element={<FeedbackListPage />} />
        <Route path="/admin/feedback/:id" element={<FeedbackPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('FeedbackListPage', () => {
  it('says so when there is no feedback', () => {
    api.page = enquiriesPage([]);
    renderAt('/admin/feedback');
    expect(screen.getByText('No Feedback Available ...')).toBeVisible();
  });

  it('shows the rating and whether it is a complaint', () => {
    api.page = enquiriesPage([COMPLAINT]);
    renderAt('/admin/feedback');
    const [, row] = screen.getAllByRole('row');
    expect(within(row).getByText('2 of 5')).toBeVisible();
    expect(within(row).getByText('Yes')).toBeVisible();
    expect(within(row).getByText('New')).toBeVisible();
  });
});

describe('FeedbackPage', () => {
  it('shows the customer, the rating and the feedback itself', () => {
    renderAt(`/admin/feedback/${COMPLAINT._id}`);
    const customer = screen.getByRole('heading', { level: 2, name: 'Customer details' }).closest('details');
    expect(within(customer as HTMLElement).getByText('2 of 5')).toBeInTheDocument();
    expect(screen.getByText('Nobody rang me back.')).toBeInTheDocument();
  });
});
