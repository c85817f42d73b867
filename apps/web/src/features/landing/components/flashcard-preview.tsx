/** A picture of the product: a study card and the one behind it. Decorative; the text is real content. */
export function FlashcardPreview() {
  return (
    <div className="relative mx-auto h-72 w-full max-w-md select-none" aria-hidden="true">
      <div className="absolute inset-x-8 top-2 h-56 rotate-6 rounded-3xl bg-brand-200/70 shadow-lg" />
      <div className="absolute inset-x-4 top-6 h-56 -rotate-3 rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200">
        <div className="flex items-center justify-between text-xs font-medium">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-700">BIO 101</span>
          <span className="text-slate-400">Card 4 of 24</span>
        </div>
        <p className="mt-6 text-lg font-semibold text-slate-900">What does the mitochondrion produce for the cell?</p>
        <div className="mt-5 rounded-2xl bg-emerald-50 p-4 text-sm text-emerald-900">
          ATP, through cellular respiration: the cell&apos;s main energy currency.
        </div>
      </div>
    </div>
  );
}
