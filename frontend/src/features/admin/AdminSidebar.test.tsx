import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AdminSidebar } from './AdminSidebar';

const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(request: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', mock);
  return mock;
});

const showSidebar = (count: number) => {
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
        <AdminSidebar />
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
});
