import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { toast } from 'sonner';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_AUDIENCE_LABELS,
  ANNOUNCEMENT_MSG,
  ANNOUNCEMENT_PRIORITIES,
  ANNOUNCEMENT_PRIORITY_LABELS,
  announcementFormSchema,
  type AnnouncementFormValues,
} from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useCreateAnnouncement } from '../api/create-announcement.ts';

const EMPTY: AnnouncementFormValues = { title: '', content: '', priority: 'medium', targetAudience: 'all', expiresAt: '' };

/** The superadmin's form for a new announcement (priority medium and audience all unless changed). */
export function AnnouncementForm() {
  const create = useCreateAnnouncement();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(announcementFormSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(({ expiresAt, ...values }) =>
    create.mutate(
      { ...values, ...(expiresAt && { expiresAt: new Date(expiresAt).toISOString() }) },
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
          <FormField id="announcement-title" label="Title" error={errors.title?.message}>
            {(a11y) => <Input {...a11y} maxLength={200} placeholder="e.g. Lunch moved to 1 pm" {...register('title')} />}
          </FormField>
          <FormField id="announcement-content" label="Content" error={errors.content?.message}>
            {(a11y) => <Textarea {...a11y} rows={5} maxLength={5000} placeholder="What everyone needs to know" {...register('content')} />}
          </FormField>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id="announcement-priority" label="Priority" error={errors.priority?.message}>
              {(a11y) => (
                <Select {...a11y} {...register('priority')}>
                  {ANNOUNCEMENT_PRIORITIES.map((p) => (
                    <option key={p} value={p}>
                      {ANNOUNCEMENT_PRIORITY_LABELS[p]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField id="announcement-audience" label="Audience" error={errors.targetAudience?.message}>
              {(a11y) => (
                <Select {...a11y} {...register('targetAudience')}>
                  {ANNOUNCEMENT_AUDIENCES.map((a) => (
                    <option key={a} value={a}>
                      {ANNOUNCEMENT_AUDIENCE_LABELS[a]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          </div>
          <FormField id="announcement-expires" label="Expires at (optional)" error={errors.expiresAt?.message}>
            {(a11y) => <Input {...a11y} type="datetime-local" {...register('expiresAt')} />}
          </FormField>
          <Button type="submit" loading={create.isPending} className="w-full sm:w-auto">
            {!create.isPending && <Send aria-hidden="true" className="size-4" />}
            {create.isPending ? 'Publishing...' : 'Publish Announcement'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
