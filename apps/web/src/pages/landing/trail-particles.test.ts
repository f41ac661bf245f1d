import { describe, expect, it } from 'vitest';
import { addParticle, MAX_PARTICLES, PARTICLE_LIFETIME_MS, pruneParticles, type Particle } from './trail-particles.ts';

describe('mouse trail particles', () => {
  it('live exactly 3 seconds', () => {
    expect(PARTICLE_LIFETIME_MS).toBe(3000);
    const list = addParticle([], 10, 10, 1000, 1);
    expect(pruneParticles(list, 3999)).toHaveLength(1);
    expect(pruneParticles(list, 4000)).toHaveLength(0);
  });

  it('skip points too close to the last one and keep at most the cap', () => {
    let list: Particle[] = addParticle([], 0, 0, 0, 1);
    list = addParticle(list, 3, 3, 1, 2);
    expect(list).toHaveLength(1);
    for (let i = 0; i < 100; i++) list = addParticle(list, i * 20, 0, i, i + 10);
    expect(list).toHaveLength(MAX_PARTICLES);
    expect(list.at(-1)!.x).toBe(99 * 20);
  });
});
