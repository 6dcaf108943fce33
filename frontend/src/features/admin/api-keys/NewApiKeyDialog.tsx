import type { CreatedApiKey } from '#src/api/apiKeys';
import { ShownOnceDialog } from '../shared/ShownOnceDialog';

/** The whole key, shown this once: the server keeps only its hash (DESIGN §5). */
export function NewApiKeyDialog({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  return (
    <ShownOnceDialog
      title="API key created"
      label={`Key for ${created.apiKey.name}`}
      secret={created.key}
      onClose={onClose}
    />
  );
}
