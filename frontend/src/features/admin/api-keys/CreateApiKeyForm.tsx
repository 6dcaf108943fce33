import { useId, useState } from 'react';
import { Field } from 'react-final-form';
import { createApiKey, useApiScopes, type ApiScope, type CreatedApiKey } from '#src/api/apiKeys';
import { FieldError, visibleError } from '#src/components/FieldFrame';
import { TextField } from '#src/components/TextField';
import { readWholeNumber, required, wholeNumber } from '#src/components/validators';
import { ActionForm } from '../shared/ActionForm';
import { submitFailure } from '../shared/failure';

interface NewKeyValues {
  name?: string;
  scopes?: ApiScope[];
  rateLimitPerMinute?: string;
}

// As the server allows (CreateApiKeyDto).
const rateLimit = wholeNumber(
  1,
  10_000,
  'Please enter a whole number of requests from 1 to 10000, or leave it blank',
);

const SCOPES_MESSAGE = 'Please choose at least one scope';
const atLeastOne = (scopes?: ApiScope[]) => (scopes?.length ? undefined : SCOPES_MESSAGE);

/** Name a key and choose what it may do; the created key goes to `onCreated` to be shown once. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const { data: catalogue } = useApiScopes();
  const errorId = useId();
  // A new form (empty again) after each key.
  const [generation, setGeneration] = useState(0);

  const onSubmit = async ({ name = '', scopes: chosen = [], rateLimitPerMinute }: NewKeyValues) => {
    try {
      onCreated(
        await createApiKey({ name, scopes: chosen, rateLimitPerMinute: readWholeNumber(rateLimitPerMinute) }),
      );
      setGeneration((n) => n + 1);
    } catch (error) {
      return submitFailure(error);
    }
  };

  return (
    <ActionForm<NewKeyValues> key={generation} onSubmit={onSubmit} submitLabel="Create API key">
      <TextField name="name" label="Name" validate={required} placeholder="What will use this key?" />
      <fieldset className="scope-list" aria-describedby={errorId}>
        <legend>Scopes</legend>
        {catalogue?.scopes.map((scope) => (
          <label key={scope} className="scope-list__item">
            <Field<string> name="scopes" component="input" type="checkbox" value={scope} /> {scope}
          </label>
        ))}
        <Field<ApiScope[]> name="scopes" validate={atLeastOne}>
          {({ meta }) => <FieldError id={errorId} error={visibleError(meta)} />}
        </Field>
      </fieldset>
      <TextField
        name="rateLimitPerMinute"
        label="Requests a minute"
        inputMode="numeric"
        validate={rateLimit}
        hint={
          catalogue
            ? `Leave blank for the default of ${catalogue.defaultRateLimitPerMinute}. Over it, the key's requests answer 429 until the minute passes.`
            : undefined
        }
      />
    </ActionForm>
  );
}
