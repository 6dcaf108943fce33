import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { submitPolicyChange } from '#src/api/forms';
import { renderPage } from '#src/test/pageHarness';
import { PolicyChangeForm } from './PolicyChangeForm';
import { POLICY_CHANGE_TYPES } from './rules';

vi.mock('#src/api/forms', () => ({ submitPolicyChange: vi.fn() }));
const send = vi.mocked(submitPolicyChange);

const CAR = ['Registration', 'Make', 'Model'];
const DRIVER = ['Full name', 'Date of birth', 'Relationship to you', 'Licence type', 'Years licence held'];
const ADDRESS = ['Address line 1', 'Eircode'];
const OPTIONAL_ADDRESS = ['Address line 2 (optional)', 'Address line 3 (optional)'];
const EVERY_DETAIL = [...CAR, ...DRIVER, ...ADDRESS, ...OPTIONAL_ADDRESS, 'End date'];
const MESSAGE_REQUIRED = 'Tell us what you need';
const MESSAGE_OPTIONAL = 'Anything else we should know? (optional)';

const chooseType = (type: string) =>
  userEvent.selectOptions(screen.getByLabelText('What would you like to change?'), type);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Send request' }));
const setDate = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

beforeEach(() => send.mockReset());

describe('PolicyChangeForm', () => {
  it("offers SPEC §1's seven request types, in its order", () => {
    renderPage(<PolicyChangeForm />);
    const options = [...screen.getByLabelText<HTMLSelectElement>('What would you like to change?').options];
    expect(options.slice(1).map((option) => option.value)).toEqual([
      'Permanent change of car',
      'Temporary change of car',
      'Permanent additional driver',
      'Temporary additional driver',
      'Change of address',
      'Direct Debit Query',
      'Other',
    ]);
    expect(POLICY_CHANGE_TYPES).toHaveLength(7);
    expect(screen.queryByLabelText('Date the change takes effect')).not.toBeInTheDocument();
  });

  it('tells a policyholder first that /my-policy prices the common changes at once', () => {
    renderPage(<PolicyChangeForm />);
    const note = screen.getByRole('region', { name: /See the price of your change now/ });
    expect(note).toHaveTextContent(
      /Passed your driving test, changed car, adding a named driver or moved house/,
    );
    expect(within(note).getByRole('link', { name: 'My policy' })).toHaveAttribute('href', '/my-policy');
    expect(
      note.compareDocumentPosition(screen.getByLabelText('What would you like to change?')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it.each([
    ['Permanent change of car', true],
    ['Permanent additional driver', true],
    ['Change of address', true],
    ['Temporary change of car', false],
    ['Temporary additional driver', false],
    ['Direct Debit Query', false],
    ['Other', false],
  ])('%s: says beside the choice whether /my-policy can make it (%s)', async (type, selfService) => {
    renderPage(<PolicyChangeForm />);
    await chooseType(type);
    const select = screen.getByLabelText('What would you like to change?');
    const saying = /You can make this change yourself on My policy/;
    if (selfService) expect(select).toHaveAccessibleDescription(saying);
    else expect(screen.queryByText(saying)).not.toBeInTheDocument();
  });

  it.each([
    ['Permanent change of car', CAR, 'Date the change takes effect', MESSAGE_OPTIONAL],
    ['Temporary change of car', [...CAR, 'End date'], 'Start date', MESSAGE_OPTIONAL],
    ['Permanent additional driver', DRIVER, 'Date the change takes effect', MESSAGE_OPTIONAL],
    ['Temporary additional driver', [...DRIVER, 'End date'], 'Start date', MESSAGE_OPTIONAL],
    ['Change of address', ADDRESS, 'Date the change takes effect', MESSAGE_OPTIONAL],
    // A query changes nothing: no date to take effect.
    ['Direct Debit Query', [], undefined, MESSAGE_REQUIRED],
    ['Other', [], undefined, MESSAGE_REQUIRED],
  ])('%s: shows and requires only its own details', async (type, required, dateLabel, messageLabel) => {
    renderPage(<PolicyChangeForm />);
    await chooseType(type);
    const shown = EVERY_DETAIL.filter((label) => screen.queryByLabelText(label));
    const optional = type === 'Change of address' ? OPTIONAL_ADDRESS : [];
    expect(shown.sort()).toEqual([...required, ...optional].sort());

    if (!dateLabel) expect(screen.queryByLabelText('Date the change takes effect')).not.toBeInTheDocument();
    await submit();
    for (const label of [...required, ...(dateLabel ? [dateLabel] : []), 'Policy number']) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        /^Please (enter|choose) (the|your|how) /,
      );
    }
    for (const label of optional) expect(screen.getByLabelText(label)).not.toHaveAccessibleDescription();
    const message = screen.getByLabelText(messageLabel);
    if (messageLabel === MESSAGE_REQUIRED)
      expect(message).toHaveAccessibleDescription('Please enter what you need');
    else expect(message).not.toHaveAccessibleDescription();
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a start date in the past and an end date before the start', async () => {
    renderPage(<PolicyChangeForm />);
    await chooseType('Temporary change of car');
    setDate('Start date', '2001-01-01');
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription(
      'Please choose today or a later date',
    );
    setDate('Start date', '2099-06-10');
    setDate('End date', '2099-06-01');
    expect(screen.getByLabelText('End date')).toHaveAccessibleDescription(
      'Please choose an end date on or after the start date',
    );
    setDate('End date', '2099-06-17');
    expect(screen.getByLabelText('End date')).not.toHaveAccessibleDescription();
  });

  it("sends the chosen type's details only, even after switching type, with the years as a number", async () => {
    send.mockResolvedValue({ ok: true, message: 'Thank you.', errors: {}, reference: 'PCR-1' });
    renderPage(<PolicyChangeForm />);
    await chooseType('Permanent change of car');
    await userEvent.type(screen.getByLabelText('Make'), 'Toyota');
    await chooseType('Temporary additional driver');
    setDate('Start date', '2099-06-10');
    setDate('End date', '2099-06-20');
    await userEvent.type(screen.getByLabelText('Full name'), 'Ciara Byrne');
    setDate('Date of birth', '1990-04-02');
    await userEvent.selectOptions(screen.getByLabelText('Relationship to you'), 'Spouse or partner');
    await userEvent.selectOptions(screen.getByLabelText('Licence type'), 'Full Irish licence');
    await userEvent.type(screen.getByLabelText('Years licence held'), '12');
    await userEvent.type(screen.getByLabelText('Policy number'), 'IVY-123456');
    await userEvent.type(screen.getByLabelText('Your name'), 'Aoife Byrne');
    await userEvent.type(screen.getByLabelText('Email address'), 'aoife@example.ie');
    await userEvent.type(screen.getByLabelText('Phone number'), '087 123 4567');
    await submit();
    expect(send).toHaveBeenCalledWith({
      requestType: 'Temporary additional driver',
      effectiveDate: '2099-06-10',
      endDate: '2099-06-20',
      driverName: 'Ciara Byrne',
      driverDateOfBirth: '1990-04-02',
      driverRelationship: 'Spouse or partner',
      driverLicenceType: 'Full Irish licence',
      driverLicenceYears: 12,
      policyNumber: 'IVY-123456',
      name: 'Aoife Byrne',
      email: 'aoife@example.ie',
      phone: '087 123 4567',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('PCR-1');
  });
});
