import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Imported first for its side effect: the theme class is on <html> before anything renders.
import './lib/theme.ts';
import './styles.css';
import { App } from './app/app.tsx';
import { renderAfterDrawnScreen } from './app/first-screen.ts';
import { DRAWN_SCREENS } from './app/router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

const root = createRoot(container);
// The first render is a transition: React yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree, which a phone felt as one long block of script.
renderAfterDrawnScreen(container, DRAWN_SCREENS, () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
