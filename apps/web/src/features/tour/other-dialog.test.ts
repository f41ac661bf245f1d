import { describe, expect, it } from 'vitest';
import { DIALOG_SELECTOR, isOtherDialogOpen, isOtherOpenDialog } from './other-dialog.ts';

const el = (attrs: Record<string, string>) => ({ getAttribute: (name: string) => attrs[name] ?? null });
const page = (...dialogs: ReturnType<typeof el>[]) => ({
  querySelectorAll: (selector: string) => {
    expect(selector).toBe(DIALOG_SELECTOR);
    return dialogs;
  },
});

describe('isOtherOpenDialog', () => {
  it('counts an open Radix dialog, a plain modal and an alert dialog', () => {
    expect(isOtherOpenDialog(el({ role: 'dialog', 'data-state': 'open' }))).toBe(true);
    expect(isOtherOpenDialog(el({ role: 'dialog', 'aria-modal': 'true' }))).toBe(true);
    expect(isOtherOpenDialog(el({ role: 'alertdialog' }))).toBe(true);
  });

  it('leaves out a Radix dialog on its way out and the tour card itself', () => {
    expect(isOtherOpenDialog(el({ role: 'dialog', 'data-state': 'closed' }))).toBe(false);
    expect(isOtherOpenDialog(el({ role: 'dialog', 'aria-modal': 'true', 'data-tour-card': '' }))).toBe(false);
  });
});

describe('isOtherDialogOpen', () => {
  it('is false with only the tour card on the page, true once another dialog joins it', () => {
    const card = el({ role: 'dialog', 'aria-modal': 'true', 'data-tour-card': '' });
    expect(isOtherDialogOpen(page())).toBe(false);
    expect(isOtherDialogOpen(page(card))).toBe(false);
    expect(isOtherDialogOpen(page(card, el({ role: 'dialog', 'data-state': 'open' })))).toBe(true);
    expect(isOtherDialogOpen(page(card, el({ role: 'dialog', 'data-state': 'closed' })))).toBe(false);
  });
});
