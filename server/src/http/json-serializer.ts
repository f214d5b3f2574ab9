// JSON for API replies. Coordinates must stay floats on the wire: JSON.stringify(45.0) writes 45,
// which Python reads as int and the official client's float assertion fails (api-shapes §1.2).
const FLOAT_KEYS = new Set(['latitude', 'longitude', 'miles']);
const MARK = `__float_${Math.random().toString(36).slice(2)}__`;
const MARKED = new RegExp(`"${MARK}(-?\\d+)"`, 'g');

export function serializeJson(payload: unknown): string {
  let marked = false;
  const text = JSON.stringify(payload, (key, value: unknown) => {
    if (FLOAT_KEYS.has(key) && typeof value === 'number' && Number.isInteger(value)) {
      marked = true;
      return `${MARK}${value}`;
    }
    return value;
  });
  return marked ? text.replace(MARKED, '$1.0') : text;
}
