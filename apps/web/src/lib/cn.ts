import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not resolve conflicts: a shared component's own look is a class of
 * Tailwind's components layer (components/ui/primitives.css), so a caller's utility wins over it
 * whatever the order, and no call joins two utilities that set the same thing
 * (cn-conflicts.test.ts holds both; docs/decisions/0050-callers-win-by-layer.md).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
