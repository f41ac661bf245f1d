import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CalendarCheck, CheckCircle2, Clock, Flame, Medal, RotateCcw, Trophy, Upload } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DEMO_ACCEPT, DEMO_FILE_TYPES, DEMO_MSG, demoUploadProblem } from './demo-checks.ts';
import { PARTICIPANT, PARTICIPANT_TASKS, UPLOAD_TASK_ID, type DemoTask, type DemoTaskStatus } from './demo-data.ts';
import { DemoHeader, DemoStat } from './demo-parts.tsx';

const STATUS_TONE: Record<DemoTaskStatus, BadgeTone> = { Completed: 'green', Pending: 'amber', 'Not Started': 'slate' };

export function ParticipantDemo() {
  const [uploaded, setUploaded] = useState<string | null>(null);
  const tasks = PARTICIPANT_TASKS.map((t): DemoTask => (t.id === UPLOAD_TASK_ID && uploaded ? { ...t, status: 'Pending' } : t));

  return (
    <div className="space-y-5">
      <DemoHeader
        eyebrow={`Bootcamp dashboard · Day ${PARTICIPANT.today} of ${PARTICIPANT.bootcampDays}`}
        title={`Welcome back, ${PARTICIPANT.name.split(' ')[0]}!`}
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <DemoStat icon={Trophy} label="Total Score" value={String(PARTICIPANT.score)} hint="points" />
        <DemoStat icon={Medal} label="Rank" value={`#${PARTICIPANT.rank}`} hint={`of ${PARTICIPANT.participants}`} tone="violet" />
        <DemoStat
          icon={CalendarCheck}
          label="Attendance"
          value={`${PARTICIPANT.attendance}%`}
          hint={`${PARTICIPANT.daysPresent} of ${PARTICIPANT.daysMarked} days`}
          tone="green"
        />
        <DemoStat icon={Flame} label="Streak" value={`${PARTICIPANT.streak} days`} hint="present in a row" tone="amber" />
      </div>
      <div>
        <h4 className="mb-3 text-base font-semibold text-slate-900 dark:text-white">Daily Tasks</h4>
        <div className="grid grid-cols-1 gap-3 lg:grid-cols-3">
          {tasks.map((task) => (
            <TaskCard key={task.id} task={task}>
              {task.id === UPLOAD_TASK_ID &&
                (uploaded ? <Uploaded fileName={uploaded} onReset={() => setUploaded(null)} /> : <UploadForm onDone={setUploaded} />)}
            </TaskCard>
          ))}
        </div>
      </div>
    </div>
  );
}

function TaskCard({ task, children }: { task: DemoTask; children?: ReactNode }) {
  const headingId = useId();
  return (
    <Card role="article" aria-labelledby={headingId} className="flex min-w-0 flex-col p-4">
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs font-semibold text-slate-600 dark:text-slate-400">Day {task.day}</span>
        <Badge tone={STATUS_TONE[task.status]}>{task.status}</Badge>
      </div>
      <h5 id={headingId} className="mt-2 font-semibold text-slate-900 dark:text-white">
        {task.title}
      </h5>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{task.description}</p>
      <div className="mt-auto pt-3">
        {task.status === 'Completed' && (
          <div className="rounded-lg bg-emerald-50 px-3 py-2 text-sm dark:bg-emerald-500/10">
            <p className="flex items-center gap-1.5 font-semibold text-emerald-800 dark:text-emerald-300">
              <CheckCircle2 aria-hidden="true" className="size-4" /> Score: {task.score}/100
            </p>
            {task.feedback && <p className="mt-0.5 text-emerald-900 dark:text-emerald-200">Mentor: {task.feedback}</p>}
          </div>
        )}
        {task.status === 'Pending' && !children && (
          <p className="flex items-center gap-1.5 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:bg-amber-500/10 dark:text-amber-200">
            <Clock aria-hidden="true" className="size-4" /> Waiting for your mentor's review
          </p>
        )}
        {children}
      </div>
    </Card>
  );
}

function UploadForm({ onDone }: { onDone: (fileName: string) => void }) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get('file');
    // An empty picker still yields a File with no name in FormData, so judge by the name.
    const name = file instanceof File ? file.name : null;
    const problem = demoUploadProblem(name);
    setError(problem);
    if (!problem && name) onDone(name);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-2.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
        Upload your work
      </label>
      <input
        id={inputId}
        name="file"
        type="file"
        accept={DEMO_ACCEPT}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        aria-invalid={error ? true : undefined}
        onChange={() => setError(null)}
        className="block w-full min-w-0 cursor-pointer rounded-lg border border-dashed border-slate-300 bg-slate-50 p-2 text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-blue-600 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-white hover:file:bg-blue-700 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none aria-[invalid=true]:border-red-500 dark:border-slate-600 dark:bg-slate-800/60 dark:text-slate-300 dark:aria-[invalid=true]:border-red-400"
      />
      <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
        {DEMO_FILE_TYPES.join(', ')}
      </p>
      {error && (
        <div id={errorId}>
          <Alert tone="error" title={error} className="px-3 py-2" />
        </div>
      )}
      <Button type="submit" size="sm" className="w-full">
        <Upload aria-hidden="true" className="size-4" /> Submit Task
      </Button>
    </form>
  );
}

function Uploaded({ fileName, onReset }: { fileName: string; onReset: () => void }) {
  return (
    <div className="space-y-2.5">
      <Alert tone="success" title={`${fileName} is waiting for review.`} className="px-3 py-2 [overflow-wrap:anywhere]">
        <p>{DEMO_MSG.uploaded}</p>
      </Alert>
      <Button variant="outline" size="sm" className="w-full" onClick={onReset}>
        <RotateCcw aria-hidden="true" className="size-4" /> Try again
      </Button>
    </div>
  );
}
