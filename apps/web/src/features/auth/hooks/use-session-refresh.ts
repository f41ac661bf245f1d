import { useEffect } from 'react';
import { clearSession, updateUser, useSession } from '../../../lib/session.ts';
import { useProfileQuery } from '../api/get-profile.ts';

/**
 * The stored user shows at once; this re-reads the profile behind it so a changed role or
 * deleted account is noticed, and signs out when the check fails (docs/product.md).
 */
export function useSessionRefresh() {
  const { token } = useSession();
  const { data, isError } = useProfileQuery(token);

  useEffect(() => {
    if (data) updateUser(data.user);
  }, [data]);

  useEffect(() => {
    if (isError) clearSession();
  }, [isError]);
}
