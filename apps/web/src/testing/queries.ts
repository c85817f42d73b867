import { screen } from '@testing-library/react';

/** The set card whose title links to the set. */
export const cardOf = (title: string) => screen.getByRole('link', { name: title }).closest('article') as HTMLElement;
