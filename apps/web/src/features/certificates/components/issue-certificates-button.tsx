import { useState } from 'react';
import { Award } from 'lucide-react';
import { toast } from 'sonner';
import { CERT_MSG, type CertificateSummary } from '@hackcamp/contract';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { countOf } from '../../../lib/format.ts';
import { useCertificatePreview } from '../api/get-certificate-preview.ts';
import { useIssueCertificates } from '../api/issue-certificates.ts';

/**
 * How many an issue would add: per kind, those who qualify less those who already hold one. The
 * summary's `issued` also counts holders who miss now (the rules changed, a revoked one), so past
 * the first issue this is a lower bound: `exact` says whether it is the count itself.
 */
export function toBeIssued(summary: CertificateSummary): { count: number; exact: boolean } {
  const kinds = Object.values(summary);
  return {
    count: kinds.reduce((sum, k) => sum + Math.max(0, k.qualifies - k.issued), 0),
    exact: kinds.every((k) => k.issued === 0),
  };
}

function question(adding: { count: number; exact: boolean } | null): string {
  const frozen = 'Issued certificates are frozen: they never change afterwards.';
  if (adding === null) return 'Counting who qualifies…';
  if (adding.exact)
    return adding.count === 0
      ? 'No one qualifies under the current rules yet.'
      : `${countOf(adding.count, 'certificate')} will be added, one for each person who qualifies. ${frozen}`;
  if (adding.count === 0) return `Only people who qualify and have none of that kind yet get one; everyone else is left as they are. ${frozen}`;
  return `At least ${countOf(adding.count, 'certificate')} will be added: one for each person who qualifies and has none of that kind yet. ${frozen}`;
}

/** "Issue certificates": says how many it will add, then issues them all in one call. */
export function IssueCertificatesButton() {
  const [asking, setAsking] = useState(false);
  // The first page of the unfiltered preview: its summary counts everyone (shared with the preview's cache).
  const preview = useCertificatePreview({ search: '', page: 1 });
  const issue = useIssueCertificates();
  const adding = preview.data ? toBeIssued(preview.data.summary) : null;

  const confirm = () =>
    issue.mutate(undefined, {
      onSuccess: (result) => {
        setAsking(false);
        toast.success(CERT_MSG.issued(result.issued));
      },
      onError: (error) => toast.error(errorMessage(error, 'The certificates could not be issued')),
    });

  return (
    <>
      <Button onClick={() => setAsking(true)}>
        <Award aria-hidden="true" className="size-4" /> Issue certificates
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Issue certificates?"
        description={question(adding)}
        confirmLabel="Issue"
        confirmDisabled={adding === null || preview.isFetching}
        pending={issue.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
