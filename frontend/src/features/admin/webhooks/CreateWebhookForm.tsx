import { useId, useState } from 'react';
import { Field } from 'react-final-form';
import {
  createWebhookEndpoint,
  useWebhookEventTypes,
  type WebhookEventType,
  type WebhookSecretAnswer,
} from '#src/api/webhooks';
import { FieldError, visibleError } from '#src/components/FieldFrame';
import { TextField } from '#src/components/TextField';
import { required } from '#src/components/validators';
import { ActionForm } from '../shared/ActionForm';
import { submitFailure } from '../shared/failure';
import { eventTypeLabel } from './webhookWords';

interface NewEndpointValues {
  url?: string;
  description?: string;
  eventTypes?: WebhookEventType[];
}

const TYPES_MESSAGE = 'Please choose at least one event type';
const atLeastOne = (types?: WebhookEventType[]) => (types?.length ? undefined : TYPES_MESSAGE);

/** The receiver's URL and the events it wants; the created endpoint and its secret go to `onCreated`. */
export function CreateWebhookForm({ onCreated }: { onCreated: (created: WebhookSecretAnswer) => void }) {
  const { data: catalogue } = useWebhookEventTypes();
  const errorId = useId();
  // A new form (empty again) after each endpoint.
  const [generation, setGeneration] = useState(0);

  const onSubmit = async ({ url = '', description, eventTypes = [] }: NewEndpointValues) => {
    try {
      onCreated(await createWebhookEndpoint({ url, description, eventTypes, enabled: true }));
      setGeneration((n) => n + 1);
    } catch (error) {
      return submitFailure(error);
    }
  };

  return (
    <ActionForm<NewEndpointValues> key={generation} onSubmit={onSubmit} submitLabel="Add endpoint">
      <TextField
        name="url"
        label="URL"
        type="url"
        validate={required}
        placeholder="https://example.com/webhooks"
        hint="Must start with https:// and reach a public address."
      />
      <TextField name="description" label="Description" placeholder="What receives these events?" />
      <fieldset className="scope-list" aria-describedby={errorId}>
        <legend>Events to send</legend>
        {catalogue?.eventTypes.map((type) => (
          <label key={type} className="scope-list__item">
            <Field<string> name="eventTypes" component="input" type="checkbox" value={type} />{' '}
            {eventTypeLabel(type)}
          </label>
        ))}
        <Field<WebhookEventType[]> name="eventTypes" validate={atLeastOne}>
          {({ meta }) => <FieldError id={errorId} error={visibleError(meta)} />}
        </Field>
      </fieldset>
    </ActionForm>
  );
}
