import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { CLASS_CODES, csv, sideText, type, UCSC_LIST, user } from '../testing/creator-kit.tsx';
import type { EquationControlProps } from './card-side-editor.tsx';
import type { AiOverlaySlotProps } from '../lib/editor-slots.ts';
import { SetEditor } from './set-editor.tsx';

function FakeAiOverlay({ open, onClose, onGenerated }: AiOverlaySlotProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Generate Flashcards with AI">
      <button type="button" onClick={() => onGenerated([{ question: 'What is DNA?', answer: 'A molecule' }])}>
        Generate
      </button>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

function FakeEquationButton({ label, text, onTextChange }: EquationControlProps) {
  return (
    <button type="button" onClick={() => onTextChange(`${text} x²`)}>
      Insert equation into {label}
    </button>
  );
}

function renderEditor(props: Partial<ComponentProps<typeof SetEditor>> = {}) {
  fakeApi({ [`GET ${UCSC_LIST}`]: () => csv(CLASS_CODES) });
  const router = createMemoryRouter(
    [
      { path: '/set-creator', element: <SetEditor user={user} {...props} /> },
      { path: '/created-sets', element: <h1>Created Sets</h1> },
    ],
    { initialEntries: ['/set-creator'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('set editor: the AI overlay slot', () => {
  it('has no AI buttons without an overlay', () => {
    renderEditor();
    expect(screen.queryByRole('button', { name: /Cards from Notes or PDF/ })).toBeNull();
  });

  it('opens the overlay from either button and appends what it generates, with the notice', async () => {
    renderEditor({ AiOverlay: FakeAiOverlay });
    const [large, floating] = screen.getAllByRole('button', { name: 'AI Generate Cards from Notes or PDF' });
    fireEvent.click(large as HTMLElement);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    type(sideText(1, 'Question'), 'Mine');
    type(sideText(1, 'Answer'), 'Yes');
    fireEvent.click(screen.getAllByRole('button', { name: 'Generate More Cards from Notes or PDF' })[1] as HTMLElement);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Generate' }));
    expect(sideText(1, 'Question')).toHaveValue('Mine');
    expect(sideText(2, 'Question')).toHaveValue('What is DNA?');
    expect(screen.getByText('Flashcards Generated!')).toBeInTheDocument();
    expect(screen.getByText('1 card added to your set')).toBeInTheDocument();
    expect(floating).toHaveAttribute('title', 'Generate More Cards from Notes or PDF');
  });

  it('replaces an empty card with the generated ones', () => {
    renderEditor({ AiOverlay: FakeAiOverlay });
    fireEvent.click(screen.getAllByRole('button', { name: 'AI Generate Cards from Notes or PDF' })[0] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(sideText(1, 'Question')).toHaveValue('What is DNA?');
    expect(screen.queryByRole('textbox', { name: 'Card 2 Question' })).toBeNull();
  });
});

describe('set editor: the equation slot', () => {
  it('puts a control on each side that writes into that side’s text', async () => {
    renderEditor({ EquationControl: FakeEquationButton });
    type(sideText(1, 'Answer'), 'E = mc');
    fireEvent.click(screen.getByRole('button', { name: 'Insert equation into Card 1 answer' }));
    expect(sideText(1, 'Answer')).toHaveValue('E = mc x²');
    expect(screen.getByRole('button', { name: 'Insert equation into Card 1 question' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Class Code' })).not.toHaveAttribute('aria-busy'));
  });
});
