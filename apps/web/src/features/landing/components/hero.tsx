import { DemoVideo } from './demo-video.tsx';
import { SchoolSearch, type SchoolSearchProps } from './school-search.tsx';

export function Hero(props: SchoolSearchProps) {
  return (
    <section className="relative mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 pt-10 pb-20 md:grid-cols-2 md:px-8 md:pt-16">
      <div>
        <p className="mb-4 inline-flex rounded-full bg-white/80 px-3 py-1 text-sm font-medium text-brand-700 ring-1 ring-brand-200">
          better flashcards, better grades
        </p>
        <h1 className="text-4xl font-extrabold tracking-tight text-balance text-slate-900 md:text-5xl">
          Instant <span className="whitespace-nowrap">AI-powered</span> flashcards for any class
        </h1>
        <p className="mt-5 max-w-xl text-lg text-slate-600">
          Turn your notes or lecture PDFs into study-ready cards, find sets your classmates made for the same class
          code, and quiz yourself until it sticks.
        </p>
        <div className="mt-8">
          <SchoolSearch {...props} />
          <p className="mt-3 text-sm text-slate-500">Start with your school: signing up is free.</p>
        </div>
      </div>
      <DemoVideo />
    </section>
  );
}
