import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { toast } from 'sonner';
import { ANNOUNCEMENT_MSG, announcementFormSchema, type AnnouncementFormValues } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { eventTimeZone } from '../../../lib/event-zone.ts';
import { fromDateTimeLocal } from '../../../lib/format.ts';
import { useCreateAnnouncement } from '../api/create-announcement.ts';
import { AnnouncementFields } from './announcement-fields.tsx';

const EMPTY: AnnouncementFormValues = { title: '', content: '', priority: 'medium', targetAudience: 'all', expiresAt: '' };

/** The superadmin's form for a new announcement (priority medium and audience all unless changed). */
export function AnnouncementForm() {
  const create = useCreateAnnouncement();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(announcementFormSchema(eventTimeZone())), defaultValues: EMPTY });

  const onSubmit = handleSubmit(({ expiresAt, ...values }) =>
    create.mutate(
      { ...values, ...(expiresAt && { expiresAt: fromDateTimeLocal(expiresAt) ?? undefined }) },
      {
        onSuccess: () => {
          toast.success(ANNOUNCEMENT_MSG.created);
          reset(EMPTY);
        },
        onError: (error) => toast.error(errorMessage(error, ANNOUNCEMENT_MSG.createFailed)),
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Create Announcement</CardTitle>
        <CardDescription>Shown at once under the bell of everyone in the audience.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {create.isError && <Alert tone="error" title={errorMessage(create.error, ANNOUNCEMENT_MSG.createFailed)} />}
          <AnnouncementFields register={register} errors={errors} idPrefix="announcement" />
          <Button type="submit" loading={create.isPending} className="w-full sm:w-auto">
            {!create.isPending && <Send aria-hidden="true" className="size-4" />}
            {create.isPending ? 'Publishing...' : 'Publish Announcement'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
