import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  redeliverWebhook,
  rotateWebhookSecret,
  sendWebhookTest,
  useWebhookDeliveries,
  useWebhookEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookSecretAnswer,
} from '#src/api/webhooks';
import { showSuccess } from '#src/components/dialogs';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { confirmedAction } from '../shared/confirmedAction';
import { DataTable, type Column } from '../shared/DataTable';
import { FactList } from '../shared/FactList';
import { showFailure } from '../shared/failure';
import { formatDateTime } from '../shared/format';
import { Loaded } from '../shared/Loaded';
import { ShownOnceDialog } from '../shared/ShownOnceDialog';
import { useListParams } from '../shared/useListParams';
import { deliveryStatusLabel, endpointStatusLabel, eventTypeLabel } from './webhookWords';
import { deleteEndpoint, toggleEndpoint } from './WebhooksPage';
import '../shared/facts.css';

const NO_FILTERS = [] as const;

function deliveryColumns(endpointId: string): Column<WebhookDelivery>[] {
  const redeliver = (delivery: WebhookDelivery) =>
    redeliverWebhook(endpointId, delivery._id)
      .then(() => showSuccess('Queued', 'The event will be sent again in a moment.'))
      .catch(showFailure);
  return [
    { header: 'Event', cell: (delivery) => eventTypeLabel(delivery.type) },
    { header: 'Event ID', cell: (delivery) => <code>{delivery.messageId}</code> },
    { header: 'Status', cell: deliveryStatusLabel },
    { header: 'Response', cell: (delivery) => delivery.responseCode ?? delivery.error ?? '' },
    {
      header: 'Time taken',
      cell: (delivery) => (delivery.durationMs === undefined ? '' : `${delivery.durationMs} ms`),
    },
    { header: 'Attempts', cell: (delivery) => delivery.attempts },
    { header: 'Last attempt', cell: (delivery) => formatDateTime(delivery.lastAttemptAt) },
    { header: 'Next attempt', cell: (delivery) => formatDateTime(delivery.nextAttemptAt) },
    {
      header: 'Actions',
      cell: (delivery) =>
        delivery.type === 'webhook.test' ? null : (
          <button
            type="button"
            className="row-action"
            aria-label={`Send event ${delivery.messageId} again`}
            onClick={() => void redeliver(delivery)}
          >
            Send again
          </button>
        ),
    },
  ];
}

function Deliveries({ endpointId }: { endpointId: string }) {
  const { page, setPage } = useListParams(NO_FILTERS);
  const { data, error } = useWebhookDeliveries(endpointId, page);
  return (
    <DataTable
      caption="Deliveries"
      columns={deliveryColumns(endpointId)}
      rows={data?.data}
      rowKey={(delivery) => delivery._id}
      emptyText="Nothing sent yet. Events of the chosen types appear here as they happen; send a test event to try the endpoint now."
      error={error}
      paging={data}
      onPageChange={setPage}
    />
  );
}

function Endpoint({ endpoint }: { endpoint: WebhookEndpoint }) {
  const navigate = useNavigate();
  const [secret, setSecret] = useState<WebhookSecretAnswer | null>(null);
  const rotate = () =>
    confirmedAction({
      confirm: {
        title: 'Make a new secret?',
        text: 'Deliveries are signed with both secrets for 24 hours; then only the new one works.',
        confirmButtonText: 'Yes, make a new secret',
      },
      run: async () => setSecret(await rotateWebhookSecret(endpoint._id)),
      success: { title: 'Done', text: 'New secret made.' },
    });
  const test = () =>
    sendWebhookTest(endpoint._id)
      .then(({ message }) => showSuccess('Test event sent', message))
      .catch(showFailure);
  const remove = async () => {
    if (await deleteEndpoint(endpoint)) await navigate('/admin/webhooks');
  };

  return (
    <>
      <FactList
        facts={[
          { label: 'URL', value: endpoint.url },
          { label: 'Description', value: endpoint.description },
          { label: 'Status', value: endpointStatusLabel(endpoint) },
          { label: 'Events', value: endpoint.eventTypes.map(eventTypeLabel).join(', ') },
          {
            label: 'Previous secret valid until',
            value: formatDateTime(endpoint.previousSecretExpiresAt),
          },
          { label: 'Created', value: `${formatDateTime(endpoint.createdAt)} by ${endpoint.createdBy.label}` },
        ]}
      />
      <div className="row-actions">
        <button type="button" className="button button--primary" onClick={() => void test()}>
          Send test event
        </button>
        <button type="button" className="button button--quiet" onClick={() => void toggleEndpoint(endpoint)}>
          {endpoint.enabled ? 'Disable' : 'Enable'}
        </button>
        <button type="button" className="button button--quiet" onClick={() => void rotate()}>
          Rotate secret
        </button>
        <button type="button" className="button button--quiet" onClick={() => void remove()}>
          Delete
        </button>
      </div>
      <h2>Deliveries</h2>
      <Deliveries endpointId={endpoint._id} />
      {secret ? (
        <ShownOnceDialog
          title="New signing secret"
          label={`Signing secret for ${endpoint.url}`}
          secret={secret.secret}
          onClose={() => setSecret(null)}
        />
      ) : null}
    </>
  );
}

/** /admin/webhooks/{id}: an endpoint, its actions and what was sent to it. */
export function WebhookPage() {
  const { id = '' } = useParams();
  const { data, error } = useWebhookEndpoint(id);
  return (
    <>
      <AdminPageHeader title="Webhook endpoint" />
      <Loaded data={data} error={error}>
        {({ endpoint }) => <Endpoint endpoint={endpoint} />}
      </Loaded>
    </>
  );
}
