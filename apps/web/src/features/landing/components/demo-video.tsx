import { useId } from 'react';
import demo from '../demo-video.json';

/** The files `npm run demo:video` writes into public/demo/, recorded from the product itself. */
const BASE = '/demo/coursecards-demo';

/**
 * The demo video. Nothing of it but the poster loads with the page: preload="none" leaves the video
 * until the visitor presses play, so it never counts toward the landing page's first load. It has no
 * sound (muted), captions say what each step shows, and the same steps are listed below it as text
 * for anyone who does not play it.
 */
export function DemoVideo() {
  const stepsId = useId();
  return (
    <figure className="relative mx-auto w-full max-w-xl">
      <div className="overflow-hidden rounded-3xl bg-white shadow-2xl ring-1 shadow-brand-900/10 ring-slate-200">
        <div className="flex items-center gap-1.5 border-b border-slate-100 bg-slate-50 px-4 py-2.5" aria-hidden="true">
          <span className="h-2.5 w-2.5 rounded-full bg-rose-300" />
          <span className="h-2.5 w-2.5 rounded-full bg-amber-300" />
          <span className="h-2.5 w-2.5 rounded-full bg-emerald-300" />
        </div>
        <video
          className="block h-auto w-full bg-slate-100"
          width={demo.width}
          height={demo.height}
          poster={`${BASE}-poster.webp`}
          preload="none"
          controls
          muted
          playsInline
          aria-label="CourseCards demo video"
          aria-describedby={stepsId}
        >
          <source src={`${BASE}.webm`} type="video/webm" />
          {demo.mp4 && <source src={`${BASE}.mp4`} type="video/mp4" />}
          <track kind="captions" src={`${BASE}.en.vtt`} srcLang="en" label="English" default />
        </video>
      </div>
      <figcaption className="mt-3 px-2 text-sm text-slate-600">
        <details>
          <summary className="cursor-pointer rounded font-medium text-slate-700 hover:text-brand-700">
            What the demo shows
          </summary>
          <ol id={stepsId} className="mt-2 list-decimal space-y-1 pl-5">
            {demo.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </details>
      </figcaption>
    </figure>
  );
}
