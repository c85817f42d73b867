import { formatMatchTime } from '@coursecards/shared/domain/match-scoring';
import type { MatchScoresResponse } from '@coursecards/shared/schemas/match';
import type { UseQueryResult } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Trophy } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { MatchMessages } from '../lib/match-messages.ts';

/** The student's best and the class leaderboard (learn-and-match §3). */
export function MatchScores({ query, publicSet }: { query: UseQueryResult<MatchScoresResponse>; publicSet: boolean }) {
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 text-sm text-slate-600">
        <Spinner className="h-4 w-4 text-brand-600" />
        Loading times…
      </p>
    );
  }
  if (query.isError) return <p className="text-center text-sm text-red-800">{MatchMessages.scoresFailed}</p>;
  const { personalBestMs, leaderboard } = query.data;
  return (
    <div className="grid gap-4 md:grid-cols-[1fr_2fr]">
      <section aria-labelledby="personal-best" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="personal-best" className="text-sm font-semibold text-slate-600">
          {MatchMessages.personalBest}
        </h2>
        {personalBestMs === null ? (
          <p className="mt-1 text-sm text-slate-600">{MatchMessages.noBestYet}</p>
        ) : (
          <p className="mt-1 text-3xl font-bold tabular-nums">{formatMatchTime(personalBestMs)}</p>
        )}
      </section>
      <section aria-labelledby="leaderboard" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="leaderboard" className="flex items-center gap-2 text-sm font-semibold text-slate-600">
          <Trophy className="h-4 w-4 text-amber-500" aria-hidden="true" />
          {MatchMessages.leaderboard}
        </h2>
        {leaderboard === null ? (
          <p className="mt-2 text-sm text-slate-600">
            {publicSet ? MatchMessages.leaderboardNoSchool : MatchMessages.leaderboardPrivate}
          </p>
        ) : (
          <>
            <p className="mt-0.5 text-xs text-slate-500">{MatchMessages.leaderboardAt(leaderboard.school)}</p>
            {leaderboard.entries.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{MatchMessages.leaderboardEmpty}</p>
            ) : (
              <ol className="mt-3 divide-y divide-slate-100">
                {leaderboard.entries.map((entry) => (
                  <li
                    key={entry.rank}
                    className={clsx(
                      'flex items-center gap-3 px-1 py-2 text-sm',
                      entry.isYou && 'rounded-lg bg-brand-50 font-semibold',
                    )}
                  >
                    <span className="w-6 text-right text-slate-500 tabular-nums">{entry.rank}.</span>
                    <span className="min-w-0 flex-1 truncate">
                      {entry.username}
                      {entry.isYou && <span className="ml-1 text-brand-700">({MatchMessages.you})</span>}
                    </span>
                    <span className="tabular-nums">{formatMatchTime(entry.timeMs)}</span>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </section>
    </div>
  );
}
