import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Imported first for its side effect: the theme class is on <html> before anything renders.
import './lib/theme.ts';
import './styles.css';
import { App } from './app/app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
