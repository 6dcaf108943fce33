import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { sessionAnswer } from '../features/auth/authFixtures';
import { COMPETITION_SEEN_KEY } from '../features/competition/competitionRules';
import { saveChoice } from '../features/consent/consentFixtures';
import { App } from './App';

// The admin shell asks the server whether an administrator is logged in; here one is.
vi.mock('../api/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/auth')>()),
  getSession: () => Promise.resolve(sessionAnswer()),
}));

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <CurrentPath />
    </MemoryRouter>,
  );
}

const metaContent = (name: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

describe('App', () => {
  beforeEach(() => {
    window.innerWidth = 1280;
    // A returning visitor: neither the cookie banner nor the competition opens over the page, whose
    // background they make inert (on a slow machine, in the middle of a navigation).
    saveChoice();
    localStorage.setItem(COMPETITION_SEEN_KEY, new Date().toISOString());
  });

  it('redirects an unknown path to the home page', async () => {
    renderAt('/no-such-page');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
    await waitFor(() => expect(document.title).toBe("Women's car insurance | Ivy Car Insurance"));
  });

  it('sets the title and metas from the route table on each navigation, and scrolls to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderAt('/');
    await waitFor(() => expect(document.title).toBe("Women's car insurance | Ivy Car Insurance"));
    expect(metaContent('title')).toBe("Women's car insurance | Ivy Car Insurance");
    expect(metaContent('description')).toMatch(/^Car insurance made for women and learner drivers/);
    scrollTo.mockClear();

    const mainMenu = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(mainMenu).getByRole('link', { name: 'Renew Your Policy' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Renew Your Policy' })).toBeVisible();
    // The head is set in an effect after the new route commits: on a busy machine the heading is found first.
    await waitFor(() => expect(document.title).toBe('Renew Your Policy | Ivy Car Insurance'));
    expect(metaContent('title')).toBe('Renew Your Policy | Ivy Car Insurance');
    expect(metaContent('description')).toMatch(/^Renew your Ivy Car Insurance policy online/);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('shows admin screens in the admin shell, not the public layout', async () => {
    renderAt('/admin/statistics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
    expect(screen.getByText('IVY CAR INSURANCE')).toBeVisible();
    const adminNav = screen.getByRole('navigation', { name: 'Admin' });
    expect(adminNav).toHaveTextContent(
      'UsersBlogsStatisticsCMSRenewalsQuotesPaymentsContactsFeedbackPolicy changesAssociation quotesUploadsFAQsJargonCookiesRating tablesAPI keysWebhooksAudit logData protectionOutboxLog Out',
    );
    expect(screen.queryByRole('link', { name: 'Get A Quote' })).not.toBeInTheDocument();
  });

  it('shows the staff sign-in in its own minimal shell: no site menu, no Get A Quote', async () => {
    // The password reset, since the signed-in administrator here would be sent on from the login.
    renderAt('/verifypasswordreset');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ivy Car Insurance home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Get A Quote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('has a skip link to the main landmark', async () => {
    renderAt('/blog');
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
