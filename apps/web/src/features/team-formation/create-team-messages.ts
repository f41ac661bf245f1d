import { TEAM_MSG } from '@hackcamp/contract';

/** Under the problem select when none is chosen: the banner already says a field is missing. */
export const CHOOSE_PROBLEM = 'Please choose a problem statement';

export interface CreateTeamMessages {
  /** The spec's 'Please fill in all required fields', shown once above the form. */
  banner: string | null;
  name: string | undefined;
  problemStatement: string | undefined;
}

/**
 * A missing name or problem is one message in the spec. The schema gives that same sentence as
 * the problem field's error, so shown as is it would appear twice (banner and field); the field
 * instead says which one is missing.
 */
export function createTeamMessages(errors: { name?: string; problemStatement?: string }): CreateTeamMessages {
  const problemMissing = errors.problemStatement === TEAM_MSG.requiredFields;
  const missing = problemMissing || errors.name === TEAM_MSG.nameRequired;
  return {
    banner: missing ? TEAM_MSG.requiredFields : null,
    name: errors.name,
    problemStatement: problemMissing ? CHOOSE_PROBLEM : errors.problemStatement,
  };
}
