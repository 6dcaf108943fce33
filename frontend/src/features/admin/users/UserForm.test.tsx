import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN } from './usersFixtures';
import { UserForm } from './UserForm';

function renderForm(props: Partial<Parameters<typeof UserForm>[0]> = {}) {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  render(<UserForm mode="create" variant="admin" submitLabel="Save" onSubmit={onSubmit} {...props} />);
  return onSubmit;
}

async function fillNameAndEmail() {
  await userEvent.type(screen.getByLabelText('First name'), 'Niamh');
  await userEvent.type(screen.getByLabelText('Last name'), 'Kelly');
  await userEvent.type(screen.getByLabelText('Email'), 'niamh@example.ie');
}

describe('UserForm (SPEC §5 admin forms)', () => {
  it('requires the password on create, and sends isAdmin as a boolean', async () => {
    const onSubmit = renderForm();
    await fillNameAndEmail();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Required')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Password'), 'a long passphrase');
    await userEvent.selectOptions(screen.getByLabelText('Administrator'), 'True');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      first_name: 'Niamh',
      last_name: 'Kelly',
      email: 'niamh@example.ie',
      password: 'a long passphrase',
      isAdmin: true,
    });
  });

  it('does not require the password on edit, and leaves it out when blank', async () => {
    const onSubmit = renderForm({ mode: 'edit', user: ADMIN });
    expect(screen.getByLabelText('First name')).toHaveValue('Aoife');
    expect(screen.getByLabelText('Administrator')).toHaveValue('true');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({
      first_name: 'Aoife',
      last_name: 'Byrne',
      email: 'aoife.byrne@example.ie',
      isAdmin: true,
    });
  });

  it('requires the names and a valid email, showing errors only once touched', async () => {
    renderForm();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'niamh@');
    await userEvent.tab();
    expect(screen.getByText('Invalid email address')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Required')).toHaveLength(3);
  });

  it('offers the Administrator select (False or True) only in the admin variant', () => {
    renderForm();
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['False', 'True']);
    expect(screen.getByLabelText('Administrator')).toHaveValue('false');
  });

  it('has no Administrator select in the public variant and sends no isAdmin', async () => {
    const onSubmit = renderForm({ variant: 'public' });
    expect(screen.queryByLabelText('Administrator')).not.toBeInTheDocument();
    await fillNameAndEmail();
    await userEvent.type(screen.getByLabelText('Password'), 'a long passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).not.toHaveProperty('isAdmin', expect.anything());
  });
});
