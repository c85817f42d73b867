import { School } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/**
 * Sign-up after the landing's "Create 'X' / New School": says what happens to a school outside the
 * list (an account needs one from the list; a missing one can be requested, and is added after a
 * review) and offers the request with the typed name filled in.
 */
export function RequestedSchoolNotice({ name, onRequest }: { name: string; onRequest: () => void }) {
  return (
    <section
      aria-labelledby="requested-school-title"
      className="flex items-start gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <School className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="min-w-0">
        <h2 id="requested-school-title" className="font-semibold wrap-anywhere">
          “{name}” is not on our list yet
        </h2>
        <p className="mt-1 text-amber-900/90">
          Accounts are made with a university from the list. Request yours and we&apos;ll review it, and e-mail you when
          it&apos;s added; or pick it below if it is listed under another name.
        </p>
        <Button variant="secondary" size="sm" onClick={onRequest} className="mt-3">
          Request “{name}”
        </Button>
      </div>
    </section>
  );
}
