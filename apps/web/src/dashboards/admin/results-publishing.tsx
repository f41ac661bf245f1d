import { useState } from 'react';
import { Link } from 'react-router';
import { Download, ExternalLink, Globe } from 'lucide-react';
import { toast } from 'sonner';
import { ADMIN_MSG, RESULTS, RESULTS_MSG } from '@hackcamp/contract';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { useUpdateEventConfig } from '../../features/admin-overview/api/update-event-config.ts';
import { downloadExport } from '../../features/exports/api/download-export.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { useEventSettings } from '../../lib/event-settings.ts';

/**
 * Publishing the results and taking the ranking away: publishing shows the winners to anyone with
 * the link, so it asks first, saying what becomes public.
 */
export function ResultsPublishing() {
  const published = useEventSettings().data?.resultsPublished;
  const update = useUpdateEventConfig();
  const [asking, setAsking] = useState<boolean | null>(null);
  const [exporting, setExporting] = useState(false);

  const apply = (next: boolean) =>
    update.mutate(
      { resultsPublished: next },
      {
        onSuccess: () => {
          setAsking(null);
          toast.success(next ? RESULTS_MSG.published : RESULTS_MSG.unpublished);
        },
        onError: (error) => toast.error(errorMessage(error, ADMIN_MSG.settingsFailed)),
      },
    );
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadExport('results');
    } catch (error) {
      toast.error(errorMessage(error, 'The ranking could not be exported'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Globe aria-hidden="true" className="size-5 text-blue-600 dark:text-blue-400" /> Public results
        </CardTitle>
        <CardDescription>{`The public page shows the top ${RESULTS.winners} teams by normalised score and every team's project, but no scores or judges.`}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <Switch
            id="switch-resultsPublished"
            aria-describedby="switch-resultsPublished-state"
            checked={published ?? false}
            disabled={published === undefined || update.isPending}
            onCheckedChange={(checked) => setAsking(checked)}
          />
          <div>
            <label htmlFor="switch-resultsPublished" className="block font-semibold text-slate-900 dark:text-white">
              Publish results
            </label>
            <p id="switch-resultsPublished-state" className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {published === undefined ? 'Loading...' : published ? 'Anyone with the link sees the winners.' : 'The public page says results are not out yet.'}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/results" target="_blank" rel="noopener" className={buttonClasses('outline', 'sm')}>
            <ExternalLink aria-hidden="true" className="size-4" /> Open the public page
          </Link>
          <Button variant="outline" size="sm" onClick={() => void exportCsv()} loading={exporting}>
            <Download aria-hidden="true" className="size-4" /> Export ranking (CSV)
          </Button>
        </div>
      </CardContent>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking ? 'Publish the results?' : 'Hide the results?'}
        description={
          asking
            ? `Anyone with the link to /results will see the top ${RESULTS.winners} teams with their members, and every project. Scores and judges stay private.`
            : 'The public page will say results are not out yet until you publish again.'
        }
        confirmLabel={asking ? 'Publish' : 'Hide results'}
        pending={update.isPending}
        onConfirm={() => asking !== null && apply(asking)}
      />
    </Card>
  );
}
