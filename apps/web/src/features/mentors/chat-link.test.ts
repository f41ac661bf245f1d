import { describe, expect, it } from 'vitest';
import { chatLinkFor } from './chat-link.ts';

describe('chatLinkFor', () => {
  it('keeps only the digits of the mobile number', () => {
    expect(chatLinkFor('+91 98765-43210')).toBe('https://wa.me/919876543210');
    expect(chatLinkFor('(040) 2345 6789')).toBe('https://wa.me/04023456789');
  });
  it('gives no link without a usable number', () => {
    expect(chatLinkFor(null)).toBeNull();
    expect(chatLinkFor('n/a')).toBeNull();
  });
});
