import { describe, expect, it } from 'vitest';
import { msUntilNextCode } from './get-current-window.ts';

describe('msUntilNextCode', () => {
  const now = Date.parse('2026-11-27T10:00:00.000Z');
  it('waits until the shown code is replaced, a little after', () => {
    expect(msUntilNextCode({ codeExpiresAt: '2026-11-27T10:00:12.000Z' }, now)).toBe(12_250);
  });
  it('never waits less than a second when this clock is ahead of the server’s (no refetch loop)', () => {
    expect(msUntilNextCode({ codeExpiresAt: '2026-11-27T09:59:50.000Z' }, now)).toBe(1000);
  });
  it('never waits more than one rotation when this clock is behind', () => {
    expect(msUntilNextCode({ codeExpiresAt: '2026-11-27T10:05:00.000Z' }, now)).toBe(20_000);
  });
  it('a closed window (no code): one rotation', () => {
    expect(msUntilNextCode({ codeExpiresAt: null }, now)).toBe(20_000);
  });
});
