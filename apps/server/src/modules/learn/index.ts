// The learn module's public entry: other modules import only what is listed here (docs/contributing.md).
export { studiedSet } from './studied-set.ts';
