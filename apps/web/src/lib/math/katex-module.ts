// The one module that pulls KaTeX, its stylesheet and fonts in: imported lazily (katex-loader.ts)
// by pages that show math, so no other page downloads them (ADR 0025).
import katex from 'katex';
import 'katex/dist/katex.min.css';
import './math.css';

export default katex;
