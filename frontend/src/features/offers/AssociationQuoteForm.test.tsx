import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAssociationQuote } from '../../api/offers';
import { renderPage } from '../../test/pageHarness';
import { AssociationQuoteForm } from './AssociationQuoteForm';

vi.mock('../../api/offers', () => ({ createAssociationQuote: vi.fn() }));
vi.mock('../../api/reference', () => ({ useCounties: () => ({ data: ['Cork', 'Dublin', 'Galway'] }) }));
const send = vi.mocked(createAssociationQuote);

const CONSENT = 'I agree to be contacted by phone or email about my quote.';

beforeEach(() => send.mockReset());

describe('AssociationQuoteForm', () => {
  it('offers the counties the API lists and needs the member to agree to be contacted', async () => {
    renderPage(<AssociationQuoteForm />);
    const county = screen.getByLabelText<HTMLSelectElement>('County you live in');
    expect([...county.options].map((option) => option.value).slice(1)).toEqual(['Cork', 'Dublin', 'Galway']);
    await userEvent.click(screen.getByRole('button', { name: 'Request my quote' }));
    expect(screen.getByLabelText(CONSENT)).toHaveAccessibleDescription(
      'Please agree to be contacted about your quote',
    );
    expect(screen.getByLabelText('Car registration (optional)')).not.toHaveAccessibleDescription();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the member's request and shows the reference", async () => {
    send.mockResolvedValue({
      ok: true,
      message: 'Thank you. We will be in touch.',
      errors: {},
      reference: 'ASQ-1',
    });
    renderPage(<AssociationQuoteForm />);
    await userEvent.type(screen.getByLabelText('Your name'), 'Aoife Byrne');
    await userEvent.type(screen.getByLabelText('Email address'), 'aoife@example.ie');
    await userEvent.type(screen.getByLabelText('Phone number'), '087 123 4567');
    await userEvent.type(screen.getByLabelText('Basketball Ireland membership number'), 'BI-123456');
    await userEvent.type(screen.getByLabelText('Club'), 'Killester');
    await userEvent.selectOptions(screen.getByLabelText('County you live in'), 'Dublin');
    fireEvent.change(screen.getByLabelText('Current policy renewal date'), {
      target: { value: '2099-03-01' },
    });
    await userEvent.click(screen.getByLabelText(CONSENT));
    await userEvent.click(screen.getByRole('button', { name: 'Request my quote' }));
    expect(send).toHaveBeenCalledWith({
      name: 'Aoife Byrne',
      email: 'aoife@example.ie',
      phone: '087 123 4567',
      membershipNumber: 'BI-123456',
      club: 'Killester',
      county: 'Dublin',
      renewalDate: '2099-03-01',
      consentToContact: true,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('ASQ-1');
    expect(screen.getByLabelText(CONSENT)).not.toBeChecked();
  });
});
