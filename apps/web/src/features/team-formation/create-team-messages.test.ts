import { describe, expect, it } from 'vitest';
import { TEAM_MSG } from '@hackcamp/contract';
import { CHOOSE_PROBLEM, createTeamMessages } from './create-team-messages.ts';

const shown = (m: ReturnType<typeof createTeamMessages>) => [m.banner, m.name, m.problemStatement].filter(Boolean);

describe('createTeamMessages', () => {
  it("says 'Please fill in all required fields' once when nothing is filled in, and the fields say which", () => {
    const m = createTeamMessages({ name: TEAM_MSG.nameRequired, problemStatement: TEAM_MSG.requiredFields });
    expect(shown(m).filter((t) => t === TEAM_MSG.requiredFields)).toHaveLength(1);
    expect(m).toEqual({ banner: TEAM_MSG.requiredFields, name: TEAM_MSG.nameRequired, problemStatement: CHOOSE_PROBLEM });
  });
  it('shows the banner for a missing problem alone, and for a missing name alone', () => {
    expect(createTeamMessages({ problemStatement: TEAM_MSG.requiredFields })).toEqual({
      banner: TEAM_MSG.requiredFields,
      name: undefined,
      problemStatement: CHOOSE_PROBLEM,
    });
    expect(createTeamMessages({ name: TEAM_MSG.nameRequired }).banner).toBe(TEAM_MSG.requiredFields);
  });
  it('keeps other field messages as they are, without the banner', () => {
    expect(createTeamMessages({ name: TEAM_MSG.nameLength })).toEqual({ banner: null, name: TEAM_MSG.nameLength, problemStatement: undefined });
    expect(createTeamMessages({})).toEqual({ banner: null, name: undefined, problemStatement: undefined });
  });
});
