import { Clapperboard } from 'lucide-react';

/** Poster size in CSS pixels (the file is twice that, for sharp screens). */
const POSTER = { src: '/landing/demo-poster.webp', width: 960, height: 600 };

/**
 * The demo video's place. There is no video yet, so it shows the poster (a real capture of a study
 * card) and says so plainly, rather than a play button that does nothing.
 */
export function DemoVideo() {
  return (
    <figure className="relative mx-auto w-full max-w-xl">
      <div className="overflow-hidden rounded-3xl bg-white shadow-2xl ring-1 shadow-brand-900/10 ring-slate-200">
        <div className="flex items-center gap-1.5 border-b border-slate-100 bg-slate-50 px-4 py-2.5" aria-hidden="true">
          <span className="h-2.5 w-2.5 rounded-full bg-rose-300" />
          <span className="h-2.5 w-2.5 rounded-full bg-amber-300" />
          <span className="h-2.5 w-2.5 rounded-full bg-emerald-300" />
        </div>
        <div className="relative">
          <img
            src={POSTER.src}
            width={POSTER.width}
            height={POSTER.height}
            alt="A CourseCards study card for BIO 101: the question “What does the mitochondrion produce for the cell?” with its answer shown below."
            decoding="async"
            className="block h-auto w-full"
          />
          <p className="absolute inset-x-0 bottom-4 mx-auto flex w-fit items-center gap-2 rounded-full bg-slate-900/80 px-4 py-2 text-sm font-medium text-white shadow-lg backdrop-blur">
            <Clapperboard className="h-4 w-4" aria-hidden="true" />
            Demo video coming soon
          </p>
        </div>
      </div>
      <figcaption className="sr-only">CourseCards demo: a video walkthrough is coming soon.</figcaption>
    </figure>
  );
}
