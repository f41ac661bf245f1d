import { ArrowRight, Contact } from 'lucide-react';
import type { AdminOverview } from '@hackcamp/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

type PeopleSummaryProps = {
  overview: Pick<AdminOverview, 'participants' | 'mentors' | 'judges'>;
  /** Opens the Mentors Assigning tab, where the waiting participants get a mentor. */
  onAssignMentors?: () => void;
};

/** Who is in the event and who still waits for a mentor: the follow-up an admin acts on. */
export function PeopleSummary({ overview, onAssignMentors }: PeopleSummaryProps) {
  const rows = [
    { label: 'Active participants', value: `${overview.participants.active} of ${overview.participants.total}` },
    { label: 'Active mentors', value: `${overview.mentors.active} of ${overview.mentors.total}` },
    { label: 'Active judges', value: `${overview.judges.active} of ${overview.judges.total}` },
    { label: 'Participants without a mentor', value: String(overview.participants.withoutMentor), warn: overview.participants.withoutMentor > 0 },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Contact aria-hidden="true" className="size-5 text-blue-600 dark:text-blue-400" /> People
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {rows.map((r) => (
            <div key={r.label} className="flex items-center justify-between gap-3 py-2">
              <dt className="text-slate-600 dark:text-slate-400">{r.label}</dt>
              <dd
                className={
                  r.warn ? 'font-semibold text-amber-700 tabular-nums dark:text-amber-300' : 'font-semibold text-slate-900 tabular-nums dark:text-white'
                }
              >
                {r.value}
              </dd>
            </div>
          ))}
        </dl>
        {overview.participants.withoutMentor > 0 && onAssignMentors && (
          <Button variant="outline" size="sm" className="mt-3 w-full" onClick={onAssignMentors}>
            Assign mentors <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
