import { formatMatchTime } from '@coursecards/shared/domain/match-scoring';
import type { MatchFinishResponse } from '@coursecards/shared/schemas/match';
import type { Flashcard } from '@coursecards/shared/schemas/sets';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Layers, ArrowRight, RotateCcw, Clock, Trophy } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { StudyLoadError } from '../../../components/ui/study-load-error.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useFlashcardSet } from '../../../lib/flashcard-set-query.ts';
import { QuizLoading, QuizStatePanel, StudyModeHeader } from '../../quiz/index.ts';
import type { RandomSource } from '../../../lib/shuffle.ts';
import { fetchMatchScores, finishMatch, matchScoresKey, startMatch } from '../api/match-api.ts';
import { boardCleared, buildBoard, matchableCards, pairsLeft, pickTile, type MatchBoard } from '../lib/match-board.ts';
import { MatchMessages } from '../lib/match-messages.ts';
import { MatchGrid } from './match-grid.tsx';
import { MatchScores } from './match-scores.tsx';

export interface MatchScreenProps {
  setId: string;
  random?: RandomSource;
  onReload?: () => void;
}

/** /study/{setId}/match (learn-and-match §3): the set, then the game and the times. */
export function MatchScreen({
  setId,
  random = Math.random,
  onReload = () => window.location.reload(),
}: MatchScreenProps) {
  const set = useFlashcardSet(setId);
  let body: ReactNode;
  if (set.isPending) body = <QuizLoading />;
  else if (set.isError) body = <StudyLoadError error={set.error} onRetry={onReload} className="pt-6 md:pt-10" />;
  else if (matchableCards(set.data.flashcards).length < 2)
    body = (
      <QuizStatePanel icon={Layers} title={MatchMessages.notEnoughCards}>
        <p>{MatchMessages.intro}</p>
      </QuizStatePanel>
    );
  else
    body = (
      <MatchGame
        key={set.data.id}
        setId={setId}
        flashcards={set.data.flashcards}
        publicSet={set.data.isPublic && !set.data.isDerived}
        random={random}
      />
    );

  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50/80 via-slate-50 to-slate-50">
      <StudyModeHeader setId={setId} title={set.data?.title} mode={MatchMessages.mode} />
      <main className="mx-auto max-w-3xl px-4 pt-5 pb-16 md:px-6 md:pt-8">{body}</main>
    </div>
  );
}

type Phase =
  | { kind: 'ready' }
  | { kind: 'starting' }
  | { kind: 'playing'; attemptId: string; startedAt: number }
  | { kind: 'finishing' }
  | { kind: 'done'; result: MatchFinishResponse }
  | { kind: 'failed'; message: string };

/** The running time on screen; the score is the server's. */
function useElapsed(startedAt: number | null): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (startedAt === null) return;
    const timer = window.setInterval(() => setNow(performance.now()), 100);
    return () => window.clearInterval(timer);
  }, [startedAt]);
  return startedAt === null ? 0 : Math.max(0, now - startedAt);
}

function MatchGame({
  setId,
  flashcards,
  publicSet,
  random,
}: {
  setId: string;
  flashcards: readonly Flashcard[];
  publicSet: boolean;
  random: RandomSource;
}) {
  const queryClient = useQueryClient();
  const scores = useQuery({
    queryKey: matchScoresKey(setId),
    queryFn: ({ signal }) => fetchMatchScores(setId, signal),
    staleTime: 0,
  });
  const [phase, setPhase] = useState<Phase>({ kind: 'ready' });
  const [board, setBoard] = useState<MatchBoard | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const elapsed = useElapsed(phase.kind === 'playing' ? phase.startedAt : null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  const start = useCallback(async () => {
    setPhase({ kind: 'starting' });
    setAnnouncement('');
    try {
      const { attemptId } = await startMatch(setId);
      setBoard(buildBoard(flashcards, random));
      setPhase({ kind: 'playing', attemptId, startedAt: performance.now() });
    } catch (error) {
      setPhase({ kind: 'failed', message: error instanceof ApiError ? error.message : MatchMessages.startFailed });
    }
  }, [setId, flashcards, random]);

  const finish = useCallback(
    async (attemptId: string, wrongPairs: number) => {
      setPhase({ kind: 'finishing' });
      try {
        const result = await finishMatch(setId, { attemptId, wrongPairs });
        setPhase({ kind: 'done', result });
        await queryClient.invalidateQueries({ queryKey: matchScoresKey(setId) });
      } catch (error) {
        setPhase({ kind: 'failed', message: error instanceof ApiError ? error.message : MatchMessages.finishFailed });
      }
    },
    [setId, queryClient],
  );

  useEffect(() => {
    if (phase.kind === 'done' || phase.kind === 'failed') resultRef.current?.focus();
  }, [phase.kind]);

  const pick = (index: number) => {
    if (!board || phase.kind !== 'playing') return;
    const step = pickTile(board, index);
    setBoard(step.board);
    const tile = board.tiles[index];
    if (step.result === 'selected' && tile) setAnnouncement(MatchMessages.selected(tile.text));
    else if (step.result === 'deselected') setAnnouncement(MatchMessages.deselected);
    else if (step.result === 'missed') setAnnouncement(MatchMessages.missed);
    else if (step.result === 'matched') setAnnouncement(MatchMessages.matched(pairsLeft(step.board)));
    if (step.result === 'matched' && boardCleared(step.board)) void finish(phase.attemptId, step.board.wrongPairs);
  };

  const playing = phase.kind === 'playing' && board;
  const wrongPairs = board?.wrongPairs ?? 0;

  return (
    <div className="space-y-5">
      {playing ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="inline-flex items-center gap-2 text-3xl font-bold tabular-nums" aria-hidden="true">
              <Clock className="h-7 w-7 text-brand-600" />
              {formatMatchTime(elapsed + wrongPairs * 1000)}
            </p>
            <p className="text-sm font-medium text-slate-600">
              {MatchMessages.pairsLeft(pairsLeft(board))}
              {wrongPairs > 0 && <span className="ml-3 text-red-700">{MatchMessages.penalty(wrongPairs)}</span>}
            </p>
          </div>
          <p className="text-sm text-slate-600">{MatchMessages.keyboardHint}</p>
          <MatchGrid board={board} onPick={pick} />
        </>
      ) : (
        <section
          aria-labelledby="match-status"
          className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 md:p-8"
        >
          {phase.kind === 'done' ? (
            <>
              <span className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-emerald-50 text-emerald-600">
                <Trophy className="h-7 w-7" aria-hidden="true" />
              </span>
              <h2 id="match-status" ref={resultRef} tabIndex={-1} className="mt-3 text-lg font-semibold outline-none">
                {MatchMessages.yourTime}: <span className="tabular-nums">{formatMatchTime(phase.result.timeMs)}</span>
              </h2>
              {phase.result.timeMs > phase.result.elapsedMs && (
                <p className="text-sm text-slate-600">
                  {formatMatchTime(phase.result.elapsedMs)}{' '}
                  {MatchMessages.penalty((phase.result.timeMs - phase.result.elapsedMs) / 1000)}
                </p>
              )}
              {phase.result.isPersonalBest && (
                <p className="mt-1 font-semibold text-emerald-700">{MatchMessages.newBest}</p>
              )}
            </>
          ) : phase.kind === 'failed' ? (
            <h2
              id="match-status"
              ref={resultRef}
              tabIndex={-1}
              role="alert"
              className="text-lg font-semibold text-red-800 outline-none"
            >
              {phase.message}
            </h2>
          ) : (
            <>
              <h2 id="match-status" className="text-lg font-semibold">
                {MatchMessages.mode}
              </h2>
              <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">{MatchMessages.intro}</p>
            </>
          )}
          <Button
            size="lg"
            className="mt-5 w-full sm:w-auto"
            busy={phase.kind === 'starting' || phase.kind === 'finishing'}
            onClick={() => void start()}
          >
            {phase.kind === 'ready' || phase.kind === 'starting' ? (
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            ) : (
              <RotateCcw className="h-5 w-5" aria-hidden="true" />
            )}
            {phase.kind === 'ready' || phase.kind === 'starting' ? MatchMessages.start : MatchMessages.playAgain}
          </Button>
        </section>
      )}
      {!playing && <MatchScores query={scores} publicSet={publicSet} />}
      <p role="status" aria-live="polite" className="sr-only">
        {phase.kind === 'finishing' ? MatchMessages.finishing : announcement}
      </p>
    </div>
  );
}
