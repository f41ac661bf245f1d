import { useEffect, useState } from 'react';
import { addParticle, PARTICLE_LIFETIME_MS, pruneParticles, type Particle } from './trail-particles.ts';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const finePointer = () => window.matchMedia('(pointer: fine)').matches;

/**
 * Glowing dots that follow the mouse and fade over 3 s. Decorative only: hidden from assistive
 * tech, never catches clicks, and off for people who ask for reduced motion or use touch.
 */
export function MouseTrail() {
  const [particles, setParticles] = useState<Particle[]>([]);

  useEffect(() => {
    if (reducedMotion() || !finePointer()) return;
    let id = 0;
    const onMove = (e: PointerEvent) => {
      if (e.pointerType !== 'mouse') return;
      setParticles((list) => addParticle(list, e.clientX, e.clientY, performance.now(), ++id));
    };
    // Dead particles are swept even when the mouse rests, so none outlives its 3 s.
    const sweep = window.setInterval(() => setParticles((list) => (list.length ? pruneParticles(list, performance.now()) : list)), 250);
    window.addEventListener('pointermove', onMove, { passive: true });
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.clearInterval(sweep);
    };
  }, []);

  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 z-50 overflow-hidden" data-testid="mouse-trail">
      {particles.map((p) => (
        <span
          key={p.id}
          className="absolute size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-blue-500/70 shadow-[0_0_12px_4px] shadow-blue-400/50 dark:bg-blue-400/80"
          style={{ left: p.x, top: p.y, animation: `trail-fade ${PARTICLE_LIFETIME_MS}ms ease-out forwards` }}
        />
      ))}
    </div>
  );
}
