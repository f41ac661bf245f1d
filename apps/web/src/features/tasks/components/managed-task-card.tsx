import { Clock, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import type { EventDay, Task } from '@hackcamp/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { countOf } from '../../../lib/format.ts';
import { dueLabel } from '../due-date.ts';
import { TaskDescription } from './task-description.tsx';

type ManagedTaskCardProps = {
  task: Task;
  day: EventDay | undefined;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
  toggling: boolean;
};

/** A task as the superadmin manages it: its day, score and status, with edit, toggle and delete. */
export function ManagedTaskCard({ task, day, onEdit, onToggle, onDelete, toggling }: ManagedTaskCardProps) {
  const headingId = `managed-task-${task._id}`;
  return (
    <Card role="article" aria-labelledby={headingId} className="flex h-full flex-col p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={day?.phase === 'Hackathon' ? 'violet' : 'blue'}>
          Day {day?.day ?? task.day.replace('day', '')}
          {day && ` · ${day.phase}`}
        </Badge>
        <Badge tone={task.isActive ? 'green' : 'slate'}>{task.isActive ? 'Active' : 'Inactive'}</Badge>
        <span className="ml-auto text-xs font-medium text-slate-500 dark:text-slate-400">Max {countOf(task.maxScore, 'point')}</span>
      </div>
      <h3 id={headingId} className="mt-3 text-base font-semibold wrap-break-word text-slate-900 dark:text-white">
        {task.title}
      </h3>
      {task.dueDate && (
        <p className="mt-1 flex items-center gap-1 text-xs font-medium text-slate-600 dark:text-slate-300">
          <Clock aria-hidden="true" className="size-3.5" /> {dueLabel(task.dueDate)}
        </p>
      )}
      <div className="mt-2 line-clamp-6 wrap-anywhere">
        <TaskDescription text={task.description} />
      </div>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Button size="sm" variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" /> Edit
        </Button>
        <Button size="sm" variant="outline" onClick={onToggle} loading={toggling}>
          {!toggling && (task.isActive ? <PowerOff aria-hidden="true" className="size-4" /> : <Power aria-hidden="true" className="size-4" />)}
          {task.isActive ? 'Deactivate' : 'Activate'}
        </Button>
        <Button size="sm" variant="outline" onClick={onDelete} className="text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-500/10">
          <Trash2 aria-hidden="true" className="size-4" /> Delete
        </Button>
      </div>
    </Card>
  );
}
