import { clsx } from 'clsx';
import { mayHoldMath, type MathSegment, splitMath } from '@coursecards/shared/domain/math-text';
import { useEffect, useMemo, useState } from 'react';
import { katexIfLoaded, type KatexApi, loadKatex, renderFormula } from '../../lib/math/katex-loader.ts';

export interface MathTextProps {
  /** a card side's text, as the student wrote it */
  text: string;
  /** say what is wrong with a formula KaTeX cannot read (the creator's preview), not only that it is */
  explainErrors?: boolean;
  /** draw `$$…$$` inline too, where room is short (a Match tile): inline math wraps after = and + */
  inlineOnly?: boolean;
}

/** KaTeX once `wanted`: loaded on first use (its own chunk), at once when a page has it already. */
function useKatex(wanted: boolean): KatexApi | null {
  const [katex, setKatex] = useState(katexIfLoaded);
  useEffect(() => {
    if (!wanted || katex) return;
    let current = true;
    loadKatex().then(
      (loaded) => current && setKatex(loaded),
      // offline or a failed chunk: the formulas stay as their source, readable
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, katex]);
  return katex;
}

/**
 * Card text with its math drawn by KaTeX (math §2). Text is rendered as text (never as
 * HTML); each `$…$` or `$$…$$` becomes KaTeX's output, or, for LaTeX KaTeX cannot read, its
 * source marked with a small note. Text without math costs nothing: KaTeX is not loaded for it.
 */
export function MathText({ text, explainErrors = false, inlineOnly = false }: MathTextProps) {
  const segments = useMemo(() => (mayHoldMath(text) ? splitMath(text) : null), [text]);
  const withMath = segments?.some((s) => s.kind === 'math') ?? false;
  const katex = useKatex(withMath);
  if (!segments) return text;
  return segments.map((segment, i) =>
    segment.kind === 'text' ? (
      segment.text
    ) : (
      <Formula
        key={`${i}:${segment.source}`}
        segment={inlineOnly ? { ...segment, display: false } : segment}
        katex={katex}
        explainError={explainErrors}
      />
    ),
  );
}

type FormulaProps = {
  segment: Extract<MathSegment, { kind: 'math' }>;
  katex: KatexApi | null;
  explainError: boolean;
};

function Formula({ segment, katex, explainError }: FormulaProps) {
  const { tex, display, source } = segment;
  const drawn = useMemo(() => (katex ? renderFormula(katex, tex, display) : null), [katex, tex, display]);
  // until KaTeX is here the source stands in, as the student wrote it
  if (!drawn) return <span className="math-pending">{source}</span>;
  if ('error' in drawn) {
    return (
      <span className="math-error" title={`This math could not be shown: ${drawn.error}`}>
        <span className="rounded-sm bg-amber-50 px-0.5 text-slate-800 underline decoration-amber-500 decoration-dotted underline-offset-4">
          {source}
        </span>
        <span
          className={clsx(
            'ml-1 align-middle text-[0.65em] font-semibold text-amber-800',
            !explainError && 'whitespace-nowrap',
          )}
        >
          {explainError ? `(math error: ${drawn.error})` : '(math error)'}
        </span>
      </span>
    );
  }
  return (
    <span
      className={display ? 'math-display block' : 'math-inline'}
      ref={(host) => {
        // KaTeX's own DOM (drawn.node), placed once React has the host element
        if (host && host.firstChild !== drawn.node) host.replaceChildren(drawn.node);
      }}
    />
  );
}
