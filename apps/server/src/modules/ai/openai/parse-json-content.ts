/**
 * The JSON in a model's message. Structured output gives bare JSON; models without it often wrap it
 * in a ```json fence or a sentence ("Here are your flashcards: {...}"). Returns undefined when no
 * JSON value can be read.
 */
export function parseJsonContent(content: string): unknown {
  const text = content.trim();
  const candidates = [text];
  const fenced = /```[a-zA-Z]*[ \t]*\r?\n?([\s\S]*?)```/.exec(text);
  if (fenced?.[1]) candidates.push(fenced[1].trim());
  // The outermost object or array, when words surround it.
  const first = text.search(/[[{]/);
  if (first >= 0) {
    const close = text[first] === '{' ? '}' : ']';
    const last = text.lastIndexOf(close);
    if (last > first) candidates.push(text.slice(first, last + 1));
  }
  for (const candidate of candidates) {
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // try the next reading
    }
  }
  return undefined;
}
