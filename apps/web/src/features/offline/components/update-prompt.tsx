import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/**
 * "New version available — Reload" (docs/product/offline.md §4). The new release waits until the
 * student reloads: a page never runs the old code with the new files. "Later" hides the prompt for
 * this page; the new release starts on the next visit after every tab of the old one is closed.
 */
export function UpdatePrompt() {
  const [needRefresh, setNeedRefresh] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);
  const update = useRef<(() => Promise<void>) | null>(null);

  useEffect(() => {
    // Browsers without service workers (and the unit tests' DOM) have nothing to register.
    if (!('serviceWorker' in navigator)) return;
    void import('../lib/register-sw.ts').then(({ registerServiceWorker }) => {
      update.current = registerServiceWorker(() => setNeedRefresh(true));
    });
  }, []);

  if (!needRefresh || dismissed) return null;
  const reload = () => {
    setReloading(true);
    void update.current?.();
  };
  return (
    <section
      aria-labelledby="update-title"
      className="fixed inset-x-4 top-4 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-brand-200 sm:flex-nowrap print:hidden"
    >
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600">
        <Sparkles className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="update-title" className="text-sm font-semibold text-slate-900">
          New version available
        </h2>
        <p className="text-sm text-slate-600">Reload to start using it.</p>
      </div>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" onClick={() => setDismissed(true)}>
          Later
        </Button>
        <Button size="sm" busy={reloading} onClick={reload}>
          Reload
        </Button>
      </div>
    </section>
  );
}
