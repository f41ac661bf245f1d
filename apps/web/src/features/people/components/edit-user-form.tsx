import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  ADMIN_MSG,
  MSG,
  PARTICIPANT_TYPE_LABELS,
  PARTICIPANT_TYPES,
  ROLES,
  staffFormSchema,
  type AdminUserDetail,
  type UserUpdateInput,
} from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useUpdateUser } from '../api/update-user.ts';

// The Add Mentor fields, plus what any account has: college, role, participation type.
const editSchema = staffFormSchema.extend({
  collegeName: z.string().trim().max(200, { error: MSG.collegeTooLong }),
  role: z.enum(ROLES),
  participantType: z.enum(PARTICIPANT_TYPES),
});

const ROLE_LABELS = { participant: 'Participant', mentor: 'Mentor', judge: 'Judge', superadmin: 'Superadmin' } as const;

const CHANGE_NOTES: Partial<Record<string, string>> = {
  'participant>': 'As staff they leave their team and their mentor.',
  'mentor>': 'Their participants are left without a mentor.',
  'judge>': 'Their team assignments are removed.',
};

/** Edits a person's profile or role; only what changed is sent, and the server records it. */
export function EditUserForm({ user, onDone }: { user: AdminUserDetail; onDone: () => void }) {
  const update = useUpdateUser();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(editSchema),
    defaultValues: {
      name: user.name,
      email: user.email,
      mobile: user.mobile ?? '',
      collegeName: user.collegeName ?? '',
      specialization: user.specialization ?? '',
      experience: user.experience === null ? '' : String(user.experience),
      role: user.role,
      participantType: user.participantType ?? 'bootcamp',
    },
  });
  const role = useWatch({ control, name: 'role' });
  const note = role !== user.role ? CHANGE_NOTES[`${user.role}>`] : undefined;

  const onSubmit = handleSubmit((values) => {
    const body: UserUpdateInput = {};
    if (values.name !== user.name) body.name = values.name;
    if (values.email !== user.email) body.email = values.email;
    if (values.mobile !== (user.mobile ?? '')) body.mobile = values.mobile;
    if (values.collegeName !== (user.collegeName ?? '')) body.collegeName = values.collegeName;
    if (values.specialization !== (user.specialization ?? '')) body.specialization = values.specialization;
    const experience = values.experience === '' ? null : Number(values.experience);
    if (experience !== user.experience) body.experience = experience;
    if (values.role !== user.role) body.role = values.role;
    if (values.role === 'participant' && values.participantType !== user.participantType) body.participantType = values.participantType;
    if (Object.keys(body).length === 0) return onDone();
    update.mutate(
      { id: user._id, body },
      {
        onSuccess: () => {
          toast.success(ADMIN_MSG.userUpdated);
          onDone();
        },
        onError: (error) => toast.error(errorMessage(error, ADMIN_MSG.updateUserFailed)),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {update.isError && <Alert tone="error" title={errorMessage(update.error, ADMIN_MSG.updateUserFailed)} />}
      <FormField id="edit-user-name" label="Name" error={errors.name?.message}>
        {(a11y) => <Input {...a11y} {...register('name')} />}
      </FormField>
      <FormField id="edit-user-email" label="Email" error={errors.email?.message}>
        {(a11y) => <Input {...a11y} type="email" {...register('email')} />}
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id="edit-user-mobile" label="Mobile" error={errors.mobile?.message}>
          {(a11y) => <Input {...a11y} type="tel" {...register('mobile')} />}
        </FormField>
        <FormField id="edit-user-role" label="Role" error={errors.role?.message}>
          {(a11y) => (
            <Select {...a11y} {...register('role')}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      {note && <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-500/10 dark:text-amber-200">{note}</p>}
      {role === 'participant' ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField id="edit-user-college" label="College" error={errors.collegeName?.message}>
            {(a11y) => <Input {...a11y} {...register('collegeName')} />}
          </FormField>
          <FormField id="edit-user-type" label="Participation" error={errors.participantType?.message}>
            {(a11y) => (
              <Select {...a11y} {...register('participantType')}>
                {PARTICIPANT_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {PARTICIPANT_TYPE_LABELS[t]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
          <FormField id="edit-user-specialization" label="Specialization" error={errors.specialization?.message}>
            {(a11y) => <Input {...a11y} {...register('specialization')} />}
          </FormField>
          <FormField id="edit-user-experience" label="Experience (years)" error={errors.experience?.message}>
            {(a11y) => <Input {...a11y} inputMode="numeric" {...register('experience')} />}
          </FormField>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}
