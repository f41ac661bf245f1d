import { useId, useState, type FormEvent } from 'react';
import { CalendarCheck, CheckCheck, ClipboardCheck, MessageCircle, Paperclip, Phone } from 'lucide-react';
import { chatLinkFor } from '../../../features/mentors/chat-link.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { cn } from '../../../lib/cn.ts';
import { DEMO_MSG, demoGradeProblem } from './demo-checks.ts';
import { ATTENDANCE_DAYS, MENTOR, MENTOR_PARTICIPANTS, SUBMISSION_TO_GRADE, type DemoAttendance } from './demo-data.ts';
import { DemoHeader, DemoPanel } from './demo-parts.tsx';

export function MentorDemo() {
  const chat = chatLinkFor(MENTOR.mobile);
  const firstName = MENTOR.name.split(' ')[0];
  return (
    <div className="space-y-5">
      <DemoHeader
        eyebrow="Mentor dashboard"
        title={`Welcome, ${firstName}!`}
        subtitle={
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>
              {MENTOR.specialization} · {MENTOR.experience} years
            </span>
            <span className="inline-flex items-center gap-1">
              <Phone aria-hidden="true" className="size-3.5" />
              <span>{MENTOR.mobile}</span>
            </span>
          </p>
        }
      >
        {chat && (
          <a href={chat} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'sm', 'w-full sm:w-auto')}>
            <MessageCircle aria-hidden="true" className="size-4" /> Chat with {firstName}
          </a>
        )}
      </DemoHeader>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <AttendanceGrid />
        <GradeSubmission />
      </div>
    </div>
  );
}

const CELL: Record<'present' | 'absent' | 'none', { text: string; label: string; className: string }> = {
  present: {
    text: 'P',
    label: 'Present',
    className: 'bg-emerald-100 text-emerald-800 hover:bg-emerald-200 dark:bg-emerald-500/20 dark:text-emerald-200 dark:hover:bg-emerald-500/30',
  },
  absent: { text: 'A', label: 'Absent', className: 'bg-red-100 text-red-800 hover:bg-red-200 dark:bg-red-500/20 dark:text-red-200 dark:hover:bg-red-500/30' },
  none: {
    text: '–',
    label: 'Not marked',
    className: 'border border-dashed border-slate-400 text-slate-600 hover:bg-slate-100 dark:border-slate-500 dark:text-slate-300 dark:hover:bg-slate-800',
  },
};

function AttendanceGrid() {
  const [grid, setGrid] = useState(() => MENTOR_PARTICIPANTS.map((p) => [...p.attendance]));
  const today = ATTENDANCE_DAYS.length - 1;
  const marked = grid.filter((row) => row[today] !== null).length;
  const present = grid.filter((row) => row[today] === 'present').length;

  // One tap moves a cell on (blank -> Present -> Absent -> Present), quicker than the real grid's dropdown on a phone.
  const cycle = (row: number, col: number) =>
    setGrid((g) => g.map((r, i) => (i !== row ? r : r.map((s, j): DemoAttendance => (j !== col ? s : s === 'present' ? 'absent' : 'present')))));
  const markAllToday = () => setGrid((g) => g.map((r) => r.map((s, j): DemoAttendance => (j === today ? 'present' : s))));

  return (
    <DemoPanel title="Mark Attendance" icon={CalendarCheck}>
      <div className="-mx-1 overflow-x-auto px-1">
        <table className="w-full border-separate border-spacing-y-1 text-sm">
          <thead>
            <tr>
              <th scope="col" className="pb-1 text-left text-xs font-semibold text-slate-600 dark:text-slate-400">
                Participant
              </th>
              {ATTENDANCE_DAYS.map((d, j) => (
                <th key={d.day} scope="col" className="px-0.5 pb-1 text-center text-xs font-semibold text-slate-700 dark:text-slate-300">
                  <span className="block">Day {d.day}</span>
                  <span className={cn('block font-normal', j === today ? 'text-blue-700 dark:text-blue-300' : 'text-slate-600 dark:text-slate-400')}>
                    {j === today ? 'Today' : d.date}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {MENTOR_PARTICIPANTS.map((p, i) => (
              <tr key={p.id}>
                <th scope="row" className="pr-2 text-left font-medium text-slate-800 dark:text-slate-200">
                  {p.name}
                </th>
                {ATTENDANCE_DAYS.map((d, j) => {
                  const cell = CELL[grid[i]?.[j] ?? 'none'];
                  return (
                    <td key={d.day} className="px-0.5 text-center">
                      <button
                        type="button"
                        onClick={() => cycle(i, j)}
                        aria-label={`${p.name}, Day ${d.day}: ${cell.label}`}
                        title={cell.label}
                        className={cn(
                          'inline-flex size-9 items-center justify-center rounded-md text-sm font-bold transition-colors focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none',
                          cell.className,
                        )}
                      >
                        {cell.text}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
        <p className="text-xs text-slate-600 dark:text-slate-400" aria-live="polite">
          Today: {marked} of {grid.length} marked, {present} present
        </p>
        <Button variant="secondary" size="sm" onClick={markAllToday} disabled={present === grid.length}>
          <CheckCheck aria-hidden="true" className="size-4" /> Mark all present
        </Button>
      </div>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">P = Present, A = Absent. Tap a cell to change it.</p>
    </DemoPanel>
  );
}

function GradeSubmission() {
  const s = SUBMISSION_TO_GRADE;
  const scoreId = useId();
  const feedbackId = useId();
  const errorId = useId();
  const [score, setScore] = useState('');
  const [feedback, setFeedback] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [graded, setGraded] = useState<number | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = demoGradeProblem(score, feedback, s.maxScore);
    setError(problem);
    if (!problem) setGraded(Number(score));
  };

  return (
    <DemoPanel title="Task Reviews" icon={ClipboardCheck}>
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-800/50">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold text-slate-900 dark:text-white">{s.participant}</p>
          {graded === null ? <Badge tone="amber">Pending Review</Badge> : <Badge tone="green">Graded</Badge>}
        </div>
        <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
          Day {s.day} · {s.task} · submitted {s.submittedAt}
        </p>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{s.text}</p>
        <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
          <Paperclip aria-hidden="true" className="size-3.5" /> {s.fileName}
          {graded !== null && (
            <span className="ml-2 font-semibold text-emerald-700 dark:text-emerald-300">
              Score: {graded}/{s.maxScore}
            </span>
          )}
        </p>
      </div>
      <form noValidate onSubmit={submit} className="mt-3 space-y-3">
        <div>
          <Label htmlFor={scoreId}>Score (out of {s.maxScore})</Label>
          <Input
            id={scoreId}
            type="number"
            inputMode="numeric"
            min={0}
            max={s.maxScore}
            value={score}
            onChange={(e) => setScore(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="h-10 max-w-32"
          />
        </div>
        <div>
          <Label htmlFor={feedbackId}>Feedback</Label>
          <Textarea
            id={feedbackId}
            rows={2}
            value={feedback}
            onChange={(e) => setFeedback(e.target.value)}
            placeholder="Provide constructive feedback..."
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="min-h-16"
          />
        </div>
        {error && (
          <div id={errorId}>
            <Alert tone="error" title={error} className="px-3 py-2" />
          </div>
        )}
        {graded !== null && !error && (
          <Alert tone="success" title={`Graded ${graded}/${s.maxScore}.`} className="px-3 py-2">
            <p>{DEMO_MSG.graded}</p>
          </Alert>
        )}
        <Button type="submit" size="sm" className="w-full sm:w-auto">
          {graded === null ? 'Submit Grade' : 'Update Grade'}
        </Button>
      </form>
    </DemoPanel>
  );
}
