import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { ACCOUNT_LINKS, ADMIN_MSG, INVITE_MSG, staffFormSchema } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useCreateStaff } from '../api/create-staff.ts';
import { useInvitationsByMail } from '../api/invitations-by-mail.ts';
import type { CreatedAccount } from './temporary-password-dialog.tsx';

type StaffKind = 'mentor' | 'judge';

const TEXTS: Record<StaffKind, { title: string; submit: string; failed: string; specialization: string }> = {
  mentor: { title: 'Add Mentor', submit: 'Add Mentor', failed: ADMIN_MSG.addMentorFailed, specialization: 'Specialization' },
  judge: { title: 'Add Judge', submit: 'Add Judge', failed: ADMIN_MSG.addJudgeFailed, specialization: 'Expertise' },
};

export const INVITED_DESCRIPTION = `An invitation is mailed to them: a link, valid ${ACCOUNT_LINKS.invitationDays} days, where they choose their password.`;
export const TEMPORARY_DESCRIPTION = 'A temporary password is generated and shown once when the account is created.';

type AddStaffDialogProps = {
  kind: StaffKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The new account and its password, for the dialog that shows it once. */
  onCreated: (account: CreatedAccount) => void;
};

/** The spec's Add Mentor modal (name, email, mobile, specialization, experience); judges the same way. */
export function AddStaffDialog({ kind, open, onOpenChange, onCreated }: AddStaffDialogProps) {
  const byMail = useInvitationsByMail();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={TEXTS[kind].title} description={byMail ? INVITED_DESCRIPTION : TEMPORARY_DESCRIPTION}>
      {open && <AddStaffForm kind={kind} onDone={() => onOpenChange(false)} onCreated={onCreated} />}
    </Dialog>
  );
}

function AddStaffForm({ kind, onDone, onCreated }: { kind: StaffKind; onDone: () => void; onCreated: (account: CreatedAccount) => void }) {
  const create = useCreateStaff();
  const texts = TEXTS[kind];
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(staffFormSchema),
    defaultValues: { name: '', email: '', mobile: '', specialization: '', experience: '' },
  });

  const onSubmit = handleSubmit((values) =>
    create.mutate(
      {
        role: kind,
        name: values.name,
        email: values.email,
        ...(values.mobile && { mobile: values.mobile }),
        ...(values.specialization && { specialization: values.specialization }),
        ...(values.experience !== '' && { experience: Number(values.experience) }),
      },
      {
        onSuccess: ({ user, temporaryPassword, invited }) => {
          onDone();
          if (temporaryPassword) {
            toast.success(`${user.name} added`);
            onCreated({ name: user.name, email: user.email, temporaryPassword });
          } else if (invited) toast.success(INVITE_MSG.sent(user.email));
          else toast.warning(INVITE_MSG.notSent);
        },
        onError: (error) => toast.error(errorMessage(error, texts.failed)),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {create.isError && <Alert tone="error" title={errorMessage(create.error, texts.failed)} />}
      <FormField id={`${kind}-name`} label="Name" error={errors.name?.message}>
        {(a11y) => <Input {...a11y} autoComplete="off" {...register('name')} />}
      </FormField>
      <FormField id={`${kind}-email`} label="Email" error={errors.email?.message}>
        {(a11y) => <Input {...a11y} type="email" autoComplete="off" {...register('email')} />}
      </FormField>
      <FormField id={`${kind}-mobile`} label="Mobile (optional)" error={errors.mobile?.message}>
        {(a11y) => <Input {...a11y} type="tel" inputMode="tel" placeholder="+91 98765 43210" {...register('mobile')} />}
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
        <FormField id={`${kind}-specialization`} label={`${texts.specialization} (optional)`} error={errors.specialization?.message}>
          {(a11y) => <Input {...a11y} placeholder="e.g. Full Stack, AI/ML" {...register('specialization')} />}
        </FormField>
        <FormField id={`${kind}-experience`} label="Experience (years)" error={errors.experience?.message}>
          {(a11y) => <Input {...a11y} inputMode="numeric" placeholder="0" {...register('experience')} />}
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending}>
          {texts.submit}
        </Button>
      </div>
    </form>
  );
}
