import { fillPath } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { apiDownload } from '../../../lib/api-client.ts';

/** One certificate's PDF (its owner or a superadmin): through the token-carrying fetch, a plain link would arrive signed out. */
export function downloadCertificatePdf(code: string) {
  return apiDownload(fillPath(api.certificates.pdf.path, { code }), `certificate-${code}.pdf`);
}
