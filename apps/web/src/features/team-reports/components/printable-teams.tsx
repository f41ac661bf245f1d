import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { Team } from '@hackcamp/contract';
import { countOf, formatDate } from '../../../lib/format.ts';

type PrintableTeamsProps = {
  teams: Team[];
  eventName: string;
  /** Called once the print dialog has closed (printed, saved as PDF or cancelled). */
  onDone: () => void;
};

/**
 * A plain report of the teams that the browser prints, or saves as a PDF. While it is mounted the
 * page prints only this (the print stylesheet hides the app), black on white whatever the theme.
 */
export function PrintableTeams({ teams, eventName, onDone }: PrintableTeamsProps) {
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    const title = document.title;
    // The saved PDF is named after the document title.
    document.title = `${eventName} teams ${new Date().toISOString().slice(0, 10)}`;
    document.body.classList.add('printing-report');
    const finish = () => done.current();
    window.addEventListener('afterprint', finish, { once: true });
    // After a frame, so the report is laid out before the dialog copies the page.
    const frame = requestAnimationFrame(() => window.print());
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', finish);
      document.body.classList.remove('printing-report');
      document.title = title;
    };
  }, [eventName]);

  const members = teams.reduce((n, t) => n + t.memberCount, 0);
  return createPortal(
    <div className="print-report text-black" data-testid="print-report">
      <header className="mb-4 border-b-2 border-black pb-2">
        <h1 className="text-xl font-bold">{eventName} · Teams</h1>
        <p className="text-sm">
          {countOf(teams.length, 'team')}, {countOf(members, 'member')} · printed {formatDate(new Date().toISOString())}
        </p>
      </header>
      <table className="w-full border-collapse text-left text-[11px] leading-snug">
        <thead>
          <tr>
            {['#', 'Team', 'Problem Statement', 'Leader', 'Members', 'Created'].map((h) => (
              <th key={h} scope="col" className="border border-black bg-neutral-200 px-1.5 py-1 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {teams.map((t) => (
            <tr key={t._id} className="break-inside-avoid align-top">
              <td className="border border-neutral-500 px-1.5 py-1">{t.teamNumber}</td>
              <td className="border border-neutral-500 px-1.5 py-1 font-semibold">{t.name}</td>
              <td className="border border-neutral-500 px-1.5 py-1">{t.problemStatement?.title ?? '-'}</td>
              <td className="border border-neutral-500 px-1.5 py-1">
                {t.leader ? (
                  <>
                    {t.leader.name}
                    <br />
                    <span className="text-neutral-700">{t.leader.email}</span>
                  </>
                ) : (
                  '-'
                )}
              </td>
              <td className="border border-neutral-500 px-1.5 py-1">
                {t.memberCount}/{t.maxMembers}:{' '}
                {t.members.map((m, i) => (
                  <span key={m.user._id}>
                    {i > 0 && ', '}
                    {m.user.name}
                    {m.role === 'leader' && ' (Leader)'}
                  </span>
                ))}
              </td>
              <td className="border border-neutral-500 px-1.5 py-1 whitespace-nowrap">{formatDate(t.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>,
    document.body,
  );
}
