import { describe, expect, it } from 'vitest';
import { callLinkFor, chatLinkFor, contactLabel } from './chat-link.ts';

describe('chatLinkFor', () => {
  it('links to the digits of the E.164 number', () => {
    expect(chatLinkFor('+919000000001')).toBe('https://wa.me/919000000001');
    expect(chatLinkFor('+91 98765-43210')).toBe('https://wa.me/919876543210');
    expect(chatLinkFor('+14155550134', '+91')).toBe('https://wa.me/14155550134');
  });
  it("gives a number without a country code the event's (issue 42: not wa.me/9000000001)", () => {
    expect(chatLinkFor('9000000001')).toBe('https://wa.me/919000000001');
    expect(chatLinkFor('(040) 2345 6789')).toBe('https://wa.me/914023456789');
    expect(chatLinkFor('07700 900123', '+44')).toBe('https://wa.me/447700900123');
  });
  it('gives no link without a usable number', () => {
    expect(chatLinkFor(null)).toBeNull();
    expect(chatLinkFor('')).toBeNull();
    expect(chatLinkFor('n/a')).toBeNull();
    expect(chatLinkFor('+0900000000')).toBeNull();
  });
});

describe('callLinkFor', () => {
  it('calls the full E.164 number', () => {
    expect(callLinkFor('+919000000001')).toBe('tel:+919000000001');
    expect(callLinkFor('9000000001')).toBe('tel:+919000000001');
    expect(callLinkFor('n/a')).toBeNull();
    expect(callLinkFor(undefined)).toBeNull();
  });
});

describe('contactLabel', () => {
  it('drops honorifics and keeps the first and last name', () => {
    expect(contactLabel('Dr. Ramesh Rao')).toBe('Contact Ramesh Rao');
    expect(contactLabel('Prof. Dr. Anita Desai')).toBe('Contact Anita Desai');
    expect(contactLabel('mrs Lakshmi  Narayanan')).toBe('Contact Lakshmi Narayanan');
    expect(contactLabel('Mx Sam')).toBe('Contact Sam');
    expect(contactLabel('Ramesh Kumar Rao')).toBe('Contact Ramesh Rao');
    expect(contactLabel('Mira Menon')).toBe('Contact Mira Menon');
  });
  it('keeps a name that only starts like a title', () => {
    expect(contactLabel('Drishti Shah')).toBe('Contact Drishti Shah');
    expect(contactLabel('Msafiri Okello')).toBe('Contact Msafiri Okello');
  });
  it('says "Contact mentor" when no name is left', () => {
    expect(contactLabel('Dr.')).toBe('Contact mentor');
    expect(contactLabel('  ')).toBe('Contact mentor');
    expect(contactLabel(null)).toBe('Contact mentor');
  });
});
