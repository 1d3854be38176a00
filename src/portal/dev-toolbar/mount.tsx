import { createRoot } from 'react-dom/client';
import { DevToolbar } from './dev-toolbar';

/** Renders the toolbar in its own root beside the app, so it works on every page without touching the shell. */
export function mountDevToolbar(): void {
  if (document.getElementById('dev-toolbar-root')) return;
  const host = document.createElement('div');
  host.id = 'dev-toolbar-root';
  document.body.appendChild(host);
  createRoot(host).render(<DevToolbar />);
}
