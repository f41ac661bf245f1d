import { RESULTS } from '@hackcamp/contract';
import { CertificatePreview } from './certificate-preview.tsx';
import { CertificateRulesForm } from './certificate-rules-form.tsx';
import { DownloadAllCertificates } from './download-all-certificates.tsx';
import { IssueCertificatesButton } from './issue-certificates-button.tsx';
import { IssuedCertificates } from './issued-certificates.tsx';

/** The superadmin's Certificates section: rules, who qualifies, issuing, and what was issued. */
export function CertificatesSection() {
  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold text-slate-900 dark:text-white">Certificates</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Completion of the bootcamp, hackathon participation and the top {RESULTS.winners} teams: set the rules, check who qualifies, then issue. Each
            certificate has a public code anyone can verify.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <IssueCertificatesButton />
          <DownloadAllCertificates />
        </div>
      </div>
      <CertificateRulesForm />
      <CertificatePreview />
      <IssuedCertificates />
    </div>
  );
}
