import { BrainCircuit, Sparkles, UsersRound, type LucideIcon } from 'lucide-react';

const features: ReadonlyArray<{ title: string; body: string; icon: LucideIcon }> = [
  {
    title: 'AI-Powered Precision',
    body: 'Paste your notes or drop in a lecture PDF and get clear question-and-answer cards in seconds. Every card stays editable.',
    icon: Sparkles,
  },
  {
    title: 'Collaborative Learning',
    body: 'Find sets made by students at your school for your exact class code, like the best ones and save them to study later.',
    icon: UsersRound,
  },
  {
    title: 'Smart Study Modes',
    body: 'Flip through cards, or take a quiz with multiple choice or typed answers that are checked for meaning, not just spelling.',
    icon: BrainCircuit,
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="bg-white py-20">
      <div className="mx-auto max-w-6xl px-4 md:px-8">
        <h2 id="features-heading" className="text-center text-3xl font-bold tracking-tight">
          Everything you need to study smarter
        </h2>
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {features.map(({ title, body, icon: Icon }) => (
            <article key={title} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
              <span className="grid h-12 w-12 place-items-center rounded-xl bg-brand-600 text-white shadow-sm">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-slate-600">{body}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
