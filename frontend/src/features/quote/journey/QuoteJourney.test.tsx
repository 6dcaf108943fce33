import { ApiFailure } from '@ivy/api-client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { saveQuotePage } from '#src/api/quotes';
import { isoDay } from '#src/components/validators';
import { ANSWERS, OPTIONS, quoteWith } from '../quoteFixtures';
import { addDays } from '../quoteRules';
import { LAST_STEP } from '../quoteSteps';
import { QuoteJourney } from './QuoteJourney';

vi.mock('#src/api/quotes', () => ({
  saveQuotePage: vi.fn(),
  priceQuote: vi.fn(),
  createQuote: vi.fn(),
  saveQuoteForLater: vi.fn(),
}));
const save = vi.mocked(saveQuotePage);

const QUOTE = quoteWith({
  answers: { ...ANSWERS, cover: { ...ANSWERS.cover, startDate: isoDay(addDays(new Date(), 1)) } },
});

describe('QuoteJourney', () => {
  /** Gets a price the server refuses over the start date; answers the cover start field. */
  async function priceRefusedOverStartDate() {
    save.mockRejectedValue(
      new ApiFailure(400, {
        ok: false,
        message: 'Please correct the highlighted fields.',
        errors: { startDate: ['Please choose a start date within the next 30 days'] },
      }),
    );
    render(
      <MemoryRouter>
        <QuoteJourney quote={QUOTE} step={LAST_STEP} options={OPTIONS} />
      </MemoryRouter>,
    );
    const start = screen.getByLabelText('When should your cover start?');
    await userEvent.clear(start);
    await userEvent.type(start, isoDay(addDays(new Date(), 2)));
    await userEvent.click(screen.getByRole('button', { name: 'Get my price' }));
    return start;
  }

  it('shows a saved mobile number as it is written at home, and sends the page walked through unchanged no more', async () => {
    function Search() {
      return <output data-testid="search">{useLocation().search}</output>;
    }
    save.mockClear();
    render(
      <MemoryRouter>
        <QuoteJourney quote={QUOTE} step={1} options={OPTIONS} />
        <Search />
      </MemoryRouter>,
    );
    expect(ANSWERS.your_details.phone).toBe('+353871234567');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('087 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('step=2'));
    expect(save).not.toHaveBeenCalled();
  });

  it('puts the server’s "check the answers marked below" above the fields, announced and focused', async () => {
    const start = await priceRefusedOverStartDate();
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Please check the answers marked below.');
    expect(start).toHaveAccessibleDescription(
      expect.stringContaining('Please choose a start date within the next 30 days'),
    );
    // Above every field, where the eye (and the keyboard) starts.
    const firstField = screen.getAllByRole('combobox')[0];
    expect(banner.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(banner).toHaveFocus());
  });

  it('focuses the banner also when it renders after the next frame, as on a slow phone', async () => {
    // Every frame comes at once: before the refusal has rendered.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(performance.now());
      return 0;
    });
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    await priceRefusedOverStartDate();
    const banner = await screen.findByRole('alert');
    await waitFor(() => expect(banner).toHaveFocus());
  });
});
