import { accentCommands, blackboardBold, escapedCharacters, symbolCommands } from './equation-commands.ts';
import { isScriptCharacter, subscripts, superscripts } from './unicode-scripts.ts';

/**
 * Typed equation syntax (a friendly subset of LaTeX) → plain Unicode text, which is what a card
 * stores, so an equation reads the same in every place a card is shown.
 *
 * - `x^2` → x², `x_2` → x₂; a script takes one character, a command, or a `{…}` group:
 *   `x^{10}` → x¹⁰, `a_{ij}` → aᵢⱼ, `x^10` → x¹0 (as in LaTeX). Spaces inside a script are dropped.
 * - A script Unicode cannot write (no superscript q, no subscript ∞, a script inside a script)
 *   keeps a readable fallback with its group in parentheses: `x^q` → x^(q), `x^{2^3}` → x^(2³).
 * - Integral signs take bounds, written sub first whatever the typed order: `\int_0^1` → ∫₀¹.
 * - `\alpha`… Greek, operators, relations, arrows, `\infty` and friends → their symbols (see
 *   equation-commands.ts); `\sin x` → sin x; `\sqrt{x+1}` → √(x+1), `\sqrt[3]{x}` → ∛x;
 *   `\frac{a+b}{2}` → (a+b)/2; `\hat{x}` → x̂, `\vec{v}` → v⃗; `\mathbb{R}` → ℝ; `\text{…}` as is.
 * - `\^`, `\_`, `\{`, `\}`, `\\` give the character itself; a bare `{…}` only groups; an unknown
 *   command is kept as typed (`\foo`), so nothing a student typed silently disappears.
 */
export function convertEquation(typed: string): string {
  return new EquationReader(typed).readAll().trim().normalize('NFC');
}

const LETTER = /[A-Za-z]/;
const SPACE = /\s/;
const integralSigns = new Set(['∫', '∬', '∭', '∮', '∯', '∰', '∑', '∏', '∐']);
const wordCommands = new Set(['text', 'textrm', 'mathrm', 'mathit', 'mathbf', 'mathsf', 'operatorname', 'textbf']);
const sizingCommands = new Set(['left', 'right', 'big', 'Big', 'bigg', 'Bigg', 'bigl', 'bigr', 'Bigl', 'Bigr']);
const spacingCommands: Readonly<Record<string, string>> = { quad: '\u2003', qquad: '\u2003\u2003' };

/** Raised text, or `^(text)` when Unicode has no raised form for some character of it. */
export function toSuperscript(text: string): string {
  return toScript(text, superscripts, '^');
}

/** Lowered text, or `_(text)` when Unicode has no lowered form for some character of it. */
export function toSubscript(text: string): string {
  return toScript(text, subscripts, '_');
}

function toScript(text: string, forms: Readonly<Record<string, string>>, marker: '^' | '_'): string {
  const characters = [...text].filter((ch) => !SPACE.test(ch));
  if (characters.length === 0) return '';
  const mapped = characters.map((ch) => (isScriptCharacter(ch) ? undefined : forms[ch]));
  if (mapped.every((ch) => ch !== undefined)) return mapped.join('');
  return `${marker}(${text.trim()})`;
}

/** A fraction's part in parentheses when it has an operator or a space: (a+b)/2, but 2x/3. */
const fractionPart = (text: string) =>
  /[\s+\-−±∓=<>≤≥≠≈/÷×·,;:]/.test(text) && !isParenthesised(text) ? `(${text})` : text;

/** A root's argument in parentheses unless it is one number or one symbol with its scripts: √2, √y₁, √(2x). */
const radicand = (text: string) => {
  const [first = '', ...rest] = [...text];
  const single = /^\d+(\.\d+)?$/.test(text) || rest.every((ch) => isScriptCharacter(ch) || /\p{M}/u.test(ch));
  return single || isParenthesised(text) || !first ? text : `(${text})`;
};

/** "(a+b)" is, "(a)+(b)" is not: the opening parenthesis must close at the very end. */
function isParenthesised(text: string): boolean {
  if (!text.startsWith('(') || !text.endsWith(')')) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    if (depth === 0 && i < text.length - 1) return false;
  }
  return true;
}

class EquationReader {
  private pos = 0;

  constructor(private readonly source: string) {}

  readAll(): string {
    let out = '';
    while (!this.atEnd()) out += this.peek() === '}' ? this.take() : this.readItem();
    return out;
  }

  /** Everything up to the matching `}` (or the end, for a brace never closed). */
  private readGroup(): string {
    let out = '';
    while (!this.atEnd() && this.peek() !== '}') out += this.readItem();
    if (this.peek() === '}') this.pos++;
    return out;
  }

  private readItem(): string {
    const ch = this.peek();
    if (ch === '{') {
      this.pos++;
      return this.readGroup();
    }
    if (ch === '^' || ch === '_') return this.readScript();
    if (ch === '\\') return this.readCommand();
    return this.take();
  }

  private readScript(): string {
    const marker = this.take();
    const argument = this.readArgument();
    if (argument === null) return marker;
    return marker === '^' ? toSuperscript(argument) : toSubscript(argument);
  }

  /** A script's or command's argument: a group, one command, or one character; null if none. */
  private readArgument(): string | null {
    const start = this.pos;
    while (!this.atEnd() && SPACE.test(this.peek())) this.pos++;
    const ch = this.peek();
    if (this.atEnd() || ch === '}' || ch === '^' || ch === '_') {
      this.pos = start;
      return null;
    }
    if (ch === '{') {
      this.pos++;
      return this.readGroup();
    }
    if (ch === '\\') return this.readCommand();
    return this.take();
  }

  private readCommand(): string {
    this.pos++; // the backslash
    if (this.atEnd()) return '\\';
    if (!LETTER.test(this.peek())) {
      const ch = this.take();
      return escapedCharacters[ch] ?? ch;
    }
    let name = '';
    while (!this.atEnd() && LETTER.test(this.peek())) name += this.take();
    return this.expand(name);
  }

  private expand(name: string): string {
    if (name === 'sqrt') return this.readRoot();
    if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
      const numerator = this.readArgument() ?? '';
      const denominator = this.readArgument() ?? '';
      return `${fractionPart(numerator)}/${fractionPart(denominator)}`;
    }
    const accent = accentCommands[name];
    if (accent) return [...(this.readArgument() ?? '')].map((ch) => ch + accent).join('');
    if (name === 'mathbb') return [...(this.readArgument() ?? '')].map((ch) => blackboardBold[ch] ?? ch).join('');
    if (wordCommands.has(name)) return this.readArgument() ?? '';
    if (sizingCommands.has(name)) {
      // `\left.` is an invisible delimiter.
      if (this.peek() === '.') this.pos++;
      return '';
    }
    const spacing = spacingCommands[name];
    if (spacing) return spacing;
    const symbol = symbolCommands[name];
    if (symbol === undefined) return `\\${name}`;
    return integralSigns.has(symbol) ? symbol + this.readBounds() : symbol;
  }

  /** `\int^1_0` and `\int_0^1` both print ∫₀¹: lower bound first. */
  private readBounds(): string {
    let lower: string | null = null;
    let upper: string | null = null;
    for (;;) {
      const start = this.pos;
      while (!this.atEnd() && SPACE.test(this.peek())) this.pos++;
      const marker = this.peek();
      const wanted = (marker === '_' && lower === null) || (marker === '^' && upper === null);
      this.pos++;
      const argument = wanted ? this.readArgument() : null;
      if (argument === null) {
        this.pos = start;
        break;
      }
      if (marker === '_') lower = toSubscript(argument);
      else upper = toSuperscript(argument);
    }
    return (lower ?? '') + (upper ?? '');
  }

  private readRoot(): string {
    let index = '';
    if (this.peek() === '[') {
      const close = this.source.indexOf(']', this.pos);
      if (close !== -1) {
        index = new EquationReader(this.source.slice(this.pos + 1, close)).readAll().trim();
        this.pos = close + 1;
      }
    }
    const root = radicand(this.readArgument() ?? '');
    if (index === '' || index === '2') return `√${root}`;
    if (index === '3') return `∛${root}`;
    if (index === '4') return `∜${root}`;
    return `${toSuperscript(index)}√${root}`;
  }

  private atEnd(): boolean {
    return this.pos >= this.source.length;
  }

  private peek(): string {
    return this.source[this.pos] ?? '';
  }

  /** One whole character (a code point, so emoji and astral math letters stay in one piece). */
  private take(): string {
    const ch = String.fromCodePoint(this.source.codePointAt(this.pos) ?? 0);
    this.pos += ch.length;
    return ch;
  }
}
