import type { SubmissionErrors } from 'final-form';
import type { ReactNode } from 'react';
import { TextField } from '#src/components/TextField';
import { required } from '#src/components/validators';
import { ActionForm } from '../shared/ActionForm';
import { EmailField } from '#src/components/EmailField';
import { SelectField } from '#src/components/SelectField';

/** What the form sends: the SPEC §3 user fields; isAdmin only from the admin variant. */
export interface UserInput {
  first_name: string;
  last_name: string;
  email: string;
  /** Left out when editing and the box is empty: the password stays as it is. */
  password?: string;
  isAdmin?: boolean;
}

/** The select holds text; the API wants a boolean. */
interface UserFormValues extends Omit<UserInput, 'isAdmin'> {
  isAdmin?: 'false' | 'true';
}

const ADMINISTRATOR_OPTIONS = [
  { value: 'false', label: 'False' },
  { value: 'true', label: 'True' },
];

interface UserFormProps {
  /** On create the password is required; on edit an empty password box keeps the old one (SPEC §5). */
  mode: 'create' | 'edit';
  /** Only the admin variant offers the Administrator select; the public sign-up form does not. */
  variant: 'admin' | 'public';
  user?: Omit<UserInput, 'password'>;
  submitLabel: string;
  onSubmit: (user: UserInput) => Promise<SubmissionErrors | void>;
  /** Further buttons, such as Back to Login. */
  actions?: ReactNode;
}

/** The one user form: Create a User, Edit a User and the public Create Account (SPEC §2). */
export function UserForm({ mode, variant, user, submitLabel, onSubmit, actions }: UserFormProps) {
  const isAdminVariant = variant === 'admin';
  // Only the form's own fields: the API refuses any other (an _id, say) in what is sent back.
  const initialValues: Partial<UserFormValues> = {
    first_name: user?.first_name,
    last_name: user?.last_name,
    email: user?.email,
    isAdmin: isAdminVariant ? (user?.isAdmin ? 'true' : 'false') : undefined,
  };
  const submit = ({ isAdmin, ...values }: UserFormValues) =>
    onSubmit({ ...values, isAdmin: isAdminVariant ? isAdmin === 'true' : undefined });

  return (
    <ActionForm<UserFormValues>
      initialValues={initialValues}
      onSubmit={submit}
      submitLabel={submitLabel}
      actions={actions}
      className="user-form"
    >
      <div className="form-row">
        <TextField name="first_name" label="First name" validate={required} autoComplete="given-name" />
        <TextField name="last_name" label="Last name" validate={required} autoComplete="family-name" />
      </div>
      <EmailField />
      <TextField
        name="password"
        label={mode === 'create' ? 'Password' : 'Password (leave blank to keep the current one)'}
        type="password"
        validate={mode === 'create' ? required : undefined}
        autoComplete="new-password"
      />
      {isAdminVariant ? (
        <SelectField name="isAdmin" label="Administrator" options={ADMINISTRATOR_OPTIONS} />
      ) : null}
    </ActionForm>
  );
}
