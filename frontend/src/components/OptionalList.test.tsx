import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import arrayMutators from 'final-form-arrays';
import { Form } from 'react-final-form';
import { TextField } from './TextField';
import { OptionalList } from './OptionalList';

type Values = { hasClaims?: boolean; claims?: { date?: string }[] };
let values: Values = {};
const INITIAL: Values = { claims: [] };

function renderList() {
  render(
    <Form<Values> onSubmit={() => undefined} initialValues={INITIAL} mutators={{ ...arrayMutators }}>
      {({ values: current, handleSubmit }) => {
        values = current;
        return (
          <form onSubmit={(event) => void handleSubmit(event)}>
            <OptionalList
              answerName="hasClaims"
              question="Any claims?"
              name="claims"
              noun="claim"
              max={2}
              unanswered="Please say whether you have had any claims"
              renderItem={(item) => <TextField name={`${item}.date`} label="Date" />}
            />
            <button type="submit">Continue</button>
          </form>
        );
      }}
    </Form>,
  );
  return screen.getByRole('group', { name: 'Any claims?' });
}

describe('OptionalList', () => {
  it('starts an entry on Yes, adds up to the limit, and answers No when the last is removed', async () => {
    const question = renderList();
    expect(screen.queryByRole('group', { name: 'Claim 1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('group', { name: 'Claim 1' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add another claim' }));
    expect(screen.getByRole('group', { name: 'Claim 2' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Add/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove claim 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove claim 1' }));
    expect(values.hasClaims).toBe(false);
    expect(question).toContainElement(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
  });

  it('names the question when it is left unanswered', async () => {
    const question = renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(question).toHaveAccessibleDescription('Please say whether you have had any claims');
  });

  it('keeps what was typed when the answer changes to No and back', async () => {
    renderList();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.type(screen.getByLabelText('Date'), '2024-05-01');
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByLabelText('Date')).toHaveValue('2024-05-01');
  });
});
