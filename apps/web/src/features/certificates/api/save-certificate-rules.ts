import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertificateRules } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { certificateKeys } from './query-keys.ts';

export function saveCertificateRules(rules: CertificateRules) {
  return callApi(api.certificates.saveRules, { body: rules }).then((d) => d.rules);
}

/** Saves the rules; the preview is counted again under them. */
export function useSaveCertificateRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCertificateRules,
    onSuccess: (rules) => {
      queryClient.setQueryData(certificateKeys.rules, rules);
      void queryClient.invalidateQueries({ queryKey: [...certificateKeys.all, 'preview'] });
    },
  });
}
