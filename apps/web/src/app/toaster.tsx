import { Toaster as Sonner } from 'sonner';
import { useTheme } from '../lib/theme.ts';

/** Where toasts show, in the app's theme. Loaded by idle-toaster.tsx, once the first screen is up. */
export function Toaster() {
  const theme = useTheme();
  // dir given: left out, sonner reads the page's computed direction on every render.
  return <Sonner position="top-right" richColors closeButton theme={theme} duration={3000} dir="ltr" />;
}
