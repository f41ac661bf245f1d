import { describe, expect, it } from 'vitest';
import { ACTION_FAMILIES, actionVerb, detailsSummary } from './audit-labels.ts';

describe('audit entries in words', () => {
  it('says what a switch flip changed, by the switch name', () => {
    expect(
      detailsSummary({ action: 'config.update', details: { teamFormationEnabled: { from: true, to: false }, votingEnabled: { from: false, to: true } } }),
    ).toBe('Team Formation: on → off; Voting: off → on');
  });

  it('lists profile edits field by field and roles from and to', () => {
    expect(detailsSummary({ action: 'user.update', details: { name: { from: 'Asha', to: 'Asha Rao' }, mobile: { from: '98765 43210', to: null } } })).toBe(
      'Name: Asha → Asha Rao; Mobile: 98765 43210 → (empty)',
    );
    expect(detailsSummary({ action: 'user.role', details: { from: 'participant', to: 'mentor', participants: 0 } })).toBe('participant → mentor');
    expect(detailsSummary({ action: 'mentor.assign', details: { mentorId: 'x', mentorName: 'Priya Raman' } })).toBe('Mentor: Priya Raman');
  });

  it('reads actions it does not know by their name, and keeps their details short', () => {
    expect(actionVerb('announcement.publish')).toEqual({ text: 'announcement publish', known: false });
    expect(actionVerb('user.delete')).toEqual({ text: 'deleted the account of', known: true });
    const long = detailsSummary({ action: 'task.create', details: { title: 'x'.repeat(300), day: 'day3', nested: { a: 1 } } });
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.startsWith('title: xxx')).toBe(true);
  });

  it('names check-ins and certificates in words, and offers them as filters', () => {
    expect(actionVerb('attendance.check-in')).toEqual({ text: 'was marked present by check-in:', known: true });
    expect(actionVerb('check-in.open').known).toBe(true);
    expect(actionVerb('certificate.revoke')).toEqual({ text: 'revoked the certificate of', known: true });
    expect(ACTION_FAMILIES.map((f) => f.value)).toEqual(expect.arrayContaining(['check-in', 'certificate']));
    expect(detailsSummary({ action: 'certificate.revoke', details: { kind: 'hackathon-winner', reason: 'Wrong team' } })).toBe(
      'kind: hackathon-winner · reason: Wrong team',
    );
  });
});
