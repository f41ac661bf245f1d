import { Briefcase, Mail, MessageCircle, Phone } from 'lucide-react';
import type { MentorView } from '@hackcamp/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DEFAULT_EVENT_SETTINGS, useEventSettings } from '../../../lib/event-settings.ts';
import { callLinkFor, chatLinkFor, contactLabel } from '../chat-link.ts';

/** A mentor's card: who they are, what they know, and how to reach them. */
export function MentorCard({ mentor, compact = false }: { mentor: MentorView; compact?: boolean }) {
  const countryCode = (useEventSettings().data ?? DEFAULT_EVENT_SETTINGS).phoneCountryCode;
  const chat = chatLinkFor(mentor.mobile, countryCode);
  const call = callLinkFor(mentor.mobile, countryCode);
  const contact = contactLabel(mentor.name);
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
            <Phone aria-hidden="true" className="size-4 shrink-0" />{' '}
            {call ? (
              <a className="hover:underline" href={call}>
                {call.slice('tel:'.length)}
              </a>
            ) : (
              mentor.mobile
            )}
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
      {chat && call && (
        <div className="mt-auto flex gap-2 pt-4">
          <a href={chat} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'sm', 'min-w-0 flex-1')}>
            <MessageCircle aria-hidden="true" className="size-4 shrink-0" /> <span className="truncate">{contact}</span>
          </a>
          <a href={call} className={buttonClasses('outline', 'sm', 'shrink-0')} aria-label={`Call ${contact.slice('Contact '.length)}`}>
            <Phone aria-hidden="true" className="size-4" /> Call
          </a>
        </div>
      )}
    </Card>
  );
}
