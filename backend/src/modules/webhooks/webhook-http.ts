import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { checkedAddresses, type Lookup } from './domain/endpoint-url';

export interface PostResult {
  status?: number;
  /** Why no answer came: the check's refusal, the time limit, or the connection's error. */
  error?: string;
}

/**
 * A lookup that answers only the addresses the SSRF check passed, whatever the name resolves to now: the
 * connection goes where the check looked (no DNS rebinding between the check and the connect).
 */
export function pinnedLookup(addresses: readonly string[]): LookupFunction {
  const entries = addresses.map((address) => ({ address, family: isIP(address) }));
  return (_hostname, options, callback) => {
    if (options.all) (callback as (error: null, all: typeof entries) => void)(null, entries);
    else callback(null, entries[0].address, entries[0].family);
  };
}

/**
 * POSTs `body` to an endpoint after its host passed the SSRF check, connecting only to the addresses
 * that check saw. TLS still names and verifies the URL's host (SNI and the certificate), since the
 * request keeps the host name and only the lookup is pinned. Redirects are not followed.
 */
export async function postToCheckedHost(
  url: string,
  check: { production: boolean; lookup: Lookup },
  init: { headers: Record<string, string>; body: string; timeoutMs: number },
): Promise<PostResult> {
  const checked = await checkedAddresses(url, check.production, check.lookup);
  if ('problem' in checked) return { error: checked.problem };
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const signal = AbortSignal.timeout(init.timeoutMs);
  return new Promise((resolve) => {
    const req = send(
      target,
      {
        method: 'POST',
        headers: { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) },
        signal,
        ...(checked.addresses ? { lookup: pinnedLookup(checked.addresses) } : {}),
      },
      (response) => {
        // Only the status counts: the body is left unread.
        response.destroy();
        resolve({ status: response.statusCode });
      },
    );
    req.on('error', (error) =>
      resolve({ error: signal.aborted ? 'No answer in time' : `Could not connect: ${error.message}` }),
    );
    req.end(init.body);
  });
}
