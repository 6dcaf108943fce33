import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  deleteWebhookEndpoint,
  setWebhookEnabled,
  useWebhookEndpoints,
  type WebhookEndpoint,
  type WebhookSecretAnswer,
} from '#src/api/webhooks';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { DataTable, type Column } from '../shared/DataTable';
import { showFailure } from '../shared/failure';
import { formatDateTime } from '../shared/format';
import { confirmDelete } from '../shared/rowActions';
import { ShownOnceDialog } from '../shared/ShownOnceDialog';
import { useListParams } from '../shared/useListParams';
import { CreateWebhookForm } from './CreateWebhookForm';
import { endpointStatusLabel, eventTypeLabel } from './webhookWords';

const NO_FILTERS = [] as const;

/** Enable or disable at once: both are undone as easily, so no question first. */
export async function toggleEndpoint(endpoint: WebhookEndpoint): Promise<void> {
  await setWebhookEnabled(endpoint._id, !endpoint.enabled).catch(showFailure);
}

export const deleteEndpoint = (endpoint: WebhookEndpoint) =>
  confirmDelete('The webhook endpoint', endpoint.url, () => deleteWebhookEndpoint(endpoint._id));

const COLUMNS: Column<WebhookEndpoint>[] = [
  {
    header: 'URL',
    cell: (endpoint) => <Link to={`/admin/webhooks/${endpoint._id}`}>{endpoint.url}</Link>,
  },
  { header: 'Description', cell: (endpoint) => endpoint.description },
  { header: 'Events', cell: (endpoint) => endpoint.eventTypes.map(eventTypeLabel).join(', ') },
  { header: 'Status', cell: endpointStatusLabel },
  {
    header: 'Created',
    cell: (endpoint) => `${formatDateTime(endpoint.createdAt)} by ${endpoint.createdBy.label}`,
  },
  {
    header: 'Actions',
    cell: (endpoint) => (
      <div className="row-actions">
        <button
          type="button"
          className="row-action"
          aria-label={`${endpoint.enabled ? 'Disable' : 'Enable'} ${endpoint.url}`}
          onClick={() => void toggleEndpoint(endpoint)}
        >
          {endpoint.enabled ? 'Disable' : 'Enable'}
        </button>
        <button
          type="button"
          className="row-action row-action--danger"
          aria-label={`Delete ${endpoint.url}`}
          onClick={() => void deleteEndpoint(endpoint)}
        >
          Delete
        </button>
      </div>
    ),
  },
];

/** /admin/webhooks: where events are pushed, each delivery signed with the endpoint's secret. */
export function WebhooksPage() {
  const { page, setPage } = useListParams(NO_FILTERS);
  const { data, error } = useWebhookEndpoints(page);
  const [created, setCreated] = useState<WebhookSecretAnswer | null>(null);

  return (
    <>
      <AdminPageHeader title="Webhooks" />
      <section className="admin-panel" aria-labelledby="new-webhook-heading">
        <h2 id="new-webhook-heading">Add an endpoint</h2>
        <CreateWebhookForm onCreated={setCreated} />
      </section>
      <DataTable
        caption="Webhook endpoints"
        columns={COLUMNS}
        rows={data?.data}
        rowKey={(endpoint) => endpoint._id}
        emptyText="No endpoints yet. Add one above to have events sent to it."
        error={error}
        paging={data}
        onPageChange={setPage}
      />
      {created ? (
        <ShownOnceDialog
          title="Endpoint added"
          label={`Signing secret for ${created.endpoint.url}`}
          secret={created.secret}
          onClose={() => setCreated(null)}
        />
      ) : null}
    </>
  );
}
