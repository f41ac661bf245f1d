import { MSG, type FieldError } from '@hackcamp/contract';
import { ApiError } from '../../lib/api-errors.ts';

export interface RegisterErrorView {
  title: string;
  items: string[];
  fieldErrors: FieldError[];
}

/** The spec's registration error catalogue: server list, else server message, else the fixed text. */
export function registerErrorView(error: unknown): RegisterErrorView {
  if (error instanceof ApiError && error.errors.length > 0) {
    const title = error.serverMessage || MSG.validationOccurred;
    // A single-error answer often repeats its only message as the title; do not show it twice.
    const items = error.errors.map((e) => e.msg).filter((msg) => msg !== title);
    return { title, items, fieldErrors: error.errors };
  }
  if (error instanceof ApiError && error.serverMessage) return { title: error.serverMessage, items: [], fieldErrors: [] };
  // Too many registrations from this network: say so plainly, even if something in front of the
  // server answered without our text.
  if (error instanceof ApiError && error.status === 429) return { title: MSG.tooManyRegistrations, items: [], fieldErrors: [] };
  return { title: MSG.registrationFailed, items: [], fieldErrors: [] };
}
