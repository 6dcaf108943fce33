import { ApiFailure } from '@ivy/api-client';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { submitContact } from '#src/api/forms';
import { json, okEnvelope, renderPage } from '#src/test/pageHarness';
import { ContactForm } from '../ContactForm';
import { CaptchaProvider } from './CaptchaProvider';
import type { Grecaptcha } from './recaptchaScript';

vi.mock('#src/api/forms', () => ({ submitContact: vi.fn() }));
const send = vi.mocked(submitContact);

const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(request: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', mock);
  return mock;
});

type RenderParameters = Parameters<Grecaptcha['render']>[1];

/** Google's widget as far as the page can see it: render, the visitor's answer, expiry, reset. */
function fakeGrecaptcha() {
  const widgets: { host: HTMLElement; parameters: RenderParameters; response: string }[] = [];
  const grecaptcha = {
    render: vi.fn((host: HTMLElement, parameters: RenderParameters) => {
      widgets.push({ host, parameters, response: '' });
      return widgets.length - 1;
    }),
    getResponse: vi.fn((id = 0) => widgets[id].response),
    reset: vi.fn((id = 0) => {
      widgets[id].response = '';
    }),
  };
  const last = () => widgets[widgets.length - 1];
  return {
    grecaptcha,
    widgets,
    pass: (token: string) =>
      act(() => {
        last().response = token;
        last().parameters.callback(token);
      }),
    expire: () =>
      act(() => {
        last().response = '';
        last().parameters['expired-callback']();
      }),
  };
}

const settings = (body: object) => fetchMock.mockImplementation(() => json({ ...okEnvelope, ...body }));

const RECEIPT = {
  ok: true,
  message: 'Thank you. We have received your message.',
  errors: {},
  reference: 'CON-7KQ2MX',
};

async function fillIn() {
  await userEvent.type(screen.getByLabelText('Your name'), 'Aoife Byrne');
  await userEvent.type(screen.getByLabelText('Email address'), 'aoife@example.ie');
  await userEvent.type(screen.getByLabelText('Phone number'), '087 123 4567');
  await userEvent.type(screen.getByLabelText('Your message'), 'Can I add my partner?');
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Send message' }));

const renderForm = () =>
  renderPage(
    <CaptchaProvider>
      <ContactForm />
    </CaptchaProvider>,
  );

let fake: ReturnType<typeof fakeGrecaptcha>;

beforeEach(() => {
  send.mockReset();
  fetchMock.mockReset();
  window.dataLayer = [];
  fake = fakeGrecaptcha();
  window.grecaptcha = fake.grecaptcha;
});

afterEach(() => {
  delete window.grecaptcha;
});

describe('reCAPTCHA through the captcha port', () => {
  it('renders with the site key and SPEC §9 defaults, and sends the token as captchaToken', async () => {
    settings({ provider: 'recaptcha', siteKey: 'site-key-1' });
    send.mockResolvedValue(RECEIPT);
    renderForm();
    const group = await screen.findByRole('group', { name: 'Confirm you are not a robot' });
    await waitFor(() => expect(fake.grecaptcha.render).toHaveBeenCalledTimes(1));
    const [{ host, parameters }] = fake.widgets;
    expect(group).toContainElement(host);
    expect(parameters).toMatchObject({
      sitekey: 'site-key-1',
      theme: 'light',
      type: 'image',
      size: 'normal',
    });

    await fillIn();
    await fake.pass('token-1');
    await submit();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ captchaToken: 'token-1' }));
    // The form clears after a send, and the spent token with it: the widget starts over.
    await screen.findByText('Thank you. We have received your message.');
    await waitFor(() => expect(fake.grecaptcha.reset).toHaveBeenCalledWith(0));
  });

  it('forgets an expired token, and the server’s captcha error describes the widget', async () => {
    settings({ provider: 'recaptcha', siteKey: 'site-key-1' });
    send.mockRejectedValue(
      new ApiFailure(400, {
        ok: false,
        message: 'Please correct the highlighted fields.',
        errors: { captchaToken: ['Please confirm you are not a robot.'] },
      }),
    );
    renderForm();
    await waitFor(() => expect(fake.grecaptcha.render).toHaveBeenCalled());
    await fillIn();
    await fake.pass('token-1');
    await fake.expire();
    await submit();
    expect(send).toHaveBeenCalledWith(expect.not.objectContaining({ captchaToken: expect.anything() }));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Confirm you are not a robot' })).toHaveAccessibleDescription(
        'Please confirm you are not a robot.',
      ),
    );
  });

  it('shows no widget when the server’s captcha is off', async () => {
    settings({ provider: 'off' });
    send.mockResolvedValue(RECEIPT);
    renderForm();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await fillIn();
    await submit();
    expect(send).toHaveBeenCalledWith(expect.not.objectContaining({ captchaToken: expect.anything() }));
    expect(screen.queryByRole('group', { name: 'Confirm you are not a robot' })).not.toBeInTheDocument();
    expect(fake.grecaptcha.render).not.toHaveBeenCalled();
  });
});

describe('loadRecaptcha', () => {
  it('adds Google’s script once and answers when its onload callback runs', async () => {
    delete window.grecaptcha;
    vi.resetModules();
    const { loadRecaptcha, RECAPTCHA_SCRIPT } = await import('./recaptchaScript');
    const first = loadRecaptcha();
    const second = loadRecaptcha();
    const scripts = [...document.scripts].filter((script) => script.src === RECAPTCHA_SCRIPT);
    expect(scripts).toHaveLength(1);
    expect(RECAPTCHA_SCRIPT).toMatch(/^https:\/\/www\.google\.com\/recaptcha\/api\.js\?render=explicit&/);
    window.grecaptcha = fake.grecaptcha;
    window.ivyRecaptchaLoaded?.();
    await expect(first).resolves.toBe(fake.grecaptcha);
    await expect(second).resolves.toBe(fake.grecaptcha);
    scripts.forEach((script) => script.remove());
  });
});
