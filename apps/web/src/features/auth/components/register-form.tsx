import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MSG, PARTICIPANT_TYPE_LABELS, PARTICIPANT_TYPES, type FieldError, type ParticipantType } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useRegister } from '../api/register.ts';
import type * as RegisterCheck from '../register-check.ts';
import { registerErrorView } from '../register-error.ts';

interface RegisterValues {
  name: string;
  email: string;
  mobile: string;
  collegeName: string;
  participantType: ParticipantType;
  password: string;
  confirmPassword: string;
}

const EMPTY: RegisterValues = {
  name: '',
  email: '',
  mobile: '',
  collegeName: '',
  participantType: 'bootcamp',
  password: '',
  confirmPassword: '',
};

function isFormField(field: string): field is keyof RegisterValues {
  return field in EMPTY;
}

interface Banner {
  title: string;
  items: string[];
}

// The check (and zod with it) loads when the visitor first focuses the form, not with the page.
let registerCheck: Promise<typeof RegisterCheck> | undefined;
const loadRegisterCheck = () => (registerCheck ??= import('../register-check.ts'));

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const registration = useRegister();
  const [banner, setBanner] = useState<Banner | null>(null);
  // No resolver: the schema is run by hand so toFieldErrors decides the order and one message per field.
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<RegisterValues>({ defaultValues: EMPTY });
  const { errors } = formState;

  const markFields = (fieldErrors: FieldError[]) => {
    let first = true;
    for (const { field, msg } of fieldErrors) {
      if (!isFormField(field)) continue;
      setError(field, { type: 'validation', message: msg }, { shouldFocus: first });
      first = false;
    }
  };

  const onSubmit = async (values: RegisterValues) => {
    // The check could not load (the network went away): the server checks the same and answers per field.
    const checked = await loadRegisterCheck().then(
      (m) => m.checkRegistration(values),
      () => ({ ok: true as const, values }),
    );
    if (!checked.ok) {
      setBanner({ title: MSG.fixErrorsBelow, items: checked.fieldErrors.map((e) => e.msg) });
      markFields(checked.fieldErrors);
      return;
    }
    setBanner(null);
    registration.mutate(checked.values, {
      onSuccess: onRegistered,
      onError: (error) => {
        const view = registerErrorView(error);
        setBanner({ title: view.title, items: view.items });
        markFields(view.fieldErrors);
      },
    });
  };

  const clearAll = () => {
    if (!banner && Object.keys(errors).length === 0) return;
    setBanner(null);
    clearErrors();
  };

  const control = (name: keyof RegisterValues) => ({ error: errors[name]?.message, id: `register-${name}` });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} onChange={clearAll} onFocus={() => void loadRegisterCheck()} className="space-y-5">
      {banner && (
        <Alert tone="error" title={banner.title}>
          {banner.items.length > 0 && (
            <ul className="mt-1.5 list-disc space-y-0.5 pl-5">
              {banner.items.map((item, i) => (
                <li key={`${i}-${item}`}>{item}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}

      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <FormField label="Full Name" {...control('name')}>
          {(a11y) => <Input {...a11y} autoComplete="name" placeholder="Enter your full name" {...register('name')} />}
        </FormField>
        <FormField label="Email Address" {...control('email')}>
          {(a11y) => <Input {...a11y} type="email" autoComplete="email" inputMode="email" placeholder="Enter your email" {...register('email')} />}
        </FormField>
        <FormField label="Mobile Number" {...control('mobile')}>
          {(a11y) => <Input {...a11y} type="tel" autoComplete="tel" placeholder="e.g. +91 98765 43210" {...register('mobile')} />}
        </FormField>
        <FormField label="College Name" {...control('collegeName')}>
          {(a11y) => <Input {...a11y} autoComplete="organization" placeholder="Enter your college name" {...register('collegeName')} />}
        </FormField>
      </div>

      <FormField label="Participation Type" {...control('participantType')}>
        {(a11y) => (
          <Select {...a11y} {...register('participantType')}>
            {PARTICIPANT_TYPES.map((type) => (
              <option key={type} value={type}>
                {PARTICIPANT_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        )}
      </FormField>

      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <FormField label="Password" {...control('password')}>
          {(a11y) => <PasswordInput {...a11y} autoComplete="new-password" placeholder={MSG.passwordHint} {...register('password')} />}
        </FormField>
        <FormField label="Confirm Password" {...control('confirmPassword')}>
          {(a11y) => (
            <PasswordInput
              {...a11y}
              autoComplete="new-password"
              placeholder="Repeat your password"
              showLabel="Show confirm password"
              hideLabel="Hide confirm password"
              {...register('confirmPassword')}
            />
          )}
        </FormField>
      </div>

      <Button type="submit" size="lg" className="w-full" loading={registration.isPending}>
        {registration.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
