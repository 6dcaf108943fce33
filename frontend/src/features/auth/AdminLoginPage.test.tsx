import { ApiFailure } from '@ivy/api-client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminLoginPage } from './AdminLoginPage';
import { sessionAnswer } from './authFixtures';

const OTPAUTH = 'otpauth://totp/Ivy%20Car%20Insurance:aoife%40example.ie?secret=JBSWY3DPEHPK3PXP&issuer=Ivy';

const auth = vi.hoisted(() => ({
  settings: { allowSignup: false },
  getSession: vi.fn(),
  login: vi.fn(),
  generateTwoFactorSecret: vi.fn(),
  verifyTwoFactor: vi.fn(),
  skipTwoFactor: vi.fn(),
}));
vi.mock('../../api/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/auth')>()),
  useAuthSettings: () => ({ data: { ok: true, is2FAEnabled: true, allowSkip2FA: false, ...auth.settings } }),
  getSession: auth.getSession,
  login: auth.login,
  generateTwoFactorSecret: auth.generateTwoFactorSecret,
  verifyTwoFactor: auth.verifyTwoFactor,
  skipTwoFactor: auth.skipTwoFactor,
}));

const users = vi.hoisted(() => ({ requestPasswordReset: vi.fn(), signUp: vi.fn() }));
vi.mock('../../api/users', () => users);

const dialogs = vi.hoisted(() => ({ showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../../components/dialogs', () => dialogs);

const noSession = () =>
  Promise.reject(new ApiFailure(401, { ok: false, message: 'Please log in.', errors: {} }));

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <Routes>
        <Route path="/admin" element={<AdminLoginPage />} />
        <Route path="/admin/user" element={<h1>All Users</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Focus moves to a step's heading by an effect, which can run after the render that shows the step. */
const headingFocused = (name: string) =>
  waitFor(() => expect(screen.getByRole('heading', { name })).toHaveFocus());

async function renderLogin() {
  renderPage();
  return screen.findByRole('heading', { name: 'Admin Login' });
}

async function logIn() {
  await renderLogin();
  await userEvent.type(screen.getByLabelText('Email'), 'aoife.byrne@example.ie');
  await userEvent.type(screen.getByLabelText('Password'), 'correct horse battery');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => {
  vi.clearAllMocks();
  auth.settings = { allowSignup: false };
  auth.getSession.mockImplementation(noSession);
  auth.generateTwoFactorSecret.mockResolvedValue(OTPAUTH);
  dialogs.showSuccess.mockResolvedValue(undefined);
  dialogs.showError.mockResolvedValue(undefined);
});

describe('AdminLoginPage: after the password (SPEC §4 "Login")', () => {
  it('asks for the code when two-factor is enabled and the user has it verified', async () => {
    auth.login.mockResolvedValue(
      sessionAnswer({ stage: 'partial' }, { isTwoFactorEnabled: true, twoFactor: { isVerified: true } }),
    );
    auth.verifyTwoFactor.mockResolvedValue(sessionAnswer());
    await logIn();

    await headingFocused('Two-Factor Authentication');
    expect(auth.login).toHaveBeenCalledWith({
      email: 'aoife.byrne@example.ie',
      password: 'correct horse battery',
    });
    expect(auth.generateTwoFactorSecret).not.toHaveBeenCalled();
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Enter the code from your authenticator app'), '123456');
    await userEvent.click(verify);

    expect(auth.verifyTwoFactor).toHaveBeenCalledWith('123456');
    expect(await screen.findByRole('heading', { name: 'All Users' })).toBeVisible();
  });

  it('sets two-factor up otherwise: a 250 px QR code and the key, Next to the code, Back to the QR code', async () => {
    auth.login.mockResolvedValue(sessionAnswer({ stage: 'partial' }));
    await logIn();

    await headingFocused('Set Up Two-Factor Authentication');
    const qr = screen.getByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr).toHaveAttribute('width', '250');
    expect(qr).toHaveAttribute('height', '250');
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Enter the code from your authenticator app')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    expect(auth.generateTwoFactorSecret).toHaveBeenCalledTimes(1);
  });

  it('offers Skip when the server allows it, which leaves for the admin screens', async () => {
    auth.login.mockResolvedValue(sessionAnswer({ stage: 'partial', allowSkip2FA: true }));
    auth.skipTwoFactor.mockResolvedValue(sessionAnswer());
    await logIn();

    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(auth.skipTwoFactor).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'All Users' })).toBeVisible();
  });

  it('goes straight to /admin/user when two-factor is disabled', async () => {
    auth.login.mockResolvedValue(sessionAnswer({ is2FAEnabled: false }));
    await logIn();

    expect(await screen.findByRole('heading', { name: 'All Users' })).toBeVisible();
    expect(auth.generateTwoFactorSecret).not.toHaveBeenCalled();
  });

  it("shows the server's message in an 'Error!' dialog when the login fails", async () => {
    auth.login.mockRejectedValue(
      new ApiFailure(401, { ok: false, message: 'Incorrect email or password.', errors: {} }),
    );
    await logIn();

    expect(dialogs.showError).toHaveBeenCalledWith('Error!', 'Incorrect email or password.');
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  });
});

describe('AdminLoginPage: the other steps', () => {
  it('validates after touch: required and email (SPEC §5)', async () => {
    await renderLogin();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.tab();
    expect(screen.getByText('Invalid email address')).toBeVisible();
    expect(auth.login).not.toHaveBeenCalled();
  });

  it('requests a password reset, shows the server message and returns to the login form', async () => {
    users.requestPasswordReset.mockResolvedValue({ ok: true, message: 'If an account exists…', errors: {} });
    await renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password' }));
    await headingFocused('Reset Password');
    await userEvent.type(screen.getByLabelText('Email'), 'aoife.byrne@example.ie');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(users.requestPasswordReset).toHaveBeenCalledWith('aoife.byrne@example.ie');
    expect(dialogs.showSuccess).toHaveBeenCalledWith('Success!', 'If an account exists…');
    await headingFocused('Admin Login');
  });

  it('hides Create Account when sign-up is not allowed', async () => {
    await renderLogin();
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
  });

  it('creates an account with the public user form where allowed, then returns to the login form', async () => {
    auth.settings = { allowSignup: true };
    users.signUp.mockResolvedValue({ ok: true, message: 'Your account has been created.', errors: {} });
    await renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await headingFocused('Create Account');
    expect(screen.queryByLabelText('Administrator')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('First name'), 'Niamh');
    await userEvent.type(screen.getByLabelText('Last name'), 'Kelly');
    await userEvent.type(screen.getByLabelText('Email'), 'niamh@example.ie');
    await userEvent.type(screen.getByLabelText('Password'), 'a long passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(users.signUp).toHaveBeenCalledWith({
      first_name: 'Niamh',
      last_name: 'Kelly',
      email: 'niamh@example.ie',
      password: 'a long passphrase',
    });
    expect(dialogs.showSuccess).toHaveBeenCalledWith('Success!', 'Your account has been created.');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeVisible();
  });

  it('sends a logged-in administrator on to /admin/user', async () => {
    auth.getSession.mockResolvedValue(sessionAnswer());
    renderPage();
    expect(await screen.findByRole('heading', { name: 'All Users' })).toBeVisible();
  });
});
