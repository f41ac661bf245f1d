import { describe, expect, it } from 'vitest';
import { SETTINGS_MSG, type EventSettings } from '@hackcamp/contract';
import { DEFAULT_EVENT_SETTINGS } from '../../lib/event-settings.ts';
import { changesOf, followedValues, formValuesOf, settingsFormSchema, type SettingsFormValues } from './settings-form.ts';

const saved: EventSettings = { ...DEFAULT_EVENT_SETTINGS, countdownTarget: '2025-08-14T10:00:00' };
const parse = (over: Partial<SettingsFormValues>) => settingsFormSchema.safeParse({ ...formValuesOf(saved), ...over });
const errorsOf = (over: Partial<SettingsFormValues>) => Object.fromEntries((parse(over).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the settings form', () => {
  it('sends nothing when nothing changed, so the saved answer reads back as itself', () => {
    const v = parse({});
    expect(v.success).toBe(true);
    expect(changesOf(saved, v.data!)).toEqual({});
  });

  it('sends only the fields that changed, an empty public address as none', () => {
    const withUrl = { ...saved, publicUrl: 'https://camp.example.edu' };
    const v = settingsFormSchema.parse({ ...formValuesOf(withUrl), eventName: ' Winter Camp ', publicUrl: '', votingEnabled: true });
    expect(changesOf(withUrl, v)).toEqual({ eventName: 'Winter Camp', publicUrl: null, votingEnabled: true });
  });

  it("sends the organiser's own countdown with its flag off, and following as the flag alone", () => {
    const own = settingsFormSchema.parse({ ...formValuesOf(saved), countdownFollowsDates: false, countdownTarget: '2025-08-14T09:30' });
    expect(changesOf(saved, own)).toEqual({ countdownFollowsDates: false, countdownTarget: '2025-08-14T09:30:00' });
    const ownSaved = { ...saved, countdownFollowsDates: false, publicDatesFollowDates: false, publicDates: 'Soon' };
    const back = settingsFormSchema.parse({ ...formValuesOf(ownSaved), countdownFollowsDates: true, publicDatesFollowDates: true });
    expect(changesOf(ownSaved, back)).toEqual({ countdownFollowsDates: true, publicDatesFollowDates: true });
  });

  it("refuses what the API refuses, with the contract's words, beside the field", () => {
    expect(errorsOf({ timeZone: 'Mars/Olympus' })).toEqual({ timeZone: SETTINGS_MSG.timeZoneInvalid });
    expect(errorsOf({ eventName: '  ' })).toEqual({ eventName: SETTINGS_MSG.eventNameRequired });
    expect(errorsOf({ phoneCountryCode: '91' })).toEqual({ phoneCountryCode: SETTINGS_MSG.phoneCountryCodeInvalid });
    expect(errorsOf({ publicUrl: 'camp.example.edu' })).toEqual({ publicUrl: SETTINGS_MSG.publicUrlInvalid });
    expect(errorsOf({ startDate: '2025-02-30' })).toEqual({ startDate: SETTINGS_MSG.startDateInvalid });
  });

  it('checks an own countdown or date line only when it is not following the dates', () => {
    expect(errorsOf({ countdownTarget: '' })).toEqual({});
    expect(errorsOf({ countdownFollowsDates: false, countdownTarget: '' })).toEqual({ countdownTarget: SETTINGS_MSG.countdownInvalid });
    expect(errorsOf({ publicDatesFollowDates: false, publicDates: ' ' })).toEqual({ publicDates: SETTINGS_MSG.publicDatesRequired });
  });

  it('previews what following the dates gives, once the start date is a real date', () => {
    expect(followedValues('2026-11-28')).toEqual({ publicDates: 'November 28 - December 09, 2026', countdownTarget: '2026-12-08T10:00:00' });
    expect(followedValues('2026-11-3')).toBeNull();
  });
});
