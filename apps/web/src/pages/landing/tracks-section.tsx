import { useState } from 'react';
import { Lightbulb } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import type { LandingTrack } from '@hackcamp/contract';
import { countWord } from './landing-content.ts';
import { LANDING_ICON } from './landing-icons.ts';
import { SectionHeading } from './section-heading.tsx';

/** The tracks as a picker: a tab list that shows one track's story and example ideas at a time. */
export function TracksSection({ tracks }: { tracks: LandingTrack[] }) {
  const [chosen, setActive] = useState(0);
  // A preview may drop the track that was open.
  const active = chosen < tracks.length ? chosen : 0;
  const track = tracks[active];
  if (!track) return null;
  const Icon = LANDING_ICON[track.icon];

  function onKeyDown(e: React.KeyboardEvent, index: number) {
    const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + tracks.length) % tracks.length;
    setActive(next);
    document.getElementById(`track-tab-${next}`)?.focus();
  }

  return (
    <section id="tracks" aria-labelledby="tracks-title" className="scroll-mt-20 px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="tracks-title" eyebrow="Tracks" title={`${countWord(tracks.length)} ${tracks.length === 1 ? 'track' : 'tracks'} to build in`}>
          Pick the one that excites you: every problem statement of the hackathon belongs to a track.
        </SectionHeading>
        <div className="mt-10 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,20rem)_1fr]">
          <div role="tablist" aria-label="Tracks" aria-orientation="vertical" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-1">
            {tracks.map((t, i) => {
              const TabIcon = LANDING_ICON[t.icon];
              const selected = i === active;
              return (
                <button
                  key={i}
                  id={`track-tab-${i}`}
                  type="button"
                  role="tab"
                  aria-selected={selected}
                  aria-controls="track-panel"
                  tabIndex={selected ? 0 : -1}
                  onClick={() => setActive(i)}
                  onKeyDown={(e) => onKeyDown(e, i)}
                  className={cn(
                    'flex min-h-12 items-center gap-3 rounded-xl border px-3 py-2.5 text-left text-sm font-medium transition-colors',
                    'focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none',
                    selected
                      ? 'border-blue-600 bg-blue-600 text-white shadow-sm'
                      : 'border-slate-200 bg-white text-slate-800 hover:border-blue-300 hover:bg-blue-50 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-blue-500/50 dark:hover:bg-slate-800',
                  )}
                >
                  <TabIcon aria-hidden="true" className="size-5 shrink-0" />
                  {t.name}
                </button>
              );
            })}
          </div>
          <div
            id="track-panel"
            role="tabpanel"
            aria-labelledby={`track-tab-${active}`}
            className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
          >
            <div aria-hidden="true" className="absolute -top-16 -right-16 size-56 rounded-full bg-blue-100 opacity-60 blur-2xl dark:bg-blue-500/10" />
            <span className="relative flex size-14 items-center justify-center rounded-2xl bg-blue-50 text-blue-700 dark:bg-blue-500/15 dark:text-blue-300">
              <Icon aria-hidden="true" className="size-7" />
            </span>
            <h3 className="relative mt-5 text-2xl font-bold text-slate-900 dark:text-white">{track.name}</h3>
            <p className="relative mt-2 max-w-prose text-slate-600 dark:text-slate-400">{track.blurb}</p>
            {track.ideas.length > 0 && <p className="relative mt-6 text-sm font-semibold text-slate-900 dark:text-white">Ideas to get you started</p>}
            <ul className="relative mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
              {track.ideas.map((idea, i) => (
                <li key={i} className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
                  <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-500" />
                  {idea}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
