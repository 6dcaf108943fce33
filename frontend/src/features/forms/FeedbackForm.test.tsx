import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { submitFeedback } from '../../api/forms';
import { renderPage } from '../../test/pageHarness';
import { FeedbackForm } from './FeedbackForm';

vi.mock('../../api/forms', () => ({ submitFeedback: vi.fn() }));
const send = vi.mocked(submitFeedback);

beforeEach(() => send.mockReset());

describe('FeedbackForm', () => {
  it('asks for a rating with five radio stars that fill up to the one chosen', async () => {
    renderPage(<FeedbackForm />);
    const rating = screen.getByRole('group', { name: 'How would you rate our service?' });
    const stars = within(rating).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('name'))).toEqual(Array(5).fill('rating'));
    await userEvent.click(within(rating).getByRole('radio', { name: '4 stars: good' }));
    expect(within(rating).getByRole('radio', { name: '4 stars: good' })).toBeChecked();
    expect(rating.querySelectorAll('.star__full')).toHaveLength(4);
  });

  it('explains what a complaint leads to, and sends the answers as a number and a yes/no', async () => {
    send.mockResolvedValue({
      ok: true,
      message: 'Thank you for your feedback.',
      errors: {},
      reference: 'FBK-1',
    });
    renderPage(<FeedbackForm />);
    const complaint = screen.getByRole('group', { name: 'Would you like us to treat this as a complaint?' });
    expect(complaint).toHaveAccessibleDescription(/complaints procedure.*within 5 business days/);
    await userEvent.type(screen.getByLabelText('Your name'), 'Aoife Byrne');
    await userEvent.type(screen.getByLabelText('Email address'), 'aoife@example.ie');
    await userEvent.click(screen.getByRole('radio', { name: '5 stars: excellent' }));
    await userEvent.click(within(complaint).getByRole('radio', { name: 'Yes, treat it as a complaint' }));
    await userEvent.type(screen.getByLabelText('Your feedback'), 'My renewal was late.');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(send).toHaveBeenCalledWith({
      name: 'Aoife Byrne',
      email: 'aoife@example.ie',
      rating: 5,
      isComplaint: true,
      message: 'My renewal was late.',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('FBK-1');
    expect(screen.getByRole('radio', { name: '5 stars: excellent' })).not.toBeChecked();
  });

  it('requires the rating and the complaint answer', async () => {
    renderPage(<FeedbackForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(
      screen.getByRole('group', { name: 'How would you rate our service?' }),
    ).toHaveAccessibleDescription('Please choose a rating from 1 to 5 stars');
    expect(
      screen.getByRole('group', { name: 'Would you like us to treat this as a complaint?' }),
    ).toHaveAccessibleDescription(/Please say whether we should treat this as a complaint$/);
  });
});
