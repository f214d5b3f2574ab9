/** A stable text for request params (key order does not matter), so equal requests share one key. */
export function paramsKey(params: object): string {
  return JSON.stringify(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
}
