import type Katex from 'katex';

export type KatexApi = typeof Katex;

let loaded: KatexApi | null = null;
let loading: Promise<KatexApi> | null = null;

/** KaTeX when a page has loaded it already (the next card with math then draws at once). */
export function katexIfLoaded(): KatexApi | null {
  return loaded;
}

/** Loads KaTeX with its stylesheet once; a failed load (offline) is tried again next time. */
export function loadKatex(): Promise<KatexApi> {
  loading ??= import('./katex-module.ts').then(
    (module) => (loaded = module.default),
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/**
 * KaTeX's options for card text (math §6): no command that links, embeds or styles
 * (`trust: false`), bounded sizes and macro expansion (a card cannot make the page hang or huge),
 * and errors thrown so the caller shows the source instead.
 */
const OPTIONS = {
  throwOnError: true,
  trust: false,
  strict: 'ignore',
  maxSize: 20,
  maxExpand: 500,
  output: 'htmlAndMathml',
} as const;

export type RenderedFormula = { node: HTMLElement } | { error: string };

/**
 * One formula drawn into a new element. KaTeX builds the DOM itself (sizes set through the style
 * property, never as inline style attributes the Content-Security-Policy forbids); card text never
 * becomes HTML.
 */
export function renderFormula(katex: KatexApi, tex: string, display: boolean): RenderedFormula {
  const node = document.createElement('span');
  try {
    katex.render(tex, node, { ...OPTIONS, displayMode: display });
    return { node };
  } catch (err) {
    // a formula KaTeX cannot draw never takes the page down: its source is shown instead
    return { error: err instanceof katex.ParseError ? err.rawMessage : 'This formula could not be drawn.' };
  }
}
