/** Particles of the mouse trail: born where the pointer is, gone after their lifetime. */
export const PARTICLE_LIFETIME_MS = 3000;
/** Enough for a visible trail, few enough that a fast mouse never floods the page. */
export const MAX_PARTICLES = 40;
/** Minimum distance (px) between two particles, so a still hand makes no pile. */
export const MIN_SPACING = 12;

export interface Particle {
  id: number;
  x: number;
  y: number;
  born: number;
}

/** The particles still alive at `now`, plus one at (x, y) when it is far enough from the last. */
export function addParticle(list: Particle[], x: number, y: number, now: number, id: number): Particle[] {
  const alive = list.filter((p) => now - p.born < PARTICLE_LIFETIME_MS);
  const last = alive[alive.length - 1];
  if (last && Math.hypot(last.x - x, last.y - y) < MIN_SPACING) return alive;
  return [...alive, { id, x, y, born: now }].slice(-MAX_PARTICLES);
}

export const pruneParticles = (list: Particle[], now: number) => list.filter((p) => now - p.born < PARTICLE_LIFETIME_MS);
