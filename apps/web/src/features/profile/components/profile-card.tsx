import type { UserProfile } from '@coursecards/shared/schemas/user';
import { BookOpen, GraduationCap, Heart, Layers, Mail, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from './avatar.tsx';
import { StatTile } from './stat-tile.tsx';

/** A count that may still be loading, or may have failed (shown as a dash, never a made-up number). */
export interface ProfileStat {
  value: number | undefined;
  loading: boolean;
}

function Detail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    // dt and dd sit directly in the group a <dl> allows; the icon goes in the dt, the dd lines up after it.
    <div className="min-w-0">
      <dt className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase">
        <Icon className="h-5 w-5 shrink-0 text-brand-500" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-0.5 pl-8 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The profile: who, where they study, their e-mail (the API sends it only to its owner, and only
 * then is it shown), and their totals.
 */
export function ProfileCard({
  profile,
  totalLikes,
  createdSets,
  actions,
  emailStatus,
}: {
  profile: UserProfile;
  totalLikes: ProfileStat;
  createdSets: ProfileStat;
  actions: ReactNode;
  /** shown under the e-mail: whether it is proven, and a way to prove it */
  emailStatus?: ReactNode;
}) {
  const name = profile.username || profile.displayName || 'User Account';
  return (
    <article className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="h-24 bg-gradient-to-r from-brand-600 via-brand-500 to-brand-400 md:h-28" aria-hidden="true" />
      <div className="px-5 pb-6 md:px-8 md:pb-8">
        <div className="-mt-10 flex flex-col gap-4 md:-mt-12 md:flex-row md:items-end md:justify-between">
          <div className="flex items-end gap-4">
            <Avatar name={name} />
            <div className="min-w-0 pb-1">
              <h2 className="truncate text-xl font-bold tracking-tight md:text-2xl">{name}</h2>
              {profile.displayName && profile.displayName !== name && (
                <p className="truncate text-sm text-slate-500">{profile.displayName}</p>
              )}
            </div>
          </div>
          <div className="flex flex-wrap gap-3">{actions}</div>
        </div>

        <dl className="mt-8 grid gap-5 sm:grid-cols-2">
          <Detail icon={GraduationCap} label="University">
            {profile.university || <span className="text-slate-400">Not set</span>}
          </Detail>
          {profile.email !== undefined && (
            <Detail icon={Mail} label="Email">
              <span className="block">{profile.email}</span>
              {emailStatus}
            </Detail>
          )}
          {profile.fieldOfStudy && (
            <Detail icon={BookOpen} label="Field of Study">
              {profile.fieldOfStudy}
            </Detail>
          )}
        </dl>

        <dl className="mt-8 grid grid-cols-2 gap-4">
          <StatTile icon={Heart} label="Total Likes" {...totalLikes} />
          <StatTile icon={Layers} label="Created Sets" {...createdSets} />
        </dl>
      </div>
    </article>
  );
}
