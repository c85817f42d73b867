import { hasMath } from '@coursecards/shared/domain/math-text';
import { MathText } from '../../../components/ui/math-text.tsx';

/**
 * The side as students will see it, under a field that holds math (math §3): drawn as
 * it is typed, with what is wrong in a formula KaTeX cannot read. Nothing for text without math.
 */
export function MathPreview({ text, id }: { text: string; id: string }) {
  if (!hasMath(text)) return null;
  return (
    <div id={id} className="math-preview rounded-lg bg-white px-3 py-2 ring-1 ring-slate-200">
      <p className="text-[0.6875rem] font-semibold tracking-wide text-slate-500 uppercase">Preview</p>
      <p className="mt-0.5 whitespace-pre-wrap text-slate-900 wrap-anywhere">
        <MathText text={text} explainErrors />
      </p>
    </div>
  );
}
