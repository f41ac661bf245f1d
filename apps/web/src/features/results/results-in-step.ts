/**
 * Whether the results on screen disagree with the settings' publish switch: both known and
 * different. Either side unknown (still loading) is no disagreement.
 */
export function resultsOutOfStep(switchedOn: boolean | undefined, shown: boolean | undefined): boolean {
  return switchedOn !== undefined && shown !== undefined && switchedOn !== shown;
}
