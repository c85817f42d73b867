import { UiConstants } from '@coursecards/shared/constants/limits';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ParticleBackground } from './particle-background.tsx';

function stubMotionPreference(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** A canvas that records its drawing, and observers that report the canvas sized and on screen. */
function stubCanvasAndObservers() {
  const context = {
    setTransform: vi.fn(),
    clearRect: vi.fn(),
    beginPath: vi.fn(),
    moveTo: vi.fn(),
    arc: vi.fn(),
    fill: vi.fn(),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: () => void) {}
      observe() {
        this.callback();
      }
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  const cancel = vi.fn();
  vi.stubGlobal('cancelAnimationFrame', cancel);
  return { context, frames, cancel };
}

describe('ParticleBackground', () => {
  it('is not rendered at all for reduced motion', () => {
    stubMotionPreference(true);
    const { container } = render(<ParticleBackground />);
    expect(container).toBeEmptyDOMElement();
  });

  it('draws its particles on a hidden, click-through canvas, and pauses while the tab is hidden', () => {
    stubMotionPreference(false);
    const { context, frames, cancel } = stubCanvasAndObservers();
    const { container, unmount } = render(<ParticleBackground />);
    const canvas = container.querySelector('canvas')!;
    expect(canvas).toHaveAttribute('aria-hidden', 'true');
    expect(canvas).toHaveClass('pointer-events-none');

    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(context.arc).toHaveBeenCalledTimes(UiConstants.particleCount);
    // A few fills a frame (one per opacity), not one per particle: a phone's main thread stays free.
    expect(context.fill.mock.calls.length).toBeLessThanOrEqual(5);
    expect(frames).toHaveLength(2);

    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(cancel).toHaveBeenCalledWith(2);
    hidden.mockReturnValue(false);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(frames).toHaveLength(3);

    unmount();
    expect(cancel).toHaveBeenCalledWith(3);
  });

  it('draws at most 30 frames a second, and keeps its loop going in between', () => {
    stubMotionPreference(false);
    const { context, frames } = stubCanvasAndObservers();
    render(<ParticleBackground />);
    frames[0]!(1000);
    const drawn = () => context.clearRect.mock.calls.length;
    expect(drawn()).toBe(1);
    frames[1]!(1016); // the next sixtieth of a second: skipped
    expect(drawn()).toBe(1);
    expect(frames).toHaveLength(3); // but the loop goes on
    frames[2]!(1034);
    expect(drawn()).toBe(2);
  });
});
