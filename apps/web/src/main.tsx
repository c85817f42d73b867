import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter, preloadPage } from './app/router.tsx';
import { followSystemTheme } from './lib/theme.ts';
import './styles.css';

preloadPage(window.location.pathname);
// index.html's boot script chose the theme before paint; this keeps "Auto" in step with the system.
followSystemTheme();
const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
