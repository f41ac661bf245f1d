import { useState } from 'react';
import { Popover } from 'radix-ui';
import { Bell, ChevronDown } from 'lucide-react';
import { ANNOUNCEMENT_MSG, type MyAnnouncement } from '@hackcamp/contract';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTimeZoned } from '../../../lib/format.ts';
import { useMyAnnouncements } from '../api/get-my-announcements.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useMarkAnnouncementRead } from '../api/mark-announcement-read.ts';
import { PriorityBadge } from './announcement-badges.tsx';

/**
 * The header's bell: how many announcements meant for me I have not opened, and the list of them.
 * Opening one shows its text and marks it read.
 */
export function AnnouncementsBell() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount();
  const list = useMyAnnouncements(open);
  const count = unread.data ?? 0;

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={buttonClasses('ghost', 'sm', 'relative px-2.5')} aria-label={count > 0 ? `Announcements, ${count} unread` : 'Announcements'}>
        <Bell aria-hidden="true" className="size-5" />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 right-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-white dark:ring-slate-950"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-label="Announcements"
          className="z-50 flex max-h-[min(32rem,calc(100dvh-6rem))] w-[min(24rem,calc(100vw-1.5rem))] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl focus:outline-none motion-safe:animate-fade-in dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex items-baseline justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
            <h2 className="text-base font-semibold text-slate-900 dark:text-white">Announcements</h2>
            <p className="text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
              {count} unread
            </p>
          </div>
          <div className="overflow-y-auto overscroll-contain">
            {list.isLoading ? (
              <div className="flex justify-center py-8">
                <Spinner />
              </div>
            ) : list.isError ? (
              <p role="alert" className="px-4 py-8 text-center text-sm text-red-700 dark:text-red-300">
                {ANNOUNCEMENT_MSG.loadFailed}
              </p>
            ) : !list.data?.length ? (
              <p className="px-4 py-8 text-center text-sm text-slate-500 dark:text-slate-400">No announcements right now.</p>
            ) : (
              <ul className="divide-y divide-slate-200 dark:divide-slate-800">
                {list.data.map((a) => (
                  <AnnouncementItem key={a._id} announcement={a} />
                ))}
              </ul>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function AnnouncementItem({ announcement: a }: { announcement: MyAnnouncement }) {
  const [expanded, setExpanded] = useState(false);
  const markRead = useMarkAnnouncementRead();
  const bodyId = `bell-announcement-${a._id}`;
  const onOpen = () => {
    setExpanded((e) => !e);
    if (!a.isRead && !markRead.isPending) markRead.mutate(a._id);
  };
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={onOpen}
        className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none dark:hover:bg-slate-800/60 dark:focus-visible:bg-slate-800/60"
      >
        <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-full', a.isRead ? 'bg-transparent' : 'bg-blue-600 dark:bg-blue-400')} />
        <span className="min-w-0 flex-1">
          <span className={cn('block text-sm wrap-break-word text-slate-900 dark:text-white', !a.isRead && 'font-semibold')}>
            {a.title}
            {!a.isRead && <span className="sr-only"> (unread)</span>}
          </span>
          <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
            <PriorityBadge priority={a.priority} />
            {formatDateTimeZoned(a.createdAt)}
          </span>
        </span>
        <ChevronDown aria-hidden="true" className={cn('mt-1 size-4 shrink-0 text-slate-400 transition-transform', expanded && 'rotate-180')} />
      </button>
      <div id={bodyId} hidden={!expanded} className="px-4 pb-4 pl-9">
        <p className="text-sm whitespace-pre-line wrap-anywhere text-slate-700 dark:text-slate-300">{a.content}</p>
        {a.createdBy && <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">From {a.createdBy.name}</p>}
      </div>
    </li>
  );
}
