import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const FORMATS: Record<string, string> = {
  uuid: 'an id',
  email: 'an email address',
  url: 'a web address',
  datetime: 'a date and time like 2025-11-21T10:00:00Z',
  date: 'a date like 2025-11-21',
  time: 'a time like 10:00',
};

const TYPES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

/** The field an issue is about, as the caller wrote it ("skills.3" reads as "skills"). */
function fieldName(issue: Issue): string {
  const key = [...(issue.path ?? [])].reverse().find((k) => typeof k === 'string');
  return typeof key === 'string' ? key : 'This value';
}

/**
 * Plain words for every check that has no message of its own, so zod's defaults ("Too big:
 * expected number to be <=100", "Invalid input: expected string, received number") never reach a
 * person. Fields with their own message keep it; this only fills the gaps. The server sets it
 * with `z.config({ customError: plainIssueMessage })`.
 */
export function plainIssueMessage(issue: Issue): string | undefined {
  const field = fieldName(issue);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${field} is required`;
      return `${field} must be ${TYPES[issue.expected] ?? 'of another kind'}`;
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `${field} must be at most ${max} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${field} must have at most ${max} items`;
      return `${field} must be at most ${max}`;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? `${field} must not be empty` : `${field} must be at least ${min} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${field} must have at least ${min} items`;
      return `${field} must be at least ${min}`;
    }
    case 'invalid_value':
      return `${field} must be ${issue.values.map(String).join(', ')}`.replace(/, ([^,]*)$/, ' or $1');
    case 'invalid_format':
      return `${field} must be ${FORMATS[issue.format] ?? 'written as the field asks'}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    default:
      return `${field} is not valid`;
  }
}
