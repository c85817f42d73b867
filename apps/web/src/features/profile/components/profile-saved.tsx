import { CheckCircle2 } from 'lucide-react';

/** The spec's success state after saving, shown until the redirect to /profile. */
export function ProfileSaved() {
  return (
    <div role="status" className="py-6 text-center">
      <span className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-emerald-50 text-emerald-600">
        <CheckCircle2 className="h-8 w-8" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-xl font-semibold">Profile Updated!</h2>
      <p className="mt-2 text-slate-600">Your changes have been saved successfully. Redirecting to your profile...</p>
    </div>
  );
}
