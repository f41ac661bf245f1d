import { useState, type MouseEvent } from 'react';
import { AT_RISK_TEXT, INSIGHTS_MSG, type AtRiskParticipant } from '@hackcamp/contract';
import { CheckCircle2 } from 'lucide-react';
import type { ChartQuery } from '../../../components/charts/chart-types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { countOf } from '../../../lib/format.ts';

const PAGE = 10;

type Props = {
  query: ChartQuery;
  atRisk: AtRiskParticipant[] | undefined;
  /** Where the mentor sees one participant (their Daily Reports row): a real address, for a new tab too. */
  personHref: (participantId: string) => string;
  /** Opens that place within the page. */
  onOpenPerson: (participantId: string) => void;
};

/** Who is falling behind, most at risk first (the server's order), each with their reasons. */
export function AtRiskList({ query, atRisk, personHref, onOpenPerson }: Props) {
  const [shown, setShown] = useState(PAGE);
  const open = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    // A modified click keeps the browser's own meaning (a new tab opens the same place).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpenPerson(id);
  };
  let body;
  if (!atRisk) {
    body = query.isError ? (
      <LoadFailure message={INSIGHTS_MSG.loadFailed} onRetry={() => void query.refetch()} retrying={query.isRefetching} className="py-4" />
    ) : (
      <div role="status" aria-label="Loading" className="h-24 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
    );
  } else if (atRisk.length === 0) {
    body = (
      <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-600 dark:text-emerald-400" />
        Nobody is falling behind
      </p>
    );
  } else {
    body = (
      <>
        <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label="Participants falling behind">
          {atRisk.slice(0, shown).map((person) => (
            <li key={person.participantId} className="py-2.5 first:pt-0">
              <a
                href={personHref(person.participantId)}
                onClick={(event) => open(event, person.participantId)}
                className="font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-blue-400"
              >
                {person.name}
              </a>
              <ul className="mt-0.5 text-sm text-slate-700 dark:text-slate-300">
                {person.reasons.map((reason) => (
                  <li key={reason}>{AT_RISK_TEXT[reason]}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        {atRisk.length > shown && (
          <Button variant="outline" size="sm" className="mt-3" onClick={() => setShown((n) => n + PAGE)}>
            Show {Math.min(PAGE, atRisk.length - shown)} more
          </Button>
        )}
      </>
    );
  }
  return (
    <Card role="region" aria-labelledby="at-risk-heading">
      <CardHeader className="pb-3 sm:pb-4">
        <CardTitle id="at-risk-heading" className="text-base">
          Falling behind{atRisk && atRisk.length > 0 ? ` (${countOf(atRisk.length, 'person', 'people')})` : ''}
        </CardTitle>
        <CardDescription>Most at risk first. Open a name to see their daily report.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
