import { ApiFailure } from '@ivy/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openPolicySession, requestPolicyCode } from '../../api/policyDocuments';
import { renderPage } from '../../test/pageHarness';
import { MyPolicyPage } from './MyPolicyPage';

vi.mock('../../api/policyDocuments', () => ({
  hasPolicySession: () => false,
  useMyPolicy: () => ({ data: undefined, error: undefined }),
  requestPolicyCode: vi.fn(),
  openPolicySession: vi.fn(),
  downloadMyPolicyDocument: vi.fn(),
}));
const requestCode = vi.mocked(requestPolicyCode);
const openSession = vi.mocked(openPolicySession);

const SENT = 'If these details match a policy, we have emailed a code to its address.';
const NOT_MATCHED = 'The details or the code did not match. Please check them, or ask for a new code.';

async function askForCode() {
  renderPage(<MyPolicyPage />);
  await userEvent.type(screen.getByLabelText('Policy number or web reference'), 'IVY-P-4HXM9R2C');
  await userEvent.type(screen.getByLabelText(/Date of birth/), '1994-03-08');
  await userEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
  await screen.findByText(SENT);
}

beforeEach(() => {
  requestCode.mockReset().mockResolvedValue(SENT);
  openSession
    .mockReset()
    .mockRejectedValue(new ApiFailure(401, { ok: false, message: NOT_MATCHED, errors: {} }));
});

describe('MyPolicyPage after a wrong code or date of birth', () => {
  it('sends a new code for the same details', async () => {
    await askForCode();
    await userEvent.type(screen.getByLabelText('Code from the email'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Open my documents' }));
    expect(await screen.findByText(NOT_MATCHED)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(`A new code is on its way. ${SENT}`)).toBeVisible();
    expect(requestCode).toHaveBeenCalledTimes(2);
    expect(requestCode).toHaveBeenLastCalledWith({ reference: 'IVY-P-4HXM9R2C', dateOfBirth: '1994-03-08' });
    expect(screen.getByLabelText('Code from the email')).toHaveValue('');
    expect(screen.getByLabelText('Code from the email')).toHaveFocus();
  });

  it('goes back to change the details, keeping what was typed', async () => {
    await askForCode();
    await userEvent.click(screen.getByRole('button', { name: 'Change my details' }));
    expect(screen.queryByLabelText('Code from the email')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Email me a code' })).toBeVisible();
    expect(screen.getByLabelText('Policy number or web reference')).toHaveValue('IVY-P-4HXM9R2C');
    await vi.waitFor(() => expect(screen.getByLabelText('Policy number or web reference')).toHaveFocus());
  });
});
