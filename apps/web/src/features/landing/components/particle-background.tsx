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
  alpha: number;
}

// Brand indigo (brand-500) at each particle's own opacity.
const COLOUR = '99, 102, 241';

function makeParticle(width: number, height: number): Particle {
  const speed = 0.05 + Math.random() * 0.2; // CSS pixels a frame: a slow drift
  const angle = Math.random() * Math.PI * 2;
  return {
    x: Math.random() * width,
    y: Math.random() * height,
    vx: Math.cos(angle) * speed,
    vy: Math.sin(angle) * speed,
    radius: 0.8 + Math.random() * 2,
    alpha: 0.15 + Math.random() * 0.4,
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
    let particles: Particle[] = [];
    let frame = 0;
    let onScreen = true;

    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      const previous = { width, height };
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      if (particles.length === 0) {
        particles = Array.from({ length: UiConstants.particleCount }, () => makeParticle(width, height));
      } else if (previous.width && previous.height) {
        for (const p of particles) {
          p.x *= width / previous.width;
          p.y *= height / previous.height;
        }
      }
    };

    const draw = () => {
      context.clearRect(0, 0, width, height);
      for (const p of particles) {
        p.x = (p.x + p.vx + width) % width;
        p.y = (p.y + p.vy + height) % height;
        context.beginPath();
        context.arc(p.x, p.y, p.radius, 0, Math.PI * 2);
        context.fillStyle = `rgba(${COLOUR}, ${p.alpha})`;
        context.fill();
      }
      frame = window.requestAnimationFrame(draw);
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
