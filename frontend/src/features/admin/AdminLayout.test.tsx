import { render, screen } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SessionAnswer } from '../../api/auth';
import { sessionAnswer } from '../auth/authFixtures';
import AdminLayout from './AdminLayout';

const signedIn = vi.hoisted(() => ({ session: undefined as SessionAnswer | undefined }));

/** The guard as granted: it tells the layout who signed in. */
vi.mock('./AdminGuard', () => ({
  AdminGuard: ({ children, onLoggedIn }: { children: ReactNode; onLoggedIn: (s: SessionAnswer) => void }) => {
    useEffect(() => {
      if (signedIn.session) onLoggedIn(signedIn.session);
    }, [onLoggedIn]);
    return children;
  },
}));
vi.mock('./AdminSidebar', () => ({ AdminSidebar: () => <nav aria-label="Admin" /> }));

beforeEach(() => {
  signedIn.session = sessionAnswer();
});

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('AdminLayout', () => {
  it("brings the shell's top into view on each screen, so the phone's Menu button stays in sight", () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    render(
      <MemoryRouter initialEntries={['/admin/quotes']}>
        <Routes>
          <Route path="/admin" element={<AdminLayout />}>
            <Route path="quotes" element={<h1>Quotes</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Quotes' })).toBeInTheDocument();
    expect(scrolled).toEqual([screen.getByRole('main').parentElement]);
    expect(scrolled[0]).toHaveClass('admin-layout');
  });

  const showScreen = (path: string, isAdmin: boolean) => {
    signedIn.session = sessionAnswer({}, { isAdmin });
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin" element={<AdminLayout />}>
            <Route path="user" element={<h1>All Users</h1>} />
            <Route path="user/edit/:id" element={<h1>Edit a User</h1>} />
            <Route path="renewals" element={<h1>Renewals</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
  };

  it.each(['/admin/user', '/admin/user/edit/65f0c0ffee0000000000a001'])(
    "refuses a staff User an administrator's screen (%s) inside the layout",
    async (path) => {
      showScreen(path, false);
      expect(await screen.findByRole('alert')).toHaveTextContent('Only administrators can open this.');
      expect(screen.getByRole('main')).toContainElement(screen.getByRole('alert'));
      expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /User/ })).not.toBeInTheDocument();
    },
  );

  it("opens a staff User the day's screens, and an administrator every screen", async () => {
    showScreen('/admin/renewals', false);
    expect(await screen.findByRole('heading', { name: 'Renewals' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens an administrator the Users screen', async () => {
    showScreen('/admin/user', true);
    expect(await screen.findByRole('heading', { name: 'All Users' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
