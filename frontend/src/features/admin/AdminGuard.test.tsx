import { ApiFailure } from '@ivy/api-client';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { sessionAnswer } from '../auth/authFixtures';
import { AdminGuard } from './AdminGuard';

const getSession = vi.hoisted(() => vi.fn());
vi.mock('../../api/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/auth')>()),
  getSession,
}));

const dialogs = vi.hoisted(() => ({ alert: vi.fn() }));
vi.mock('../../components/dialogs', () => dialogs);

function renderGuarded(onLoggedIn?: () => void) {
  render(
    <MemoryRouter initialEntries={['/admin/user']}>
      <Routes>
        <Route
          path="/admin/user"
          element={
            <AdminGuard onLoggedIn={onLoggedIn}>
              <h1>All Users</h1>
            </AdminGuard>
          }
        />
        <Route path="/" element={<h1>Home</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  dialogs.alert.mockResolvedValue(undefined);
});

describe('AdminGuard (SPEC §4)', () => {
  it.each([
    ['an administrator', true],
    ['a staff User', false],
  ])('shows the loading heart until the login check answers, then the screen to %s', async (_, isAdmin) => {
    getSession.mockResolvedValue(sessionAnswer({}, { isAdmin }));
    const onLoggedIn = vi.fn();
    renderGuarded(onLoggedIn);
    expect(screen.getByRole('status')).toHaveTextContent('Checking access');
    expect(await screen.findByRole('heading', { name: 'All Users' })).toBeVisible();
    expect(onLoggedIn).toHaveBeenCalledWith(
      expect.objectContaining({ user: expect.objectContaining({ email: 'aoife.byrne@example.ie' }) }),
    );
    expect(dialogs.alert).not.toHaveBeenCalled();
  });

  it.each([
    [
      'no session',
      () => Promise.reject(new ApiFailure(401, { ok: false, message: 'Please log in.', errors: {} })),
    ],
    ['a partial (password-only) session', () => Promise.resolve(sessionAnswer({ stage: 'partial' }))],
  ])("alerts 'Access Denied' and goes home for %s", async (_, answer) => {
    getSession.mockImplementation(answer);
    renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    expect(dialogs.alert).toHaveBeenCalledWith('Access Denied');
    expect(screen.queryByRole('heading', { name: 'All Users' })).not.toBeInTheDocument();
  });
});
