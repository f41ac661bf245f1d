import { useEventSettings } from '../../../lib/event-settings.ts';

/** What the QR code holds: a page a phone's own camera app can open, which posts the code. */
export function checkInUrl(code: string, origin = window.location.origin): string {
  return `${origin}/check-in?code=${encodeURIComponent(code)}`;
}

/**
 * The QR code's address at the event's public address (Settings, else the server's PUBLIC_URL),
 * so a panel opened through another name (a laptop on localhost) still prints the one people reach.
 */
export function useCheckInUrl(): (code: string) => string {
  const publicUrl = useEventSettings().data?.publicUrl;
  return (code) => checkInUrl(code, publicUrl ?? window.location.origin);
}
