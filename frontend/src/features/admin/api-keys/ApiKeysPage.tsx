import { useState } from 'react';
import { revokeApiKey, useApiKeys, type ApiKey, type CreatedApiKey } from '#src/api/apiKeys';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { confirmedAction } from '../shared/confirmedAction';
import { DataTable, type Column } from '../shared/DataTable';
import { formatDateTime } from '../shared/format';
import { useListParams } from '../shared/useListParams';
import { CreateApiKeyForm } from './CreateApiKeyForm';
import { NewApiKeyDialog } from './NewApiKeyDialog';

const NO_FILTERS = [] as const;

const revoke = (apiKey: ApiKey) =>
  confirmedAction({
    confirm: {
      title: 'Are you sure?',
      text: `Anything using "${apiKey.name}" stops working at once. You won't be able to revert this!`,
      confirmButtonText: 'Yes, revoke it!',
    },
    run: () => revokeApiKey(apiKey._id),
    success: { title: 'Revoked!', text: 'The API key has been revoked.' },
  });

const COLUMNS: Column<ApiKey>[] = [
  { header: 'Name', cell: (apiKey) => apiKey.name },
  { header: 'Scopes', cell: (apiKey) => apiKey.scopes.join(', ') },
  {
    header: 'Rate Limit',
    cell: (apiKey) => `${apiKey.rateLimitPerMinute} a minute${apiKey.ownRateLimit ? '' : ' (default)'}`,
  },
  { header: 'Prefix', cell: (apiKey) => <code>{apiKey.prefix}</code> },
  {
    header: 'Created',
    cell: (apiKey) => `${formatDateTime(apiKey.createdAt)} by ${apiKey.createdBy.label}`,
  },
  { header: 'Last Used', cell: (apiKey) => formatDateTime(apiKey.lastUsedAt) || 'Never' },
  { header: 'Revoked', cell: (apiKey) => formatDateTime(apiKey.revokedAt) || 'No' },
  {
    header: 'Actions',
    cell: (apiKey) =>
      apiKey.revokedAt ? null : (
        <button
          type="button"
          className="row-action row-action--danger"
          aria-label={`Revoke ${apiKey.name}`}
          onClick={() => void revoke(apiKey)}
        >
          Revoke
        </button>
      ),
  },
];

/** /admin/api-keys: integrator keys, created by admins, shown once, scoped and revocable (DESIGN §5). */
export function ApiKeysPage() {
  const { page, setPage } = useListParams(NO_FILTERS);
  const { data, error } = useApiKeys(page);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  return (
    <>
      <AdminPageHeader title="API keys" />
      <section className="admin-panel" aria-labelledby="new-api-key-heading">
        <h2 id="new-api-key-heading">Create an API key</h2>
        <CreateApiKeyForm onCreated={setCreated} />
      </section>
      <DataTable
        caption="API keys"
        columns={COLUMNS}
        rows={data?.data}
        rowKey={(apiKey) => apiKey._id}
        emptyText="No API Keys Available ..."
        error={error}
        paging={data}
        onPageChange={setPage}
      />
      {created ? <NewApiKeyDialog created={created} onClose={() => setCreated(null)} /> : null}
    </>
  );
}
