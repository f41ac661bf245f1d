import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { ANNOUNCEMENT_MSG, announcementFormSchema, type ManagedAnnouncement } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { eventTimeZone } from '../../../lib/event-zone.ts';
import { fromDateTimeLocal, toDateTimeLocal } from '../../../lib/format.ts';
import { useUpdateAnnouncement } from '../api/update-announcement.ts';
import { AnnouncementFields } from './announcement-fields.tsx';

/** Changes an announcement in place: a typo fixed, an audience or expiry changed, its reads kept. */
export function EditAnnouncementDialog({ announcement, onClose }: { announcement: ManagedAnnouncement | null; onClose: () => void }) {
  return (
    <Dialog open={announcement !== null} onOpenChange={(open) => !open && onClose()} title="Edit Announcement" className="max-w-lg">
      {announcement && <EditForm key={announcement._id} announcement={announcement} onDone={onClose} />}
    </Dialog>
  );
}

function EditForm({ announcement: a, onDone }: { announcement: ManagedAnnouncement; onDone: () => void }) {
  const update = useUpdateAnnouncement();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(announcementFormSchema(eventTimeZone())),
    // An expiry already past is left empty: saving keeps it only if a new, future one is chosen.
    defaultValues: {
      title: a.title,
      content: a.content,
      priority: a.priority,
      targetAudience: a.targetAudience,
      expiresAt: a.isExpired ? '' : toDateTimeLocal(a.expiresAt),
    },
  });

  const onSubmit = handleSubmit(({ expiresAt, ...values }) =>
    update.mutate(
      { id: a._id, changes: { ...values, expiresAt: expiresAt ? fromDateTimeLocal(expiresAt) : null } },
      {
        onSuccess: () => {
          toast.success(ANNOUNCEMENT_MSG.updated);
          onDone();
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {update.isError && <Alert tone="error" title={errorMessage(update.error, ANNOUNCEMENT_MSG.updateFailed)} />}
      <AnnouncementFields register={register} errors={errors} idPrefix="edit-announcement" />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
