import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { isOtherDialogOpen, useOtherDialogOpen } from './other-dialog.ts';
import { isTourDone, markTourDone } from './tour-storage.ts';

export interface TourStep {
  /** The tab that must be open for this step. */
  tab: string;
  /** The data-tour value of the element to point at. */
  target: string;
  title: string;
  body: string;
}

type GuidedTourProps = {
  steps: TourStep[];
  tourKey: string;
  currentTab: string;
  onTabChange: (tab: string) => void;
  /** Increment to start the tour again (the 'Quick Tour' button). */
  startSignal: number;
};

const AUTO_START_MS = 1500;
const TAB_SWITCH_MS = 500;
/** Room the card needs below its top edge (its tallest step, at phone width). */
const CARD_HEIGHT_PX = 220;

/**
 * A step-by-step walk through the dashboard; starts by itself once, until finished or skipped.
 * Another dialog (Join or Create Team, the phone menu) wins: both would hold focus, so while one
 * is open the tour is paused (hidden, its step kept) and its first start waits; it comes back
 * where it was once the dialog has closed.
 */
export function GuidedTour({ steps, tourKey, currentTab, onTabChange, startSignal }: GuidedTourProps) {
  const [index, setIndex] = useState<number | null>(null);
  // The measured target belongs to one step; a stale one is ignored until the new step measures.
  const [located, setLocated] = useState<{ index: number; rect: DOMRect | null } | null>(null);
  const [seenSignal, setSeenSignal] = useState(startSignal);
  // Until the first start by itself (or a Quick Tour, a finish): looked up once, on the first render.
  const [waiting, setWaiting] = useState(() => !isTourDone(tourKey));
  const cardRef = useRef<HTMLDivElement>(null);
  const step = index === null ? null : steps[index]!;
  const rect = located && located.index === index ? located.rect : null;
  const paused = useOtherDialogOpen(waiting || index !== null);
  const shown = step !== null && !paused;

  // The 'Quick Tour' button: a new signal restarts from the first step.
  if (startSignal !== seenSignal) {
    setSeenSignal(startSignal);
    setWaiting(false);
    setIndex(0);
  }

  // The delay starts again whenever a dialog closes, so the tour never opens over one.
  useEffect(() => {
    if (!waiting || paused) return;
    const timer = setTimeout(() => {
      setWaiting(false);
      setIndex(0);
    }, AUTO_START_MS);
    return () => clearTimeout(timer);
  }, [waiting, paused]);

  // Switch tabs first, then give the tab time to render before measuring its element.
  // After a pause the page may have moved (a team created, another tab): measured again.
  useLayoutEffect(() => {
    if (!step || index === null || paused) return;
    let cancelled = false;
    let frame = 0;
    let target: HTMLElement | null = null;
    // The highlight and card follow the element while the page moves under them (a smooth scroll
    // still running, a list that loaded above it, the user scrolling): a rect measured once goes
    // stale and could put the card off screen.
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => !cancelled && target && setLocated({ index, rect: target.getBoundingClientRect() }));
    };
    const locate = () => {
      if (cancelled) return;
      target = document.querySelector<HTMLElement>(`[data-tour="${step.target}"]`);
      if (!target) return setLocated({ index, rect: null });
      target.scrollIntoView({ block: 'center', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
      follow();
      window.addEventListener('scroll', follow, { capture: true, passive: true });
      window.addEventListener('resize', follow);
    };
    const switching = step.tab !== currentTab;
    if (switching) onTabChange(step.tab);
    const timer = setTimeout(locate, switching ? TAB_SWITCH_MS : 0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', follow, { capture: true });
      window.removeEventListener('resize', follow);
    };
    // currentTab is left out on purpose: changing it here must not restart the step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, index, paused]);

  // What had focus when the tour opened gets it back when the tour ends (the 'Quick Tour' button);
  // a pause is not an end: the dialog that paused it returns focus its own way.
  const opener = useRef<HTMLElement | null>(null);
  const running = step !== null;
  useLayoutEffect(() => {
    if (!running) return;
    opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    return () => {
      if (opener.current?.isConnected && !isOtherDialogOpen()) opener.current.focus({ preventScroll: true });
    };
  }, [running]);

  useEffect(() => {
    if (shown && !isOtherDialogOpen()) cardRef.current?.focus();
  }, [step, shown]);

  // The page behind is dimmed and out of play while the tour shows, so focus stays in its card:
  // Tab wraps around the card's controls, and focus that lands elsewhere is brought back. Not
  // while another dialog is open: its own trap would pull focus back, and the two would take
  // turns until the page's stack overflowed. That dialog is checked here, at the moment focus
  // moves, since it takes focus before the pause above has rendered.
  useEffect(() => {
    if (!shown) return;
    const card = cardRef.current;
    const onFocusIn = (e: FocusEvent) => {
      if (!card || !(e.target instanceof Node) || card.contains(e.target) || isOtherDialogOpen()) return;
      card.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [shown]);

  const trapTab = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab' || !cardRef.current) return;
    const controls = [...cardRef.current.querySelectorAll<HTMLElement>('button:not(:disabled)')];
    if (controls.length === 0) return;
    const first = controls[0]!;
    const last = controls[controls.length - 1]!;
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === cardRef.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const finish = useCallback(() => {
    markTourDone(tourKey);
    setWaiting(false);
    setIndex(null);
  }, [tourKey]);

  // Escape closes only the top-most thing: a dialog that handled it (Radix marks the key handled)
  // or is still open keeps the tour as it is.
  useEffect(() => {
    if (!shown) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && !e.defaultPrevented && !isOtherDialogOpen() && finish();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shown, finish]);

  if (!step || index === null || paused) return null;
  const last = index === steps.length - 1;
  const below = rect ? rect.bottom + 240 < window.innerHeight : true;
  // Whatever the target's place (even above or below the screen), the card stays on screen.
  const clampTop = (top: number) => Math.max(12, Math.min(top, window.innerHeight - CARD_HEIGHT_PX));
  const cardStyle = rect
    ? {
        top: clampTop(below ? rect.bottom + 12 : rect.top - 232),
        left: Math.min(Math.max(12, rect.left), window.innerWidth - 352),
      }
    : { top: '50%', left: '50%', transform: 'translate(-50%, -50%)' };

  return (
    <div className="pointer-events-none fixed inset-0 z-[60]">
      {rect && (
        <div
          aria-hidden="true"
          className="absolute rounded-xl ring-4 ring-blue-500 transition-all duration-300 motion-reduce:transition-none"
          style={{ top: rect.top - 6, left: rect.left - 6, width: rect.width + 12, height: rect.height + 12, boxShadow: '0 0 0 9999px rgba(15, 23, 42, 0.45)' }}
        />
      )}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog keeps Tab inside itself */}
      <div
        ref={cardRef}
        role="dialog"
        aria-modal="true"
        data-tour-card=""
        aria-labelledby="tour-title"
        aria-describedby="tour-body"
        tabIndex={-1}
        onKeyDown={trapTab}
        className="pointer-events-auto absolute w-[min(340px,calc(100vw-24px))] rounded-xl border border-slate-200 bg-white p-4 shadow-2xl focus:outline-none dark:border-slate-700 dark:bg-slate-900"
        style={cardStyle}
      >
        <div className="flex items-start justify-between gap-2">
          <p className="text-xs font-medium text-blue-700 dark:text-blue-300">
            Step {index + 1} of {steps.length}
          </p>
          <button type="button" aria-label="Skip Tour" onClick={finish} className="rounded p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800">
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        <h2 id="tour-title" className="mt-1 font-semibold text-slate-900 dark:text-white">
          {step.title}
        </h2>
        <p id="tour-body" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {step.body}
        </p>
        <div className="mt-4 flex items-center justify-between gap-2">
          <Button variant="ghost" size="sm" onClick={finish}>
            Skip Tour
          </Button>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setIndex(index - 1)} disabled={index === 0}>
              Previous
            </Button>
            {last ? (
              <Button size="sm" onClick={finish}>
                Finish
              </Button>
            ) : (
              <Button size="sm" onClick={() => setIndex(index + 1)}>
                Next
              </Button>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
