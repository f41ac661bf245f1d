import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { toast } from 'sonner';
import { CERT_MSG, RESULTS, certificateRulesSchema, type CertificateRules } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { ApiError, errorMessage } from '../../../lib/api-errors.ts';
import { useCertificateRules } from '../api/get-certificate-rules.ts';
import { useSaveCertificateRules } from '../api/save-certificate-rules.ts';

const FIELDS = ['minAttendancePct', 'minGradedPct', 'hackathonParticipation', 'hackathonWinners'] as const;
const isField = (name: string): name is keyof CertificateRules => (FIELDS as readonly string[]).includes(name);

const SWITCHES = [
  { name: 'hackathonParticipation', label: 'Hackathon participation', hint: 'Every member of a hackathon team gets one.' },
  { name: 'hackathonWinners', label: 'Hackathon winners', hint: `Members of the top ${RESULTS.winners} teams by judge-normalised result get one.` },
] as const;

/** The superadmin's rules for who gets a certificate; they apply to the next issue, never to one already made. */
export function CertificateRulesForm() {
  const rules = useCertificateRules();
  if (rules.isPending)
    return (
      <Card className="flex justify-center p-10" role="status" aria-label="Loading the certificate rules">
        <Spinner />
      </Card>
    );
  if (rules.isError) return <LoadFailure message={CERT_MSG.loadFailed} onRetry={() => void rules.refetch()} retrying={rules.isFetching} />;
  return <RulesForm rules={rules.data} />;
}

function RulesForm({ rules }: { rules: CertificateRules }) {
  const save = useSaveCertificateRules();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<CertificateRules>({ resolver: zodResolver(certificateRulesSchema), defaultValues: rules });
  // Saved elsewhere (another tab, another organiser): show what the server holds.
  useEffect(() => reset(rules), [rules, reset]);

  const onSubmit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => toast.success(CERT_MSG.rulesSaved),
      onError: (error) => {
        // The server's per-field messages go beside their fields; anything else above the form.
        if (error instanceof ApiError) for (const e of error.errors) if (isField(e.field)) setError(e.field, { message: e.msg });
      },
    }),
  );
  const generalError = save.isError && !(save.error instanceof ApiError && save.error.errors.length > 0);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Rules</CardTitle>
        <CardDescription>Who gets a certificate at the next issue. Certificates already issued never change.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5">
          {generalError && <Alert tone="error" title={errorMessage(save.error, 'The rules could not be saved')} />}
          <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">Bootcamp completion</legend>
            <FormField id="cert-min-attendance" label="Minimum attendance (% of bootcamp days)" error={errors.minAttendancePct?.message}>
              {(a11y) => (
                <Input {...a11y} type="number" inputMode="numeric" min={0} max={100} step={1} {...register('minAttendancePct', { valueAsNumber: true })} />
              )}
            </FormField>
            <FormField id="cert-min-graded" label="Minimum graded tasks (% of active tasks)" error={errors.minGradedPct?.message}>
              {(a11y) => (
                <Input {...a11y} type="number" inputMode="numeric" min={0} max={100} step={1} {...register('minGradedPct', { valueAsNumber: true })} />
              )}
            </FormField>
          </fieldset>
          <fieldset className="space-y-3">
            <legend className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">Hackathon</legend>
            {SWITCHES.map((s) => (
              <Controller
                key={s.name}
                control={control}
                name={s.name}
                render={({ field }) => (
                  <div className="flex items-start gap-3">
                    <Switch
                      id={`cert-${s.name}`}
                      aria-describedby={`cert-${s.name}-hint`}
                      checked={field.value}
                      onCheckedChange={field.onChange}
                      className="mt-0.5"
                    />
                    <div className="min-w-0">
                      <label htmlFor={`cert-${s.name}`} className="block text-sm font-medium text-slate-900 dark:text-white">
                        {s.label}
                      </label>
                      <p id={`cert-${s.name}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
                        {s.hint}
                      </p>
                      {errors[s.name]?.message && <p className="mt-1 text-sm text-red-600 dark:text-red-400">{errors[s.name]?.message}</p>}
                    </div>
                  </div>
                )}
              />
            ))}
          </fieldset>
          <div className="flex justify-end">
            <Button type="submit" loading={save.isPending} disabled={!isDirty}>
              {!save.isPending && <Save aria-hidden="true" className="size-4" />} Save rules
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
