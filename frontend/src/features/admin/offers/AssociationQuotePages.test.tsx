import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AssociationQuote } from '#src/api/offers';
import { CONTACT, enquiriesPage } from '../enquiries/enquiryFixtures';
import { AssociationQuotePage, AssociationQuotesPage } from './AssociationQuotePages';

const MEMBER: AssociationQuote = {
  ...CONTACT,
  membershipNumber: 'BI-55821',
  club: 'Templeogue BC',
  county: 'Dublin',
  renewalDate: '2026-03-14',
  vehicleRegistration: '191-D-12345',
  consentToContact: true,
};

const api = vi.hoisted(() => ({ page: undefined as unknown }));
vi.mock('#src/api/offers', () => ({
  associationQuotes: { usePage: () => ({ data: api.page }), useOne: () => ({ data: MEMBER }) },
}));

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/association-quotes" element={<AssociationQuotesPage />} />
        <Route path="/admin/association-quotes/:id" element={<AssociationQuotePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('AssociationQuotesPage', () => {
  it('says so when there are none', () => {
    api.page = enquiriesPage([]);
    renderAt('/admin/association-quotes');
    expect(screen.getByText('No Association Quotes Available ...')).toBeVisible();
  });

  it('lists the member, club and renewal date', () => {
    api.page = enquiriesPage([MEMBER]);
    renderAt('/admin/association-quotes');
    const [, row] = screen.getAllByRole('row');
    expect(within(row).getByText('Templeogue BC (Dublin)')).toBeVisible();
    expect(within(row).getByText('14/03/2026')).toBeVisible();
    expect(
      within(row).getByRole('link', { name: 'View Siobhán Murphy (siobhan@example.ie)' }),
    ).toHaveAttribute('href', `/admin/association-quotes/${MEMBER._id}`);
  });
});

describe('AssociationQuotePage', () => {
  it("shows the member's details", () => {
    renderAt(`/admin/association-quotes/${MEMBER._id}`);
    const member = screen.getByRole('heading', { level: 2, name: 'Member details' }).closest('details');
    expect(within(member as HTMLElement).getByText('BI-55821')).toBeInTheDocument();
    expect(within(member as HTMLElement).getByText('191-D-12345')).toBeInTheDocument();
  });
});
