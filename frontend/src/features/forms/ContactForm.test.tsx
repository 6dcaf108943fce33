import { ApiFailure } from '@ivy/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { submitContact } from '../../api/forms';
import { renderPage } from '../../test/pageHarness';
import { ContactForm } from './ContactForm';
import { CaptchaWidgetContext, type CaptchaWidgetProps } from './kit/captcha';

vi.mock('../../api/forms', () => ({ submitContact: vi.fn() }));
const send = vi.mocked(submitContact);

const RECEIPT = {
  ok: true,
  message: 'Thank you. We have received your message.',
  errors: {},
  reference: 'CON-7KQ2MX',
};

async function fillIn(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    await userEvent.type(screen.getByLabelText(label), value);
}

const VALID = {
  'Your name': 'Aoife Byrne',
  'Email address': 'aoife@example.ie',
  'Phone number': '087 123 4567',
  'Your message': 'Can I add my partner?',
};

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Send message' }));

beforeEach(() => {
  send.mockReset();
  window.dataLayer = [];
});

describe('ContactForm', () => {
  it('shows an error only once the field has been touched (SPEC §5)', async () => {
    renderPage(<ContactForm />);
    const name = screen.getByLabelText('Your name');
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();
    await userEvent.click(name);
    await userEvent.tab();
    expect(name).toHaveAccessibleDescription('Please enter your name');
    await userEvent.type(screen.getByLabelText('Email address'), 'aoife@example.comms');
    await userEvent.tab();
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Invalid email address');
  });

  it('checks every field on submit and sends nothing while any is wrong', async () => {
    renderPage(<ContactForm />);
    await submit();
    // Each error names its field.
    for (const what of ['your name', 'your email address', 'your phone number', 'your message'])
      expect(screen.getByText(`Please enter ${what}`)).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveFocus());
    expect(send).not.toHaveBeenCalled();
  });

  it('on success clears the form and shows the message with the reference', async () => {
    send.mockResolvedValue(RECEIPT);
    renderPage(<ContactForm />);
    await fillIn(VALID);
    await submit();
    expect(send).toHaveBeenCalledWith({
      name: 'Aoife Byrne',
      email: 'aoife@example.ie',
      phone: '087 123 4567',
      message: 'Can I add my partner?',
    });
    const receipt = await screen.findByRole('status');
    expect(receipt).toHaveTextContent('Thank you. We have received your message.');
    expect(receipt).toHaveTextContent('Your reference is CON-7KQ2MX');
    // Focus moves to the receipt by an effect, which can run after the render that shows it.
    await waitFor(() => expect(receipt).toHaveFocus());
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(screen.getByLabelText('Your message')).toHaveValue('');
    expect(screen.queryByText(/^Please enter/)).not.toBeInTheDocument();
    expect(window.dataLayer).toContainEqual({ event: 'form_submit', form: 'contact' });
  });

  it("shows the server's field errors beside their fields and its message above them", async () => {
    send.mockRejectedValue(
      new ApiFailure(400, {
        ok: false,
        message: 'Please correct the highlighted fields.',
        errors: { phone: ['Invalid phone number'], policyNumber: ['Invalid policy number'] },
      }),
    );
    renderPage(<ContactForm />);
    await fillIn({ ...VALID, 'Phone number': 'call me', 'Policy number (optional)': '??' });
    await submit();
    await waitFor(() =>
      expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Invalid phone number'),
    );
    expect(screen.getByLabelText('Policy number (optional)')).toHaveAccessibleDescription(
      'Invalid policy number',
    );
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Please correct the highlighted fields.');
    expect(banner.compareDocumentPosition(screen.getByLabelText('Your name'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveFocus());
    expect(screen.getByLabelText('Your name')).toHaveValue('Aoife Byrne');
    expect(window.dataLayer).toEqual([]);
  });

  it('after too many submissions asks the visitor to wait as long as the server says', async () => {
    send.mockRejectedValue(
      new ApiFailure(429, { ok: false, message: 'Too many requests.', errors: {}, retryAfterSeconds: 95 }),
    );
    renderPage(<ContactForm />);
    await fillIn(VALID);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 2 minutes and try again.');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
  });

  it('carries a honeypot hidden from people and keyboards', () => {
    const { container } = renderPage(<ContactForm />);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).toHaveClass('honeypot');
  });

  it("shows a provided captcha with SPEC §9's defaults and sends its token; its error shows beside it", async () => {
    const widget = vi.fn((props: CaptchaWidgetProps) => (
      <button type="button" aria-describedby={props.errorId} onClick={() => props.onToken('token-1')}>
        I am not a robot
      </button>
    ));
    send.mockRejectedValue(
      new ApiFailure(400, {
        ok: false,
        message: 'Please correct the highlighted fields.',
        errors: { captchaToken: ['Please confirm you are not a robot.'] },
      }),
    );
    renderPage(
      <CaptchaWidgetContext value={widget}>
        <ContactForm />
      </CaptchaWidgetContext>,
    );
    expect(widget.mock.calls[0][0]).toMatchObject({ theme: 'light', type: 'image', size: 'normal' });
    await fillIn(VALID);
    await userEvent.click(screen.getByRole('button', { name: 'I am not a robot' }));
    await submit();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ captchaToken: 'token-1' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'I am not a robot' })).toHaveAccessibleDescription(
        'Please confirm you are not a robot.',
      ),
    );
  });
});
