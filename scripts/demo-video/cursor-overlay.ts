/**
 * A mouse pointer drawn into the page, since headless Chromium draws none: it follows the real
 * (Playwright) mouse events and shows a ripple where a click lands, so a viewer sees where each
 * click happens. It lives in the top layer as a manual popover, raised again above each modal
 * dialog that opens after it (a dialog opened later would cover it), and ignores the pointer.
 * Styles are set through the CSSOM: the app's Content-Security-Policy refuses inline style markup.
 *
 * Browser code, given to the page as text (this project's Node types have no DOM).
 */
export const cursorOverlayScript = String.raw`(() => {
  if (window.top !== window) return;
  const ARROW =
    'data:image/svg+xml,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="32" viewBox="0 0 24 32">' +
        '<path d="M2 2 L2 25 L8 19.5 L12.5 29.5 L16.5 27.7 L12 18 L20 18 Z" fill="#0f172a" stroke="#ffffff" ' +
        'stroke-width="2" stroke-linejoin="round"/></svg>',
    );
  const set = (el, styles) => {
    for (const [name, value] of Object.entries(styles)) el.style.setProperty(name, value);
  };
  let layer;
  let pointer;
  const raisedAbove = new WeakSet();

  function build() {
    layer = document.createElement('div');
    layer.setAttribute('popover', 'manual');
    layer.setAttribute('aria-hidden', 'true');
    layer.dataset.demoCursor = '';
    set(layer, {
      position: 'fixed', inset: '0', width: '100vw', height: '100vh', margin: '0', padding: '0',
      border: '0', background: 'transparent', overflow: 'visible', 'pointer-events': 'none',
    });
    pointer = document.createElement('img');
    pointer.src = ARROW;
    pointer.alt = '';
    set(pointer, {
      position: 'fixed', left: '0', top: '0', width: '24px', height: '32px', transform: 'translate(-100px, -100px)',
      'transform-origin': '2px 2px', filter: 'drop-shadow(0 2px 3px rgba(15, 23, 42, 0.35))', 'z-index': '2',
    });
    layer.append(pointer);
    document.documentElement.append(layer);
  }

  /** Shown, and above every modal dialog open now. */
  function raise() {
    if (!layer) build();
    const dialogs = [...document.querySelectorAll('dialog[open]')];
    const newer = dialogs.some((d) => !raisedAbove.has(d));
    if (newer && layer.matches(':popover-open')) layer.hidePopover();
    if (!layer.matches(':popover-open')) layer.showPopover();
    dialogs.forEach((d) => raisedAbove.add(d));
  }

  let x = -100;
  let y = -100;
  addEventListener('mousemove', (event) => {
    x = event.clientX;
    y = event.clientY;
    raise();
    pointer.style.setProperty('transform', 'translate(' + (x - 2) + 'px, ' + (y - 2) + 'px)');
  }, true);

  addEventListener('mousedown', (event) => {
    raise();
    const ripple = document.createElement('div');
    set(ripple, {
      position: 'fixed', left: event.clientX - 22 + 'px', top: event.clientY - 22 + 'px', width: '44px',
      height: '44px', 'border-radius': '50%', background: 'rgba(99, 102, 241, 0.35)',
      border: '2px solid rgba(79, 70, 229, 0.8)', 'box-sizing': 'border-box', 'z-index': '1',
    });
    layer.append(ripple);
    ripple
      .animate(
        [
          { transform: 'scale(0.3)', opacity: 1 },
          { transform: 'scale(1.4)', opacity: 0 },
        ],
        { duration: 550, easing: 'ease-out' },
      )
      .finished.then(() => ripple.remove());
    pointer.animate(
      [
        { transform: 'translate(' + (x - 2) + 'px, ' + (y - 2) + 'px) scale(1)' },
        { transform: 'translate(' + (x - 2) + 'px, ' + (y - 2) + 'px) scale(0.85)' },
        { transform: 'translate(' + (x - 2) + 'px, ' + (y - 2) + 'px) scale(1)' },
      ],
      { duration: 220 },
    );
  }, true);
})();`;
