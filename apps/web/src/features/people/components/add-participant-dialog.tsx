import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { INVITE_MSG, addParticipantSchema, type ParticipantType } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useAddParticipant } from '../api/add-participant.ts';
import { useInvitationsByMail } from '../api/invitations-by-mail.ts';
import { INVITED_DESCRIPTION, TEMPORARY_DESCRIPTION } from './add-staff-dialog.tsx';
import type { CreatedAccount } from './temporary-password-dialog.tsx';

const TYPE_LABELS: Record<ParticipantType, string> = { bootcamp: 'Bootcamp', hackathon: 'Hackathon only' };

type AddParticipantDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The new account and its password (no mail), for the dialog that shows it once. */
  onCreated: (account: CreatedAccount) => void;
};

/** Users' "Add participant": the walk-in on day 1, like Add Mentor. */
export function AddParticipantDialog({ open, onOpenChange, onCreated }: AddParticipantDialogProps) {
  const byMail = useInvitationsByMail();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add participant" description={byMail ? INVITED_DESCRIPTION : TEMPORARY_DESCRIPTION}>
      {open && <AddParticipantForm onDone={() => onOpenChange(false)} onCreated={onCreated} />}
    </Dialog>
  );
}

function AddParticipantForm({ onDone, onCreated }: { onDone: () => void; onCreated: (account: CreatedAccount) => void }) {
  const add = useAddParticipant();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(addParticipantSchema),
    defaultValues: { name: '', email: '', collegeName: '', mobile: '', participantType: 'bootcamp' as ParticipantType },
  });

  const onSubmit = handleSubmit((values) =>
    add.mutate(
      { ...values, mobile: values.mobile || undefined },
      {
        onSuccess: ({ user, temporaryPassword, invited }) => {
          onDone();
          if (temporaryPassword) {
            toast.success(`${user.name} added`);
            onCreated({ name: user.name, email: user.email, temporaryPassword });
          } else if (invited) toast.success(INVITE_MSG.sent(user.email));
          else toast.warning(INVITE_MSG.notSent);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {add.isError && <Alert tone="error" title={errorMessage(add.error, INVITE_MSG.addParticipantFailed)} />}
      <FormField id="participant-name" label="Name" error={errors.name?.message}>
        {(a11y) => <Input {...a11y} autoComplete="off" {...register('name')} />}
      </FormField>
      <FormField id="participant-email" label="Email" error={errors.email?.message}>
        {(a11y) => <Input {...a11y} type="email" autoComplete="off" {...register('email')} />}
      </FormField>
      <FormField id="participant-college" label="College name" error={errors.collegeName?.message}>
        {(a11y) => <Input {...a11y} autoComplete="off" {...register('collegeName')} />}
      </FormField>
      <FormField id="participant-mobile" label="Mobile (optional)" error={errors.mobile?.message}>
        {(a11y) => <Input {...a11y} type="tel" inputMode="tel" placeholder="+91 98765 43210" {...register('mobile')} />}
      </FormField>
      <FormField id="participant-type" label="Participation" error={errors.participantType?.message}>
        {(a11y) => (
          <Select {...a11y} {...register('participantType')}>
            {(Object.keys(TYPE_LABELS) as ParticipantType[]).map((type) => (
              <option key={type} value={type}>
                {TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={add.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={add.isPending}>
          Add participant
        </Button>
      </div>
    </form>
  );
}
