import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { TextField } from './TextField';
import { composeValidators, email, required } from './validators';

function renderEmailField() {
  render(
    <Form onSubmit={() => undefined}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit}>
          <TextField name="email" label="Email" type="email" validate={composeValidators(required, email)} />
          <button type="submit">Send</button>
        </form>
      )}
    </Form>,
  );
  return screen.getByLabelText('Email');
}

describe('TextField', () => {
  it('shows no error before the field is touched', async () => {
    const input = renderEmailField();
    await userEvent.type(input, 'not-an-email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
  });

  it('shows the error once touched, linked to the input', async () => {
    const input = renderEmailField();
    await userEvent.type(input, 'not-an-email');
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid email address');
  });

  it('shows missing required fields after a submit attempt', async () => {
    const input = renderEmailField();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(input).toHaveAccessibleDescription('Required');
  });
});
