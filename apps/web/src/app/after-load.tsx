import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useAuth } from '../features/auth/auth-context.tsx';
import { pageSettled } from '../lib/page-settled.ts';

/**
 * Renders its children once the first page has shown what it came for (lib/page-settled.ts): the
 * session is known, the page's code and data have arrived and the page is idle. What they download
 * never competes with the page's first or largest paint.
 */
export function AfterLoad({ pageCode, children }: { pageCode: Promise<unknown>; children: ReactNode }) {
  const { loading } = useAuth();
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // A guarded page fetches nothing until the session check is answered.
    if (ready || loading) return;
    let mounted = true;
    void pageSettled({ queryClient, pageCode }).then(() => {
      if (mounted) setReady(true);
    });
    return () => {
      mounted = false;
    };
  }, [ready, loading, queryClient, pageCode]);
  return ready ? children : null;
}
