import { SCORE_RULES } from '@hackcamp/contract';
import { Dialog } from '../../../components/ui/dialog.tsx';
import type { ScoreBreakdown } from '../progress.ts';
import { countOf, formatNumber } from '../../../lib/format.ts';

export function ScoreBreakdownDialog({
  open,
  onOpenChange,
  breakdown,
  total,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  breakdown: ScoreBreakdown;
  total: number;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Score Breakdown" description="How your total score is made." className="max-w-lg">
      <dl className="space-y-3 text-sm">
        <div className="flex justify-between rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
          <dt>
            Attendance: {breakdown.presentDays} present {breakdown.presentDays === 1 ? 'day' : 'days'} × {SCORE_RULES.pointsPerPresentDay}
          </dt>
          <dd className="font-semibold">{formatNumber(breakdown.attendancePoints)}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
          <div className="flex justify-between">
            <dt>Graded tasks ({breakdown.graded.length})</dt>
            <dd className="font-semibold">{formatNumber(breakdown.taskPoints)}</dd>
          </div>
          {breakdown.graded.length > 0 && (
            <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto text-xs text-slate-600 dark:text-slate-400">
              {breakdown.graded.map((g) => (
                <li key={g.taskId} className="flex justify-between gap-3">
                  <span className="truncate">{g.title}</span>
                  <span>
                    {g.score}/{g.maxScore}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-3 text-base font-bold dark:border-slate-700">
          <dt>Total score</dt>
          <dd>{countOf(total, 'point')}</dd>
        </div>
      </dl>
    </Dialog>
  );
}
