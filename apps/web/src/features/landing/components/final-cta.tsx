import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';

export function FinalCta() {
  return (
    <section className="px-4 py-20 md:px-8">
      <div className="mx-auto max-w-4xl rounded-3xl bg-gradient-to-br from-brand-600 to-violet-700 px-6 py-14 text-center text-white shadow-xl">
        <h2 className="text-3xl font-bold tracking-tight md:text-4xl">Ready for your next exam?</h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-100">
          Join students who study with cards made for their classes.
        </p>
        <Link to="/signup" className={buttonClasses('secondary', 'lg', 'mt-8 text-brand-700 ring-0 hover:bg-brand-50')}>
          Create an account for free
        </Link>
        <p className="mt-4 text-sm text-brand-100">No credit card required • Free forever</p>
      </div>
    </section>
  );
}
