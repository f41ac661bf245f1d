import { useId, useMemo, useState, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, Eye, Pencil, Plus, RotateCcw, Save, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { LANDING_COMPUTED, LANDING_ICONS, LANDING_LIMITS, LANDING_MSG, type LandingComputed, type LandingContent, type LandingIcon } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError, errorMessage } from '../../../lib/api-errors.ts';
import { cn } from '../../../lib/cn.ts';
import { useLanding, type Landing } from '../api/get-landing.ts';
import { useUpdateLanding } from '../api/update-landing.ts';
import { checkDraft, moveItem, RESET_LANDING, type DraftErrors } from '../landing-draft.ts';

const COMPUTED_LABEL: Record<LandingComputed, string> = {
  mentors: 'Mentors (counted)',
  participants: 'Participants (counted)',
  days: 'Days (10+2)',
  problems: 'Problem statements (counted)',
  teams: 'Teams (counted)',
  prizePool: 'Prize pool (from the settings)',
};

const iconLabel = (icon: LandingIcon) =>
  icon
    .replace(/-\d+$/, '')
    .replace(/-/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());

type Props = {
  /** Draws the page from the form's texts (the landing page's own sections, given by the dashboard). */
  renderPreview: (draft: LandingContent, saved: Landing | undefined) => ReactNode;
};

/** The superadmin's editor of the landing page's texts, with a live preview beside it (or behind a toggle on a phone). */
export function LandingEditor({ renderPreview }: Props) {
  const landing = useLanding();
  if (landing.isPending)
    return (
      <Card className="flex justify-center p-10" role="status" aria-label="Loading the landing page">
        <Spinner />
      </Card>
    );
  if (landing.isError)
    return <LoadFailure message="The landing page could not be loaded" onRetry={() => void landing.refetch()} retrying={landing.isFetching} />;
  return <EditorForm saved={landing.data} renderPreview={renderPreview} />;
}

function EditorForm({ saved, renderPreview }: { saved: Landing } & Props) {
  // Untouched, the form shows what the server holds (saved in another tab too); once edited, the edits.
  const [edited, setEdited] = useState<LandingContent | null>(null);
  const draft = edited ?? saved;
  const [errors, setErrors] = useState<DraftErrors>({});
  const [previewOnPhone, setPreviewOnPhone] = useState(false);
  const save = useUpdateLanding();

  const change = (next: Partial<LandingContent>) => setEdited((d) => ({ ...(d ?? saved), ...next }));

  const onSubmit = () => {
    const checked = checkDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      setPreviewOnPhone(false);
      focusFirstError();
      return;
    }
    setErrors({});
    save.mutate(checked.body, {
      onSuccess: () => {
        // The answer is now the held one (update-landing.ts), computed stats included.
        setEdited(null);
        toast.success(LANDING_MSG.saved);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors.length) {
          setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.msg])));
          focusFirstError();
        }
      },
    });
  };

  const reset = () => {
    setEdited(RESET_LANDING);
    setErrors({});
    toast.info('The built-in texts are in the form: save to use them');
  };

  const generalError = save.isError && !(save.error instanceof ApiError && save.error.errors.length > 0);
  const preview = useMemo(() => renderPreview(draft, saved), [renderPreview, draft, saved]);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Landing page</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">What visitors read on the home page. The name, dates and prize pool are in Settings.</p>
        </div>
        <Button variant="outline" className="lg:hidden" onClick={() => setPreviewOnPhone((v) => !v)} aria-pressed={previewOnPhone}>
          {previewOnPhone ? <Pencil aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
          {previewOnPhone ? 'Edit' : 'Preview'}
        </Button>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <form
          noValidate
          aria-label="Landing page texts"
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
          className={cn('min-w-0 space-y-5', previewOnPhone && 'hidden lg:block')}
        >
          {generalError && <Alert tone="error" title={errorMessage(save.error, 'The landing page could not be saved')} />}

          <Section title="Headline">
            <FormField id="landing-tagline" label="Tagline" error={errors.tagline}>
              {(a11y) => <Input {...a11y} value={draft.tagline} maxLength={LANDING_LIMITS.tagline * 2} onChange={(e) => change({ tagline: e.target.value })} />}
            </FormField>
            <FormField id="landing-intro" label="Line under the tagline" error={errors.intro}>
              {(a11y) => <Textarea {...a11y} rows={2} value={draft.intro} onChange={(e) => change({ intro: e.target.value })} />}
            </FormField>
            <FormField id="landing-about" label="About (a blank line starts a new paragraph)" error={errors.about}>
              {(a11y) => <Textarea {...a11y} rows={4} value={draft.about} onChange={(e) => change({ about: e.target.value })} />}
            </FormField>
          </Section>

          <ListSection
            title="Stats"
            noun="stat"
            items={draft.stats}
            max={LANDING_LIMITS.statsMax}
            min={LANDING_LIMITS.statsMin}
            error={errors.stats}
            onChange={(stats) => change({ stats })}
            blank={{ label: '', value: '' }}
            render={(stat, i, set) => (
              <div className="grid gap-3 sm:grid-cols-3">
                <FormField id={`landing-stat-${i}-label`} label={`Stat ${i + 1} label`} error={errors[`stats.${i}.label`]}>
                  {(a11y) => <Input {...a11y} value={stat.label} onChange={(e) => set({ ...stat, label: e.target.value })} />}
                </FormField>
                <FormField id={`landing-stat-${i}-source`} label="Value from" error={errors[`stats.${i}.computed`]}>
                  {(a11y) => (
                    <Select
                      {...a11y}
                      value={stat.computed ?? ''}
                      onChange={(e) => {
                        const computed = e.target.value as LandingComputed | '';
                        set(computed ? { label: stat.label, value: '', computed } : { label: stat.label, value: '' });
                      }}
                    >
                      <option value="">Typed below</option>
                      {LANDING_COMPUTED.map((c) => (
                        <option key={c} value={c}>
                          {COMPUTED_LABEL[c]}
                        </option>
                      ))}
                    </Select>
                  )}
                </FormField>
                <FormField id={`landing-stat-${i}-value`} label={`Stat ${i + 1} value`} error={errors[`stats.${i}.value`]}>
                  {(a11y) => (
                    <Input
                      {...a11y}
                      value={stat.computed ? '' : stat.value}
                      placeholder={stat.computed ? 'Computed' : 'e.g. 20+'}
                      disabled={!!stat.computed}
                      onChange={(e) => set({ ...stat, value: e.target.value })}
                    />
                  )}
                </FormField>
              </div>
            )}
          />

          <ListSection
            title="Tracks"
            noun="track"
            items={draft.tracks}
            max={LANDING_LIMITS.tracks}
            error={errors.tracks}
            onChange={(tracks) => change({ tracks })}
            blank={{ name: '', blurb: '', ideas: [] as string[], icon: 'lightbulb' as LandingIcon }}
            render={(track, i, set) => (
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField id={`landing-track-${i}-name`} label={`Track ${i + 1} name`} error={errors[`tracks.${i}.name`]}>
                  {(a11y) => <Input {...a11y} value={track.name} onChange={(e) => set({ ...track, name: e.target.value })} />}
                </FormField>
                <IconField id={`landing-track-${i}-icon`} value={track.icon} error={errors[`tracks.${i}.icon`]} onChange={(icon) => set({ ...track, icon })} />
                <div className="sm:col-span-2">
                  <FormField id={`landing-track-${i}-blurb`} label="Description" error={errors[`tracks.${i}.blurb`]}>
                    {(a11y) => <Textarea {...a11y} rows={2} value={track.blurb} onChange={(e) => set({ ...track, blurb: e.target.value })} />}
                  </FormField>
                </div>
                <div className="sm:col-span-2">
                  <FormField id={`landing-track-${i}-ideas`} label="Ideas, one per line" error={firstError(errors, `tracks.${i}.ideas`)}>
                    {(a11y) => (
                      <Textarea {...a11y} rows={2} value={track.ideas.join('\n')} onChange={(e) => set({ ...track, ideas: e.target.value.split('\n') })} />
                    )}
                  </FormField>
                </div>
              </div>
            )}
          />

          <ListSection
            title="Curriculum"
            noun="day"
            hint="One topic per bootcamp day, numbered in this order."
            items={draft.curriculum}
            max={LANDING_LIMITS.curriculum}
            error={errors.curriculum}
            onChange={(curriculum) => change({ curriculum })}
            blank={{ day: draft.curriculum.length + 1, title: '', text: '' }}
            render={(day, i, set) => (
              <div className="grid gap-3">
                <FormField id={`landing-day-${i}-title`} label={`Day ${i + 1} topic`} error={errors[`curriculum.${i}.title`]}>
                  {(a11y) => <Input {...a11y} value={day.title} onChange={(e) => set({ ...day, title: e.target.value })} />}
                </FormField>
                <FormField id={`landing-day-${i}-text`} label="Description" error={errors[`curriculum.${i}.text`] ?? errors[`curriculum.${i}.day`]}>
                  {(a11y) => <Textarea {...a11y} rows={2} value={day.text} onChange={(e) => set({ ...day, text: e.target.value })} />}
                </FormField>
              </div>
            )}
          />

          <ListSection
            title="Rewards"
            noun="reward"
            items={draft.rewards}
            max={LANDING_LIMITS.rewards}
            error={errors.rewards}
            onChange={(rewards) => change({ rewards })}
            blank={{ title: '', text: '', icon: 'gift' as LandingIcon }}
            render={(reward, i, set) => (
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField id={`landing-reward-${i}-title`} label={`Reward ${i + 1} title`} error={errors[`rewards.${i}.title`]}>
                  {(a11y) => <Input {...a11y} value={reward.title} onChange={(e) => set({ ...reward, title: e.target.value })} />}
                </FormField>
                <IconField
                  id={`landing-reward-${i}-icon`}
                  value={reward.icon}
                  error={errors[`rewards.${i}.icon`]}
                  onChange={(icon) => set({ ...reward, icon })}
                />
                <div className="sm:col-span-2">
                  <FormField id={`landing-reward-${i}-text`} label="Description" error={errors[`rewards.${i}.text`]}>
                    {(a11y) => <Textarea {...a11y} rows={2} value={reward.text} onChange={(e) => set({ ...reward, text: e.target.value })} />}
                  </FormField>
                </div>
              </div>
            )}
          />

          <Section title="Partners">
            <FormField id="landing-partners" label="Partners, one per line" error={firstError(errors, 'partners')}>
              {(a11y) => <Textarea {...a11y} rows={4} value={draft.partners.join('\n')} onChange={(e) => change({ partners: e.target.value.split('\n') })} />}
            </FormField>
          </Section>

          <ListSection
            title="FAQ"
            noun="question"
            items={draft.faq}
            max={LANDING_LIMITS.faq}
            error={errors.faq}
            onChange={(faq) => change({ faq })}
            blank={{ q: '', a: '' }}
            render={(item, i, set) => (
              <div className="grid gap-3">
                <FormField id={`landing-faq-${i}-q`} label={`Question ${i + 1}`} error={errors[`faq.${i}.q`]}>
                  {(a11y) => <Input {...a11y} value={item.q} onChange={(e) => set({ ...item, q: e.target.value })} />}
                </FormField>
                <FormField id={`landing-faq-${i}-a`} label="Answer" error={errors[`faq.${i}.a`]}>
                  {(a11y) => <Textarea {...a11y} rows={3} value={item.a} onChange={(e) => set({ ...item, a: e.target.value })} />}
                </FormField>
              </div>
            )}
          />

          <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-white/95 px-1 py-3 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
            <Button variant="outline" onClick={reset}>
              <RotateCcw aria-hidden="true" className="size-4" /> Reset to defaults
            </Button>
            <Button type="submit" loading={save.isPending}>
              {!save.isPending && <Save aria-hidden="true" className="size-4" />} Save
            </Button>
          </div>
        </form>

        <section
          aria-label="Preview"
          className={cn(
            'min-w-0 overflow-hidden rounded-2xl border border-slate-200 lg:sticky lg:top-4 lg:block dark:border-slate-800',
            !previewOnPhone && 'hidden',
          )}
        >
          <p className="border-b border-slate-200 bg-slate-100 px-4 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400">
            Preview: not saved yet
          </p>
          {/* inert: the preview's links and buttons are pictures of the page, not ways to leave the editor. */}
          <div className="max-h-[calc(100dvh-8rem)] overflow-y-auto" inert data-testid="landing-preview">
            {preview}
          </div>
        </section>
      </div>
    </div>
  );
}

/** The first message at or under a field path ("tracks.0.ideas" covers "tracks.0.ideas.3"). */
function firstError(errors: DraftErrors, path: string): string | undefined {
  return errors[path] ?? Object.entries(errors).find(([k]) => k.startsWith(`${path}.`))?.[1];
}

function focusFirstError() {
  // After React has drawn the messages.
  requestAnimationFrame(() => document.querySelector<HTMLElement>('form[aria-label="Landing page texts"] [aria-invalid="true"]')?.focus());
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">{title}</legend>
      {hint && <p className="text-sm text-slate-600 dark:text-slate-400">{hint}</p>}
      {children}
    </fieldset>
  );
}

function IconField({ id, value, error, onChange }: { id: string; value: LandingIcon; error?: string; onChange: (icon: LandingIcon) => void }) {
  return (
    <FormField id={id} label="Icon" error={error}>
      {(a11y) => (
        <Select {...a11y} value={value} onChange={(e) => onChange(e.target.value as LandingIcon)}>
          {LANDING_ICONS.map((icon) => (
            <option key={icon} value={icon}>
              {iconLabel(icon)}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

type ListSectionProps<T> = {
  title: string;
  /** One item, for the buttons' names ("Remove stat 2"). */
  noun: string;
  hint?: string;
  items: T[];
  max: number;
  min?: number;
  error?: string;
  blank: T;
  onChange: (items: T[]) => void;
  render: (item: T, index: number, set: (item: T) => void) => ReactNode;
};

/** A list of items, each with its fields and buttons to move it up or down or remove it, and one to add. */
function ListSection<T>({ title, noun, hint, items, max, min = 0, error, blank, onChange, render }: ListSectionProps<T>) {
  const errorId = useId();
  return (
    <Section title={title} hint={hint}>
      {error && (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      {items.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">None: the page leaves this section out.</p>}
      <ol className="space-y-3">
        {items.map((item, i) => (
          <li key={i} className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
            {render(item, i, (next) => onChange(items.map((x, j) => (j === i ? next : x))))}
            <div className="mt-3 flex flex-wrap justify-end gap-1">
              <Button size="sm" variant="ghost" disabled={i === 0} aria-label={`Move ${noun} ${i + 1} up`} onClick={() => onChange(moveItem(items, i, i - 1))}>
                <ArrowUp aria-hidden="true" className="size-4" />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={i === items.length - 1}
                aria-label={`Move ${noun} ${i + 1} down`}
                onClick={() => onChange(moveItem(items, i, i + 1))}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </Button>
              <Button size="sm" variant="ghost" disabled={items.length <= min} onClick={() => onChange(items.filter((_, j) => j !== i))}>
                <Trash2 aria-hidden="true" className="size-4" /> Remove
                <span className="sr-only">
                  {' '}
                  {noun} {i + 1}
                </span>
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button
        size="sm"
        variant="secondary"
        disabled={items.length >= max}
        onClick={() => onChange([...items, blank])}
        aria-describedby={error ? errorId : undefined}
      >
        <Plus aria-hidden="true" className="size-4" /> Add {noun}
      </Button>
    </Section>
  );
}
