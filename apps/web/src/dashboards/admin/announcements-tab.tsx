import { useState } from 'react';
import { toast } from 'sonner';
import { ANNOUNCEMENT_MSG, type ManagedAnnouncement } from '@hackcamp/contract';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { useDeleteAnnouncement } from '../../features/announcements/api/delete-announcement.ts';
import { useManagedAnnouncements } from '../../features/announcements/api/get-managed-announcements.ts';
import { useToggleAnnouncementStatus } from '../../features/announcements/api/toggle-announcement-status.ts';
import { AnnouncementForm } from '../../features/announcements/components/announcement-form.tsx';
import { EditAnnouncementDialog } from '../../features/announcements/components/edit-announcement-dialog.tsx';
import { ManagedAnnouncementCard } from '../../features/announcements/components/managed-announcement-card.tsx';
import { ReadStatsDialog } from '../../features/announcements/components/read-stats-dialog.tsx';
import { errorMessage } from '../../lib/api-errors.ts';
import { CardSkeletons, EmptyState, LoadFailed, SectionHeader } from './section-parts.tsx';

/** Publish announcements, edit them, switch them on and off, delete them, and see who has read them. */
export function AnnouncementsTab() {
  const [page, setPage] = useState(1);
  const list = useManagedAnnouncements(page);
  const toggle = useToggleAnnouncementStatus();
  const remove = useDeleteAnnouncement();
  const [deleting, setDeleting] = useState<ManagedAnnouncement | null>(null);
  const [stats, setStats] = useState<ManagedAnnouncement | null>(null);
  const [editing, setEditing] = useState<ManagedAnnouncement | null>(null);

  const onToggle = (a: ManagedAnnouncement) =>
    toggle.mutate(a._id, {
      onSuccess: (updated) => toast.success(updated.isActive ? ANNOUNCEMENT_MSG.activated : ANNOUNCEMENT_MSG.deactivated),
      onError: (error) => toast.error(errorMessage(error, ANNOUNCEMENT_MSG.toggleFailed)),
    });
  const onDelete = () =>
    deleting &&
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(ANNOUNCEMENT_MSG.deleted);
        setDeleting(null);
        // The last one on a later page: step back rather than show an empty page.
        if (list.data?.announcements.length === 1 && page > 1) setPage(page - 1);
      },
      onError: (error) => toast.error(errorMessage(error, ANNOUNCEMENT_MSG.deleteFailed)),
    });

  let listBody;
  if (list.isLoading) listBody = <CardSkeletons count={2} className="h-44" columns="" />;
  else if (list.isError || !list.data)
    listBody = <LoadFailed message={ANNOUNCEMENT_MSG.loadFailed} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  else if (list.data.announcements.length === 0) listBody = <EmptyState>No announcements yet. Publish the first one.</EmptyState>;
  else
    listBody = (
      <>
        <ul className="space-y-4">
          {list.data.announcements.map((a) => (
            <li key={a._id}>
              <ManagedAnnouncementCard
                announcement={a}
                onToggle={() => onToggle(a)}
                onEdit={() => setEditing(a)}
                onDelete={() => setDeleting(a)}
                onShowStats={() => setStats(a)}
                toggling={toggle.isPending && toggle.variables === a._id}
              />
            </li>
          ))}
        </ul>
        <Pagination className="mt-5" page={page} totalPages={list.data.pagination.totalPages} onPageChange={setPage} label="Announcement pages" />
      </>
    );

  return (
    <section aria-labelledby="admin-announcements-heading">
      <SectionHeader
        id="admin-announcements-heading"
        title="Announcements"
        description="News for everyone, for participants, or for the staff. Inactive and expired ones are hidden from readers."
      />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <AnnouncementForm />
        <div>
          <h3 className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            All Announcements{list.data && ` (${list.data.pagination.totalAnnouncements})`}
          </h3>
          {listBody}
        </div>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Announcement"
        description={ANNOUNCEMENT_MSG.deleteConfirm}
        confirmLabel="Delete Announcement"
        destructive
        pending={remove.isPending}
        onConfirm={onDelete}
      >
        {deleting && <p className="text-sm font-medium wrap-break-word text-slate-800 dark:text-slate-200">{deleting.title}</p>}
      </ConfirmDialog>
      <ReadStatsDialog announcement={stats} onClose={() => setStats(null)} />
      <EditAnnouncementDialog announcement={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
