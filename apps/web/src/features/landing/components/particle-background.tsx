import { UiConstants } from '@coursecards/shared/constants/limits';
import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from '../lib/use-reduced-motion.ts';

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  radius: number;
}

// Brand indigo (brand-500), each particle at one of these opacities: the particles of one opacity
// are drawn as one path with one fill, a handful of fills a frame rather than one per particle.
const COLOUR = '99, 102, 241';
const OPACITIES = [0.15, 0.25, 0.35, 0.45, 0.55];
/** The drift is slow: 30 frames a second look like 60 at half the work for a phone's main thread. */
const FRAME_MS = 1000 / 30;
const SIXTIETH_MS = 1000 / 60;

function makeParticle(width: number, height: number): Particle {
  const speed = 0.05 + Math.random() * 0.2; // CSS pixels a sixtieth of a second: a slow drift
  const angle = Math.random() * Math.PI * 2;
  return {
    x: Math.random() * width,
    y: Math.random() * height,
    vx: Math.cos(angle) * speed,
    vy: Math.sin(angle) * speed,
    radius: 0.8 + Math.random() * 2,
  };
}

/**
 * Decorative drifting dots behind the hero, on one canvas with requestAnimationFrame. It draws only
 * while the tab is visible and the canvas on screen, and is left out entirely for reduced motion.
 */
export function ParticleBackground({ className }: { className?: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    let width = 0;
    let height = 0;
    // One list per opacity.
    let layers: Particle[][] = [];
    let frame = 0;
    let lastDrawn = -Infinity;
    let onScreen = true;

    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      const previous = { width, height };
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      if (layers.length === 0) {
        layers = OPACITIES.map(() => []);
        for (let i = 0; i < UiConstants.particleCount; i++)
          layers[i % OPACITIES.length]!.push(makeParticle(width, height));
      } else if (previous.width && previous.height) {
        for (const p of layers.flat()) {
          p.x *= width / previous.width;
          p.y *= height / previous.height;
        }
      }
    };

    const draw = (time: number) => {
      frame = window.requestAnimationFrame(draw);
      // A little early still counts: frames 33.32 ms apart at 60 Hz would otherwise drop to 20 a second.
      if (time - lastDrawn < FRAME_MS - 4) return;
      // The same speed at any frame rate; after a pause, the dots go on from where they were.
      const steps = Number.isFinite(lastDrawn) ? Math.min(time - lastDrawn, 100) / SIXTIETH_MS : 0;
      lastDrawn = time;
      context.clearRect(0, 0, width, height);
      layers.forEach((layer, i) => {
        context.beginPath();
        for (const p of layer) {
          p.x = (p.x + p.vx * steps + width) % width;
          p.y = (p.y + p.vy * steps + height) % height;
          context.moveTo(p.x + p.radius, p.y);
          context.arc(p.x, p.y, p.radius, 0, Math.PI * 2);
        }
        context.fillStyle = `rgba(${COLOUR}, ${OPACITIES[i]})`;
        context.fill();
      });
    };

    const start = () => {
      if (!frame && onScreen && !document.hidden && width && height) frame = window.requestAnimationFrame(draw);
    };
    const stop = () => {
      window.cancelAnimationFrame(frame);
      frame = 0;
    };
    const onVisibility = () => (document.hidden ? stop() : start());

    const sizeObserver = new ResizeObserver(() => {
      resize();
      start();
    });
    sizeObserver.observe(canvas);
    const screenObserver = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? true;
      if (onScreen) start();
      else stop();
    });
    screenObserver.observe(canvas);
    document.addEventListener('visibilitychange', onVisibility);

    return () => {
      stop();
      sizeObserver.disconnect();
      screenObserver.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [reducedMotion]);

  if (reducedMotion) return null;
  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      className={clsx('pointer-events-none absolute inset-0 h-full w-full', className)}
    />
  );
}
