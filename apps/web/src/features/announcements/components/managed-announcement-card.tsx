import { BarChart3, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import type { ManagedAnnouncement } from '@hackcamp/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDateTimeZoned } from '../../../lib/format.ts';
import { AudienceBadge, PriorityBadge } from './announcement-badges.tsx';

type ManagedAnnouncementCardProps = {
  announcement: ManagedAnnouncement;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onShowStats: () => void;
  toggling: boolean;
};

/** One announcement as the superadmin manages it: status, audience, reads and actions. */
export function ManagedAnnouncementCard({ announcement: a, onToggle, onEdit, onDelete, onShowStats, toggling }: ManagedAnnouncementCardProps) {
  const headingId = `announcement-${a._id}`;
  const status = a.isExpired
    ? { label: 'Expired', tone: 'amber' as const }
    : a.isActive
      ? { label: 'Active', tone: 'green' as const }
      : { label: 'Inactive', tone: 'slate' as const };
  return (
    <Card role="article" aria-labelledby={headingId} className="p-5">
      <div className="flex flex-wrap items-center gap-2">
        <PriorityBadge priority={a.priority} />
        <AudienceBadge audience={a.targetAudience} />
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <h3 id={headingId} className="mt-3 text-base font-semibold wrap-break-word text-slate-900 dark:text-white">
        {a.title}
      </h3>
      <p className="mt-1.5 text-sm whitespace-pre-line wrap-anywhere text-slate-600 dark:text-slate-400">{a.content}</p>
      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
        <div>
          <dt className="inline">Posted </dt>
          <dd className="inline">
            {formatDateTimeZoned(a.createdAt)}
            {a.createdBy && ` by ${a.createdBy.name}`}
          </dd>
        </div>
        {a.expiresAt && (
          <div>
            <dt className="inline">{a.isExpired ? 'Expired ' : 'Expires '}</dt>
            <dd className="inline">{formatDateTimeZoned(a.expiresAt)}</dd>
          </div>
        )}
        <div>
          <dt className="inline">Read by </dt>
          <dd className="inline font-medium text-slate-700 dark:text-slate-300">
            {a.readCount} {a.readCount === 1 ? 'person' : 'people'}
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onShowStats}>
          <BarChart3 aria-hidden="true" className="size-4" /> Read Statistics
        </Button>
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${a.title}`}>
          <Pencil aria-hidden="true" className="size-4" /> Edit
        </Button>
        <Button size="sm" variant="outline" onClick={onToggle} loading={toggling}>
          {!toggling && (a.isActive ? <PowerOff aria-hidden="true" className="size-4" /> : <Power aria-hidden="true" className="size-4" />)}
          {a.isActive ? 'Deactivate' : 'Activate'}
        </Button>
        <Button size="sm" variant="outline" onClick={onDelete} className="text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-500/10">
          <Trash2 aria-hidden="true" className="size-4" /> Delete
        </Button>
      </div>
    </Card>
  );
}
