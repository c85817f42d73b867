/** A round initial for accounts without a picture. */
export function Avatar({ name }: { name: string }) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span
      className="grid h-20 w-20 shrink-0 place-items-center rounded-full bg-brand-100 text-3xl font-bold text-brand-700 ring-4 ring-white md:h-24 md:w-24 md:text-4xl"
      aria-hidden="true"
    >
      {initial}
    </span>
  );
}
