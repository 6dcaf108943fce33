import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { TokenAccess } from '../../api/accessTokens';
import { rememberRenewalToken, useRenewalAccess } from '../../api/renewals';

/**
 * The renewal of the address (`/renewals/:id…`) and whether this tab holds its token. Arriving by the
 * invitation link (`?token=`), the token is kept for this tab first and then taken out of the address,
 * so it is not left in the history or passed on in a Referer.
 */
export function useRenewalId(): { id: string; access: TokenAccess } {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  useState(() => {
    if (token) rememberRenewalToken(id, token);
    return token;
  });
  useEffect(() => {
    if (token) void navigate({ search: '' }, { replace: true });
  }, [token, navigate]);
  return { id, access: useRenewalAccess(id, token !== null) };
}
