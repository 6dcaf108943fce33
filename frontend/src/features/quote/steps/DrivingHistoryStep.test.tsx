import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import arrayMutators from 'final-form-arrays';
import { Form } from 'react-final-form';
import { MemoryRouter } from 'react-router-dom';
import { isoDay } from '#src/components/validators';
import { initialQuoteValues, type QuoteFormValues } from '../formValues';
import { OPTIONS } from '../quoteFixtures';
import { addDays } from '../quoteRules';
import { DrivingHistoryStep } from './DrivingHistoryStep';

// One object for the form's life: a new one each render would start the form again.
const INITIAL = initialQuoteValues();

function renderStep() {
  render(
    <MemoryRouter>
      <Form<QuoteFormValues>
        onSubmit={() => undefined}
        initialValues={INITIAL}
        mutators={{ ...arrayMutators }}
      >
        {({ handleSubmit }) => (
          <form onSubmit={(event) => void handleSubmit(event)}>
            <DrivingHistoryStep options={OPTIONS} />
            <button type="submit">Continue</button>
          </form>
        )}
      </Form>
    </MemoryRouter>,
  );
}

const PERMIT = 'When does your learner permit expire?';
const TEST = 'Date of your driving test (optional)';

describe('the driving history step', () => {
  it('asks a learner, and only a learner, for the permit’s expiry and a booked test', async () => {
    renderStep();
    await userEvent.click(screen.getByRole('radio', { name: 'Full Irish licence' }));
    expect(screen.queryByLabelText(PERMIT)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Learner permit' }));
    const permit = screen.getByLabelText(PERMIT);
    const test = screen.getByLabelText(TEST);
    expect(permit).toHaveAttribute('min', isoDay(new Date()));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(permit).toHaveAccessibleDescription(/Please enter the date your learner permit expires/);
    expect(test).not.toHaveAccessibleDescription(/Please/);

    fireEvent.change(test, { target: { value: isoDay(addDays(new Date(), -1)) } });
    fireEvent.blur(test);
    expect(test).toHaveAccessibleDescription(/Please choose today or a later date/);
  });
});
