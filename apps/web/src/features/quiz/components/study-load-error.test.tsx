import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { StudyLoadError } from './study-load-error.tsx';

function renderError(error: unknown) {
  const onReload = vi.fn();
  render(
    <MemoryRouter>
      <StudyLoadError error={error} onReload={onReload} />
    </MemoryRouter>,
  );
  return { onReload };
}

describe('StudyLoadError', () => {
  it('says "Set not found" for a set the server does not know, with Find Sets and no Try Again', () => {
    renderError(new ApiError(404, 'not_found', 'Flashcard set not found'));
    expect(screen.getByRole('heading', { name: 'Set not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Sets' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Created Sets' })).toHaveAttribute('href', '/created-sets');
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it('offers Try Again and the way back when the set could not be loaded', async () => {
    const { onReload } = renderError(new ApiError(0, 'network_error', 'offline'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load flashcard set. Please check your connection.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back to Created Sets' })).toBeInTheDocument();
  });
});
