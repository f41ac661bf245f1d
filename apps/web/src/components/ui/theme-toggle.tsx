import { Moon, Sun } from 'lucide-react';
import { toggleTheme, useTheme } from '../../lib/theme.ts';
import { Button } from './button.tsx';

export function ThemeToggle({ className }: { className?: string }) {
  const theme = useTheme();
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggleTheme}
      aria-label="Toggle theme"
      title={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
      className={className}
    >
      {theme === 'dark' ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
    </Button>
  );
}
