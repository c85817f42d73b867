import { AccountLimits } from '@coursecards/shared/constants/limits';
import type { SessionUser } from '@coursecards/shared/schemas/auth';
import type { UserProfile } from '@coursecards/shared/schemas/user';
import { AlertCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { useUpdateProfile } from '../api/profile-queries.ts';
import { saveErrorMessage } from '../lib/save-messages.ts';
import { useUsernameStatus } from '../lib/use-username-status.ts';
import { isSavableUsername } from '../lib/username-status.ts';
import { UsernameField } from './username-field.tsx';

/**
 * Username (checked live) and field of study. Save is disabled while saving, while checking, and
 * whenever the name is not one that may be saved (too short, or not confirmed available).
 */
export function EditProfileForm({ profile, onSaved }: { profile: UserProfile; onSaved: (user: SessionUser) => void }) {
  const original = profile.username ?? '';
  const [username, setUsername] = useState(original);
  const [fieldOfStudy, setFieldOfStudy] = useState(profile.fieldOfStudy ?? '');
  const status = useUsernameStatus(username, original);
  const save = useUpdateProfile(profile.uid);
  const fieldId = useId();
  const canSave = !save.isPending && isSavableUsername(status);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSave) return;
    save.mutate(
      {
        username: username.trim(),
        fieldOfStudy: fieldOfStudy.trim(),
        uid: profile.uid,
        ...(profile.email !== undefined ? { email: profile.email } : {}),
      },
      { onSuccess: onSaved },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-5" noValidate>
      <p className="text-slate-600">Fill in the information below to update your profile.</p>

      <UsernameField
        value={username}
        status={status}
        disabled={save.isPending}
        onChange={(next) => {
          setUsername(next);
          if (save.isError) save.reset();
        }}
      />

      <div>
        <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-slate-700">
          Field of Study <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <input
          id={fieldId}
          name="fieldOfStudy"
          value={fieldOfStudy}
          onChange={(e) => setFieldOfStudy(e.target.value)}
          disabled={save.isPending}
          maxLength={AccountLimits.fieldOfStudyMax}
          placeholder="e.g. Computer Science"
          className="block h-11 w-full rounded-lg border border-slate-300 px-3 text-base shadow-sm focus:border-brand-500 disabled:bg-slate-50 md:text-sm"
        />
      </div>

      <dl className="grid gap-4 rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200 sm:grid-cols-2">
        {profile.email !== undefined && (
          <div className="min-w-0">
            <dt className="font-medium text-slate-500">Email</dt>
            <dd className="mt-0.5 break-words text-slate-900">{profile.email}</dd>
          </div>
        )}
        <div className="min-w-0">
          <dt className="font-medium text-slate-500">University</dt>
          <dd className="mt-0.5 break-words text-slate-900">{profile.university || 'Not set'}</dd>
        </div>
      </dl>

      {save.isError && (
        <p role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-700">
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {saveErrorMessage(save.error)}
        </p>
      )}

      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Link to="/profile" className={buttonClasses('secondary', 'lg', 'sm:h-10 sm:text-sm')}>
          Cancel
        </Link>
        <Button type="submit" size="lg" className="sm:h-10 sm:text-sm" busy={save.isPending} disabled={!canSave}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}
