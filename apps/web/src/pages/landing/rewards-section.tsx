import { Link } from 'react-router';
import { ArrowRight, Trophy } from 'lucide-react';
import { FeatureItem } from './feature-item.tsx';
import { JUDGING, numberWord, type LandingReward } from '@hackcamp/contract';
import { LANDING_ICON } from './landing-icons.ts';
import { SectionHeading } from './section-heading.tsx';

type Props = { prizePool: string; rewards: LandingReward[]; partners: string[] };

/** What participants take home, the prize pool, and the partners who make it possible. */
export function RewardsSection({ prizePool, rewards, partners }: Props) {
  return (
    <section id="rewards" aria-labelledby="rewards-title" className="scroll-mt-20 px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="rewards-title" eyebrow="Rewards" title="More than a prize">
          Everyone leaves with new skills, a network and a certificate; the best teams share the prize pool.
        </SectionHeading>

        <div className="mt-10 grid grid-cols-1 gap-4 lg:grid-cols-3">
          <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-blue-700 to-indigo-800 p-8 text-white shadow-lg lg:row-span-2">
            <Trophy aria-hidden="true" className="size-10 text-amber-300" />
            <p className="mt-6 text-sm font-medium text-blue-100">Prize pool</p>
            <p className="mt-1 text-5xl font-extrabold tracking-tight">{prizePool}</p>
            <p className="mt-4 text-blue-100">{`For the teams the judges rank highest after ${numberWord(JUDGING.rounds.length)} rounds of evaluation.`}</p>
            <div className="mt-8 rounded-xl bg-white/10 p-4">
              <p className="text-sm text-blue-50">Already registered? See your score, rank and team.</p>
              <Link
                to="/login"
                className="mt-2 inline-flex items-center gap-1.5 rounded font-semibold text-white underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
              >
                Check Now
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          </div>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:col-span-2">
            {rewards.map(({ icon, title, text }, i) => (
              <FeatureItem key={i} icon={LANDING_ICON[icon]} title={title} text={text} />
            ))}
          </ul>
        </div>

        {partners.length > 0 && (
          <div className="mt-16" aria-labelledby="partners-title">
            <h3 id="partners-title" className="text-center text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
              Our partners
            </h3>
            <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              {partners.map((name, i) => (
                <li
                  key={i}
                  className="flex h-16 items-center justify-center rounded-xl border border-slate-200 bg-white px-3 text-center text-sm font-semibold text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300"
                >
                  {name}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
