import { useState } from 'react';
import { Award, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { CERT_MSG, type CertificateSummary } from '@hackcamp/contract';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { countOf, longDate } from '../../../lib/format.ts';
import { useCertificatePreview } from '../api/get-certificate-preview.ts';
import { UncoveredNamesWarning } from './uncovered-names-warning.tsx';
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

/**
 * "Issue certificates": says how many it will add, then issues them all in one call. Before the
 * event's last day, or while winners' judging is unfinished, the question lists what is still
 * missing (the preview's figures, the same the server's 409 carries) and the organiser may
 * "Issue anyway", which sends `force` when the server would refuse without it.
 */
export function IssueCertificatesButton() {
  const [asking, setAsking] = useState(false);
  // The first page of the unfiltered preview: its summary counts everyone (shared with the preview's cache).
  const preview = useCertificatePreview({ search: '', page: 1 });
  const issue = useIssueCertificates();
  const adding = preview.data ? toBeIssued(preview.data.summary) : null;
  const missing = preview.data ? CERT_MSG.missingItems(preview.data.readiness, longDate) : [];
  // Only days left make the server refuse; judging unfinished after the last day is a warning.
  const early = (preview.data?.readiness.daysLeft ?? 0) > 0;

  const confirm = () =>
    issue.mutate(
      { force: early },
      {
        onSuccess: (result) => {
          setAsking(false);
          toast.success(CERT_MSG.issued(result.issued));
        },
        onError: (error) => toast.error(errorMessage(error, 'The certificates could not be issued')),
      },
    );

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
        confirmLabel={missing.length ? 'Issue anyway' : 'Issue'}
        confirmDisabled={adding === null || preview.isFetching}
        pending={issue.isPending}
        onConfirm={confirm}
      >
        {missing.length > 0 && (
          <div
            data-testid="certificates-missing"
            className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div className="min-w-0">
              <p className="font-medium">Not everything is in yet:</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {missing.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p className="mt-2">Certificates issued now keep today’s figures, places included.</p>
            </div>
          </div>
        )}
        {/* Said again at the moment of issuing: a certificate is frozen once issued. */}
        {preview.data && preview.data.uncoveredNames.length > 0 && (
          <div className="mt-3">
            <UncoveredNamesWarning names={preview.data.uncoveredNames} />
          </div>
        )}
      </ConfirmDialog>
    </>
  );
}
