import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { toast } from 'sonner';
import { EVENT, SETTINGS_LIMITS, SETTINGS_MSG, instantInTimeZone, isTimeZone, type ConfigUpdateInput, type EventSettings } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-errors.ts';
import { cn } from '../../../lib/cn.ts';
import { useEventSettings } from '../../../lib/event-settings.ts';
import { timeZoneLabel } from '../../../lib/event-zone.ts';
import { formatTime, longDate } from '../../../lib/format.ts';
import { useSaveEventSettings } from '../api/save-event-settings.ts';
import {
  changesOf,
  followedValues,
  formValuesOf,
  isSettingsField,
  settingsFormSchema,
  type SettingsFormOutput,
  type SettingsFormValues,
} from '../settings-form.ts';
import { SettingsSwitches } from './settings-switches.tsx';

/** The superadmin's Settings tab: the event's name, dates, zone, landing values, address and switches. */
export function EventSettingsSection() {
  const settings = useEventSettings();
  if (settings.isPending)
    return (
      <Card className="flex justify-center p-10" role="status" aria-label="Loading the settings">
        <Spinner />
      </Card>
    );
  if (settings.isError)
    return <LoadFailure message="The settings could not be loaded" onRetry={() => void settings.refetch()} retrying={settings.isFetching} />;
  return <SettingsForm saved={settings.data} />;
}

/** Every zone this browser knows, with the names the API documents even where the browser lists an alias ('Asia/Calcutta'). */
function zoneNames(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', 'Asia/Kolkata', ...known])].sort();
}
const ZONES = zoneNames();

// A value that follows the dates reads as set for you, not as a field to type in.
/** Typing may run past a field's limit, so its message says why rather than the field stopping silently. */
const TYPING_ROOM = 20;

const HACKATHON_FIRST_DAY = EVENT.bootcampDays + 1;
/** "Day 1 of 12: days 1 to 10 are the bootcamp, 11 and 12 the hackathon." */
const DAYS_HINT = `Day 1 of ${EVENT.totalDays}: days 1 to ${EVENT.bootcampDays} are the bootcamp, ${HACKATHON_FIRST_DAY} ${
  EVENT.totalDays === HACKATHON_FIRST_DAY + 1 ? 'and' : 'to'
} ${EVENT.totalDays} the hackathon.`;

const FOLLOWING = 'bg-slate-50 text-slate-600 dark:bg-slate-800/60 dark:text-slate-300';

/** "Tue, 8 Dec 2026, 10:00 IST": a local time of the event, in words. */
function eventTimeText(local: string, timeZone: string): string {
  const at = instantInTimeZone(local, timeZone);
  return `${longDate(local.slice(0, 10))}, ${local.slice(11, 16)} ${timeZoneLabel(timeZone, at)}`;
}

function SettingsForm({ saved }: { saved: EventSettings }) {
  const save = useSaveEventSettings();
  const [asking, setAsking] = useState<{ body: ConfigUpdateInput; sentence: string } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, isDirty },
  } = useForm<SettingsFormValues, unknown, SettingsFormOutput>({ resolver: zodResolver(settingsFormSchema), defaultValues: formValuesOf(saved) });
  // Saved elsewhere (the live `config` event): take what the server holds, but keep what is being typed.
  useEffect(() => reset(formValuesOf(saved), { keepDirtyValues: true }), [saved, reset]);

  const [startDate, typedZone, countdownFollows, datesFollow, countdownTarget, publicUrl] = useWatch({
    control,
    name: ['startDate', 'timeZone', 'countdownFollowsDates', 'publicDatesFollowDates', 'countdownTarget', 'publicUrl'],
  });
  const zone = isTimeZone(typedZone.trim()) ? typedZone.trim() : saved.timeZone;
  const followed = followedValues(startDate);
  const countdownOk = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(countdownTarget);

  const send = (body: ConfigUpdateInput) =>
    save.mutate(body, {
      onSuccess: (answer) => {
        reset(formValuesOf(answer));
        setAsking(null);
        toast.success(SETTINGS_MSG.saved);
      },
      onError: (error) => {
        // Moving the dates under recorded days: the server names what would move, and the organiser decides.
        if (error instanceof ApiError && error.status === 409 && !body.confirmDateChange) {
          setAsking({ body, sentence: error.serverMessage ?? 'Recorded days would move to other dates.' });
          return;
        }
        setAsking(null);
        if (!(error instanceof ApiError)) return;
        let first = true;
        for (const e of error.errors)
          if (isSettingsField(e.field)) {
            setError(e.field, { message: e.msg }, { shouldFocus: first });
            first = false;
          }
      },
    });

  const onSubmit = handleSubmit((values) => {
    const body = changesOf(saved, values);
    if (Object.keys(body).length === 0) {
      reset(formValuesOf(saved));
      toast.info('Nothing to save: the settings are as they were');
      return;
    }
    send(body);
  });
  const generalError =
    save.isError && !(save.error instanceof ApiError && (save.error.errors.some((e) => isSettingsField(e.field)) || (save.error.status === 409 && asking)));

  const follow = (name: 'countdownFollowsDates' | 'publicDatesFollowDates', on: boolean) => {
    setValue(name, on, { shouldDirty: true });
    // Writing one's own starts from what following gave.
    if (!on && followed) {
      if (name === 'countdownFollowsDates') setValue('countdownTarget', followed.countdownTarget.slice(0, 16), { shouldDirty: true });
      else setValue('publicDates', followed.publicDates, { shouldDirty: true });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Event settings</CardTitle>
        <CardDescription>The event’s name, dates and switches. A save reaches every open screen at once.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-8">
          {generalError && <Alert tone="error" title={errorMessage(save.error, 'The settings could not be saved')} />}

          <Section title="The event">
            <FormField id="settings-event-name" label="Event name" error={errors.eventName?.message}>
              {(a11y) => <Input {...a11y} autoComplete="off" maxLength={SETTINGS_LIMITS.eventNameMax + TYPING_ROOM} {...register('eventName')} />}
            </FormField>
            <FormField id="settings-start-date" label="Start date" error={errors.startDate?.message}>
              {(a11y) => (
                <>
                  <Input {...a11y} aria-describedby={cn('settings-start-date-hint', a11y['aria-describedby'])} type="date" {...register('startDate')} />
                  <Hint id="settings-start-date-hint">{DAYS_HINT}</Hint>
                </>
              )}
            </FormField>
            <FormField id="settings-time-zone" label="Time zone" error={errors.timeZone?.message}>
              {(a11y) => (
                <>
                  <Input
                    {...a11y}
                    aria-describedby={cn('settings-time-zone-hint', a11y['aria-describedby'])}
                    list="settings-time-zones"
                    autoComplete="off"
                    spellCheck={false}
                    placeholder="Asia/Kolkata"
                    {...register('timeZone')}
                  />
                  <datalist id="settings-time-zones">
                    {ZONES.map((z) => (
                      <option key={z} value={z} />
                    ))}
                  </datalist>
                  <Hint id="settings-time-zone-hint">
                    Today, event days, due dates and every time shown follow it. Now there: {formatTime(new Date(), false, zone)} {timeZoneLabel(zone)}.
                  </Hint>
                </>
              )}
            </FormField>
            <FormField id="settings-prize-pool" label="Prize pool" error={errors.prizePool?.message}>
              {(a11y) => <Input {...a11y} autoComplete="off" maxLength={SETTINGS_LIMITS.prizePoolMax + TYPING_ROOM} {...register('prizePool')} />}
            </FormField>
          </Section>

          <Section title="Landing page" description="The date line and the countdown follow the start date unless you write your own.">
            <FormField id="settings-countdown" label="Countdown target" error={errors.countdownTarget?.message}>
              {(a11y) => (
                <>
                  {countdownFollows ? (
                    <Input
                      {...a11y}
                      aria-describedby="settings-countdown-hint"
                      type="datetime-local"
                      readOnly
                      className={FOLLOWING}
                      value={followed?.countdownTarget.slice(0, 16) ?? ''}
                    />
                  ) : (
                    <Input
                      {...a11y}
                      aria-describedby={cn('settings-countdown-hint', a11y['aria-describedby'])}
                      type="datetime-local"
                      {...register('countdownTarget')}
                    />
                  )}
                  <FollowCheckbox
                    id="settings-countdown-follows"
                    label="Follow the dates (day 11, 10:00)"
                    checked={countdownFollows}
                    onChange={(on) => follow('countdownFollowsDates', on)}
                  />
                  <Hint id="settings-countdown-hint">
                    {countdownFollows
                      ? followed
                        ? `Counts down to ${eventTimeText(followed.countdownTarget, zone)}, the hackathon’s first morning.`
                        : 'Set a start date to see the countdown.'
                      : countdownOk
                        ? `Counts down to ${eventTimeText(`${countdownTarget.slice(0, 16)}:00`, zone)}, a time at the event.`
                        : 'A date and time at the event.'}
                  </Hint>
                </>
              )}
            </FormField>
            <FormField id="settings-public-dates" label="Public date line" error={errors.publicDates?.message}>
              {(a11y) => (
                <>
                  {datesFollow ? (
                    <Input {...a11y} aria-describedby="settings-public-dates-hint" readOnly className={FOLLOWING} value={followed?.publicDates ?? ''} />
                  ) : (
                    <Input
                      {...a11y}
                      aria-describedby={cn('settings-public-dates-hint', a11y['aria-describedby'])}
                      maxLength={SETTINGS_LIMITS.publicDatesMax + TYPING_ROOM}
                      {...register('publicDates')}
                    />
                  )}
                  <FollowCheckbox
                    id="settings-public-dates-follow"
                    label="Follow the dates"
                    checked={datesFollow}
                    onChange={(on) => follow('publicDatesFollowDates', on)}
                  />
                  <Hint id="settings-public-dates-hint">
                    {datesFollow
                      ? `Written from the start date to day ${EVENT.totalDays}.`
                      : 'Your own words, shown under the event’s name on the landing page.'}
                  </Hint>
                </>
              )}
            </FormField>
          </Section>

          <Section title="Contact and address">
            <FormField id="settings-phone-code" label="Phone country code" error={errors.phoneCountryCode?.message}>
              {(a11y) => (
                <>
                  <Input
                    {...a11y}
                    aria-describedby={cn('settings-phone-code-hint', a11y['aria-describedby'])}
                    inputMode="tel"
                    autoComplete="off"
                    placeholder="+91"
                    maxLength={SETTINGS_LIMITS.countryCodeDigitsMax + TYPING_ROOM}
                    {...register('phoneCountryCode')}
                  />
                  <Hint id="settings-phone-code-hint">Put in front of a mobile number typed without one.</Hint>
                </>
              )}
            </FormField>
            <FormField id="settings-public-url" label="Public address" error={errors.publicUrl?.message}>
              {(a11y) => (
                <>
                  <Input
                    {...a11y}
                    aria-describedby={cn('settings-public-url-hint', a11y['aria-describedby'])}
                    type="url"
                    inputMode="url"
                    autoComplete="off"
                    spellCheck={false}
                    placeholder="https://camp.example.edu"
                    {...register('publicUrl')}
                  />
                  <Hint id="settings-public-url-hint">
                    Printed on certificates and check-in codes and used in mailed links.
                    {publicUrl.trim() === '' && (
                      <>
                        {' '}
                        While empty, they use the address this page is open at: <span className="font-medium break-all">{window.location.origin}</span>
                      </>
                    )}
                  </Hint>
                </>
              )}
            </FormField>
          </Section>

          <Section title="Switches" wide>
            <SettingsSwitches control={control} />
          </Section>

          <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end dark:border-slate-800">
            <Button type="button" variant="outline" disabled={!isDirty || save.isPending} onClick={() => reset(formValuesOf(saved))}>
              Undo changes
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!isDirty}>
              {!save.isPending && <Save aria-hidden="true" className="size-4" />} Save settings
            </Button>
          </div>
        </form>
      </CardContent>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && !save.isPending && setAsking(null)}
        title="Move the event’s dates?"
        description={asking?.sentence ?? ''}
        confirmLabel="Move the dates"
        destructive
        pending={save.isPending}
        onConfirm={() => asking && send({ ...asking.body, confirmDateChange: true })}
      />
    </Card>
  );
}

function Section({ title, description, wide, children }: { title: string; description?: string; wide?: boolean; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-base font-semibold text-slate-900 dark:text-white">{title}</legend>
      {description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
      <div className={cn('mt-4', wide ? '' : 'grid grid-cols-1 gap-x-6 gap-y-5 md:grid-cols-2')}>{children}</div>
    </fieldset>
  );
}

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
      {children}
    </p>
  );
}

function FollowCheckbox({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className="mt-2 flex items-center gap-2">
      <input id={id} type="checkbox" className="size-4 shrink-0 accent-blue-600" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id} className="text-sm text-slate-700 dark:text-slate-300">
        {label}
      </label>
    </div>
  );
}
