import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, profileFormSchema, type PublicUser } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { profileUpdateFailure, toastFailure } from '../account-failures.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

type EditProfileDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: PublicUser;
  onSaved: () => void;
};

export function EditProfileDialog({ open, onOpenChange, user, onSaved }: EditProfileDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Edit Profile" description="Update your name and email address.">
      {/* Mounted only while open, so every opening starts from the current values. */}
      <EditProfileForm user={user} onSaved={onSaved} onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}

function EditProfileForm({ user, onSaved, onCancel }: { user: PublicUser; onSaved: () => void; onCancel: () => void }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: user.name, email: user.email },
  });

  // The /profile page's fallback is the profile page's 'Failed to update profile'.
  const failureOf = (error: unknown) => profileUpdateFailure(error, MSG.profileUpdateFailed);
  const onSubmit = handleSubmit((values) => update.mutate(values, { onSuccess: onSaved, onError: (error) => toastFailure(failureOf(error)) }));
  // Repeated inside the dialog: a modal hides the toast from assistive technology while it is open.
  const failure = update.isError ? failureOf(update.error) : null;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {failure && (
        <Alert tone="error" title={failure.title}>
          {failure.description}
        </Alert>
      )}
      <FormField id="profile-name" label="Full Name" error={errors.name?.message}>
        {(a11y) => <Input {...a11y} autoComplete="name" {...register('name')} />}
      </FormField>
      <FormField id="profile-email" label="Email Address" error={errors.email?.message}>
        {(a11y) => <Input {...a11y} type="email" autoComplete="email" inputMode="email" {...register('email')} />}
      </FormField>
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
