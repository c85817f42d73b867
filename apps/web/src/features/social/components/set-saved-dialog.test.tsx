import { Timings } from '@coursecards/shared/constants/limits';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SetSavedDialog } from './set-saved-dialog.tsx';

function renderDialog(open = true) {
  const onClose = vi.fn();
  const view = render(
    <MemoryRouter>
      <SetSavedDialog open={open} onClose={onClose} />
    </MemoryRouter>,
  );
  const rerender = (next: boolean) =>
    view.rerender(
      <MemoryRouter>
        <SetSavedDialog open={next} onClose={onClose} />
      </MemoryRouter>,
    );
  return { onClose, rerender };
}

const dialog = () => screen.getByRole('dialog', { name: 'Set Saved Successfully!' });

describe('SetSavedDialog', () => {
  // jsdom has no Web Animations: a stand-in records the countdown the bar is given.
  const animate = vi.fn(() => ({ cancel: vi.fn() }));
  beforeEach(() => {
    vi.useFakeTimers();
    Element.prototype.animate = animate as unknown as Element['animate'];
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).animate;
    animate.mockClear();
  });

  it('runs its bar down over 3 s, fades for 500 ms, then closes', () => {
    const { onClose } = renderDialog();
    expect(dialog()).toHaveTextContent('A copy of this set is now in your Saved Sets');
    expect(screen.getByRole('link', { name: 'View Saved Sets' })).toHaveAttribute('href', '/saved-sets');
    expect(animate).toHaveBeenCalledWith(
      [{ transform: 'scaleX(1)' }, { transform: 'scaleX(0)' }],
      expect.objectContaining({ duration: Timings.savedDialogAutoClose, easing: 'linear' }),
    );

    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(dialog()).not.toHaveClass('opacity-0');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(dialog()).toHaveClass('opacity-0');
    act(() => {
      vi.advanceTimersByTime(Timings.savedDialogFade - 1);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once by its close button, and its timers stop', () => {
    const { onClose, rerender } = renderDialog();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(false);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('starts afresh, unfaded, when opened again', () => {
    const { rerender } = renderDialog();
    act(() => {
      vi.advanceTimersByTime(3500);
    });
    rerender(false);
    rerender(true);
    expect(dialog()).not.toHaveClass('opacity-0');
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(dialog()).not.toHaveClass('opacity-0');
  });
});
