// The static-data module's public entry: other modules import only what is listed here (docs/contributing.md).
export { type StaticLists } from './static-lists.ts';
