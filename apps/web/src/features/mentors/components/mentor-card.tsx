import { Briefcase, Mail, MessageCircle, Phone } from 'lucide-react';
import type { MentorView } from '@hackcamp/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { chatLinkFor } from '../chat-link.ts';

/** A mentor's card: who they are, what they know, and how to reach them. */
export function MentorCard({ mentor, compact = false }: { mentor: MentorView; compact?: boolean }) {
  const chat = chatLinkFor(mentor.mobile);
  return (
    <Card className="flex h-full min-w-0 flex-col p-5">
      <div className="flex items-center gap-3">
        <Avatar name={mentor.name} src={mentor.profilePicture} size="md" />
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-slate-900 dark:text-white" title={mentor.name}>
            {mentor.name}
          </h3>
          <p className="truncate text-sm text-slate-500 dark:text-slate-400">{mentor.specialization || 'General'}</p>
        </div>
      </div>
      {!compact && <p className="mt-3 text-sm wrap-break-word text-slate-600 dark:text-slate-400">{mentor.description || 'No description available'}</p>}
      <ul className="mt-3 space-y-1 text-sm text-slate-600 dark:text-slate-400">
        <li className="flex min-w-0 items-center gap-2">
          <Mail aria-hidden="true" className="size-4 shrink-0" />{' '}
          <a className="min-w-0 truncate hover:underline" href={`mailto:${mentor.email}`} title={mentor.email}>
            {mentor.email}
          </a>
        </li>
        {mentor.mobile && (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0" /> {mentor.mobile}
          </li>
        )}
        {mentor.experience !== null && (
          <li className="flex items-center gap-2">
            <Briefcase aria-hidden="true" className="size-4 shrink-0" /> {mentor.experience} years of experience
          </li>
        )}
      </ul>
      <ul aria-label="Skills" className="mt-3 flex flex-wrap gap-1.5">
        {mentor.skills.length ? (
          mentor.skills.map((s) => (
            <li key={s}>
              <Badge tone="blue">{s}</Badge>
            </li>
          ))
        ) : (
          <li className="text-xs text-slate-500 dark:text-slate-400">No skills listed</li>
        )}
      </ul>
      {chat && (
        <div className="mt-auto pt-4">
          <a href={chat} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'sm', 'w-full')}>
            <MessageCircle aria-hidden="true" className="size-4" /> Contact {mentor.name.split(' ')[0]}
          </a>
        </div>
      )}
    </Card>
  );
}
