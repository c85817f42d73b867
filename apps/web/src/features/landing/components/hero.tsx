import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { FlashcardPreview } from './flashcard-preview.tsx';

export function Hero() {
  return (
    <section className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-10 pb-20 md:grid-cols-2 md:px-8 md:pt-16">
      <div>
        <p className="mb-4 inline-flex rounded-full bg-white/80 px-3 py-1 text-sm font-medium text-brand-700 ring-1 ring-brand-200">
          better flashcards, better grades
        </p>
        <h1 className="text-4xl font-extrabold tracking-tight text-balance text-slate-900 md:text-6xl">
          Instant <span className="whitespace-nowrap">AI-powered</span> flashcards for any class
        </h1>
        <p className="mt-5 max-w-xl text-lg text-slate-600">
          Turn your notes or lecture PDFs into study-ready cards, find sets your classmates made for the same class
          code, and quiz yourself until it sticks.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/signup" className={buttonClasses('primary', 'lg')}>
            Get started free
            <ArrowRight className="h-5 w-5" aria-hidden="true" />
          </Link>
          <Link to="/login" className={buttonClasses('secondary', 'lg')}>
            Sign In
          </Link>
        </div>
      </div>
      <FlashcardPreview />
    </section>
  );
}
