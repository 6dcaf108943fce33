import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { recordConsent } from '../../api/cookies';
import { ANONYMOUS_ID_KEY } from './commitChoice';
import { ConsentProvider } from './ConsentProvider';
import { CookieConsent } from './CookieConsent';
import { GA_RECORD, saveChoice } from './consentFixtures';
import { STORAGE_KEY } from './consentMachine';
import { openCookieManager } from './cookieManagerEvents';
import { COOKIE_POLL_MS } from './cookieWatch';

const records = {
  data: {
    cookies: [
      GA_RECORD,
      { ...GA_RECORD, category: 'Strictly necessary', name: 'dgCookies', description: 'Your choice.' },
    ],
    categories: [{ name: 'Marketing', description: 'Adverts, as the server words it.' }],
    version: 'abc123',
  },
};

// Read when a component calls it, by which time `records` exists.
vi.mock('../../api/cookies', () => ({
  recordConsent: vi.fn(() => Promise.resolve()),
  useCookieRecords: () => records,
}));

function renderConsent(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ConsentProvider>
        <button type="button" onClick={openCookieManager}>
          Cookies Settings
        </button>
        <Link to="/blog">Blog</Link>
        <CookieConsent />
      </ConsentProvider>
    </MemoryRouter>,
  );
}

const savedChoice = () =>
  Object.fromEntries(
    (JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as { name: string; isAccepted: boolean }[]).map(
      (entry) => [entry.name, entry.isAccepted],
    ),
  );

/** The data layer's entries, Arguments objects (gtag) turned into arrays. */
const pushed = () =>
  (window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? Array.from(entry as ArrayLike<unknown>)
      : entry,
  );

const banner = () => screen.getByRole('dialog', { name: 'Our use of cookies' });
const manager = () => screen.getByRole('dialog', { name: 'Manage your cookie preferences' });

beforeEach(() => {
  localStorage.clear();
  delete window.dataLayer;
  vi.mocked(recordConsent).mockClear();
});

describe('cookie banner', () => {
  it('opens on a first visit as a labelled modal dialog holding focus, and locks scrolling', () => {
    renderConsent();
    const dialog = banner();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/functional, analytics and marketing cookies/);
    expect(dialog).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    for (const name of ['Accept All', 'Reject All', 'Manage Preferences']) {
      expect(within(dialog).getByRole('button', { name })).toBeVisible();
    }
    expect(within(dialog).getByRole('link', { name: 'cookies policy' })).toHaveAttribute(
      'href',
      '/cookies-policy',
    );
  });

  it('gives Reject All the same look as Accept All', () => {
    renderConsent();
    expect(screen.getByRole('button', { name: 'Reject All' })).toHaveClass(
      screen.getByRole('button', { name: 'Accept All' }).className,
    );
  });

  it('Accept All saves every category, grants every tag, records and counts the choice, and unlocks scrolling', async () => {
    renderConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(savedChoice()).toEqual({ Functional: true, Analytics: true, Marketing: true });
    expect(pushed()).toContainEqual([
      'consent',
      'update',
      {
        functionality_storage: 'granted',
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    ]);
    expect(pushed()).toContainEqual({
      event: 'consent_choice',
      consent_source: 'banner',
      functional: true,
      analytics: true,
      marketing: true,
    });
    expect(recordConsent).toHaveBeenCalledWith({
      anonymousId: localStorage.getItem(ANONYMOUS_ID_KEY),
      choices: { functional: true, analytics: true, marketing: true },
      bannerVersion: 'abc123',
      source: 'banner',
    });
    expect(localStorage.getItem(ANONYMOUS_ID_KEY)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('Reject All saves nothing accepted and denies every tag', async () => {
    renderConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Reject All' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(savedChoice()).toEqual({ Functional: false, Analytics: false, Marketing: false });
    expect(pushed().at(-2)).toEqual([
      'consent',
      'update',
      {
        functionality_storage: 'denied',
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
  });

  it('stays closed for a saved choice', () => {
    saveChoice();
    renderConsent();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('is not shown on the cookies policy page, but is on the next page', async () => {
    renderConsent('/cookies-policy');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(banner()).toBeVisible();
  });

  it.each(['/admin', '/admin/renewals', '/verifypasswordreset'])(
    'is not shown on the staff screen %s, which sets only strictly necessary cookies',
    async (path) => {
      renderConsent(path);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name: 'Blog' }));
      expect(banner()).toBeVisible();
    },
  );

  it('does not close on Escape: it needs an answer', async () => {
    renderConsent();
    await userEvent.keyboard('{Escape}');
    expect(banner()).toBeVisible();
  });

  it('keeps Tab inside the dialog', async () => {
    renderConsent();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'cookies policy' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Manage Preferences' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'cookies policy' })).toHaveFocus();
  });
});

describe('cookie manager', () => {
  it('Manage Preferences shows a switch per category; toggled ones are saved by Save and close', async () => {
    renderConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Manage Preferences' }));
    const dialog = manager();
    expect(dialog).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    const switches = within(dialog).getAllByRole('switch');
    expect(switches.map((toggle) => toggle.getAttribute('aria-checked'))).toEqual([
      'false',
      'false',
      'false',
    ]);
    const analytics = within(dialog).getByRole('switch', { name: 'Analytics' });
    expect(analytics).toHaveAccessibleDescription(/understand how visitors use the website/);
    expect(within(dialog).getByRole('switch', { name: 'Marketing' })).toHaveAccessibleDescription(
      'Adverts, as the server words it.',
    );
    expect(analytics).toHaveStyle({ '--switch-width': '56px', '--switch-height': '28px' });

    await userEvent.click(analytics);
    expect(analytics).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(savedChoice()).toEqual({ Functional: false, Analytics: true, Marketing: false });
    expect(pushed()).toContainEqual([
      'consent',
      'update',
      {
        functionality_storage: 'denied',
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect(recordConsent).toHaveBeenCalledWith(expect.objectContaining({ source: 'manager' }));
  });

  it('switches work from the keyboard', async () => {
    renderConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Manage Preferences' }));
    const marketing = screen.getByRole('switch', { name: 'Marketing' });
    marketing.focus();
    await userEvent.keyboard(' ');
    expect(marketing).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Enter}');
    expect(marketing).toHaveAttribute('aria-checked', 'false');
  });

  it('Escape goes back to the banner without saving the toggles', async () => {
    renderConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Manage Preferences' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Functional' }));
    await userEvent.keyboard('{Escape}');
    expect(banner()).toBeVisible();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Manage Preferences' }));
    expect(screen.getByRole('switch', { name: 'Functional' })).toHaveAttribute('aria-checked', 'false');
  });

  it('offers Reject All and a close control on the manager too, as easy as on the banner', async () => {
    renderConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Manage Preferences' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Functional' }));
    await userEvent.click(within(manager()).getByRole('button', { name: 'Close without saving' }));
    expect(banner()).toBeVisible();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Manage Preferences' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Functional' }));
    await userEvent.click(within(manager()).getByRole('button', { name: 'Reject All' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(savedChoice()).toEqual({ Functional: false, Analytics: false, Marketing: false });
    expect(recordConsent).toHaveBeenCalledWith(expect.objectContaining({ source: 'manager' }));
  });

  it("opens from the footer's Cookies Settings with the saved choice, and gives focus back on close", async () => {
    saveChoice({ Functional: true, Analytics: true, Marketing: true });
    renderConsent();
    const settings = screen.getByRole('button', { name: 'Cookies Settings' });
    await userEvent.click(settings);
    expect(
      screen.getAllByRole('switch').every((toggle) => toggle.getAttribute('aria-checked') === 'true'),
    ).toBe(true);

    await userEvent.click(screen.getByRole('switch', { name: 'Marketing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and close' }));
    expect(savedChoice()).toEqual({ Functional: true, Analytics: true, Marketing: false });
    expect(recordConsent).toHaveBeenCalledWith(expect.objectContaining({ source: 'footer' }));
    expect(settings).toHaveFocus();
  });

  it('lists the cookies of each category and marks those in the browser now', async () => {
    // jsdom has no Cookie Store API, so the manager polls the cookies: the test moves the clock itself.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    saveChoice({ Functional: true, Analytics: true, Marketing: true });
    renderConsent();
    act(() => openCookieManager());
    const analytics = screen.getByRole('switch', { name: 'Analytics' }).closest('li');
    expect(analytics).toHaveTextContent('Cookies in this category (1)');
    expect(analytics).toHaveTextContent('_gaCounts visits.Retention period: 2 years. Data controller: Us.');

    document.cookie = '_ga=GA1.2';
    onTestFinished(() => void (document.cookie = '_ga=; max-age=0'));
    await act(() => vi.advanceTimersByTimeAsync(COOKIE_POLL_MS));
    expect(within(analytics!).getByText('(in your browser now)')).toBeInTheDocument();
    expect(screen.getByText('Always on')).toBeVisible();
  });
});
