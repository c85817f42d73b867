/** The id of the JSON element in index.html that lists each route's chunks (ADR 0039): no DOM here, the build and the budget check read it too. */
export const ROUTE_PRELOADS_ID = 'route-preloads';
