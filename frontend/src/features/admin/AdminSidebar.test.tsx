import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { Permission } from '../../api/auth';
import { ADMIN_PERMISSIONS, USER_PERMISSIONS } from '../auth/authFixtures';
import { AdminSidebar } from './AdminSidebar';
import { PermissionsContext } from './signedIn';

const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(request: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', mock);
  return mock;
});

const showSidebar = (count: number, permissions: Permission[] = ADMIN_PERMISSIONS) => {
  fetchMock.mockImplementation(() =>
    Promise.resolve(
      new Response(JSON.stringify({ ok: true, message: 'OK', errors: {}, count }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter>
        <PermissionsContext value={permissions}>
          <AdminSidebar />
        </PermissionsContext>
      </MemoryRouter>
    </SWRConfig>,
  );
};

describe('the admin sidebar', () => {
  it('counts the payments that need action beside Payments, on every admin screen', async () => {
    showSidebar(2);
    expect(await screen.findByRole('link', { name: /^Payments\s+2\s*need action$/ })).toHaveAttribute(
      'href',
      '/admin/payments',
    );
    expect(new URL(fetchMock.mock.calls[0][0].url).pathname).toBe('/api/v1/payments/needing-action');
  });

  it('shows no count when none do', async () => {
    showSidebar(0);
    await screen.findByRole('link', { name: 'Payments' });
    expect(screen.queryByTestId('payments-needing-action')).not.toBeInTheDocument();
  });

  const entries = () =>
    screen.getAllByRole('listitem').map((item) => item.textContent?.replace(/\d+\s*need action/, '').trim());

  it('shows an administrator every screen', async () => {
    showSidebar(0);
    await screen.findByRole('link', { name: 'Payments' });
    expect(entries()).toEqual([
      'Users',
      'Blogs',
      'Statistics',
      'CMS',
      'Renewals',
      'Quotes',
      'Payments',
      'Contacts',
      'Feedback',
      'Policy changes',
      'Association quotes',
      'Uploads',
      'FAQs',
      'Jargon',
      'Cookies',
      'Rating tables',
      'API keys',
      'Webhooks',
      'Audit log',
      'Data protection',
      'Outbox',
      'Log Out',
    ]);
  });

  it("shows a staff User only the day's work", async () => {
    showSidebar(0, USER_PERMISSIONS);
    await screen.findByRole('link', { name: 'Payments' });
    expect(entries()).toEqual([
      'Blogs',
      'Statistics',
      'CMS',
      'Renewals',
      'Quotes',
      'Payments',
      'Contacts',
      'Feedback',
      'Policy changes',
      'Association quotes',
      'Uploads',
      'FAQs',
      'Jargon',
      'Log Out',
    ]);
  });
});
