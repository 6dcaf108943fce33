import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { SelectField } from './SelectField';
import { required } from './validators';

const LEVELS = [
  { value: '1', label: 'One' },
  { value: '2', label: 'Two' },
];

function renderSelect(field: React.ReactNode, initialValues: object = {}) {
  let values: Record<string, unknown> = {};
  render(
    <Form onSubmit={() => undefined} initialValues={initialValues}>
      {({ handleSubmit, values: current }) => {
        values = current;
        return (
          <form onSubmit={handleSubmit}>
            {field}
            <button type="submit">Send</button>
          </form>
        );
      }}
    </Form>,
  );
  return () => values;
}

describe('SelectField', () => {
  it('starts on its placeholder, keeps an emptied choice as missing, and reports Required', async () => {
    const values = renderSelect(
      <SelectField
        name="level"
        label="Level"
        options={LEVELS}
        placeholder="Please choose"
        validate={required}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Level' });
    expect(select).toHaveDisplayValue('Please choose');
    await userEvent.selectOptions(select, 'Two');
    expect(values().level).toBe('2');
    await userEvent.selectOptions(select, 'Please choose');
    expect(values().level).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Required');
  });

  it('keeps a value that is not text through parse and format', async () => {
    const values = renderSelect(
      <SelectField<number> name="count" label="Count" options={LEVELS} parse={Number} format={String} />,
      { count: 1 },
    );
    const select = screen.getByRole('combobox', { name: 'Count' });
    expect(select).toHaveDisplayValue('One');
    await userEvent.selectOptions(select, 'Two');
    expect(values().count).toBe(2);
  });
});
