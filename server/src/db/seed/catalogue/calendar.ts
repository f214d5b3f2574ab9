// Date arithmetic for the catalogue in whole UTC days and epoch seconds. UTC keeps the result the
// same on every machine; sermon dates carry no time zone anyway.

export const DAY = 86_400;
export const HOUR = 3_600;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Midnight UTC of a YYYY-MM-DD date, in epoch seconds (negative before 1970). */
export function dateToEpoch(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!) / 1000;
}

export function toDateString(epoch: number): string {
  return new Date(epoch * 1000).toISOString().slice(0, 10);
}

/** "January 7, 1855", for headings in the style of the printed sermons. */
export function toLongDate(epoch: number): string {
  const date = new Date(epoch * 1000);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export function yearOf(epoch: number): number {
  return new Date(epoch * 1000).getUTCFullYear();
}

export function startOfDay(epoch: number): number {
  return Math.floor(epoch / DAY) * DAY;
}

/** 0 = Sunday. */
export function weekdayOf(epoch: number): number {
  return new Date(epoch * 1000).getUTCDay();
}

/** The latest day on or before `epoch` that falls on one of `weekdays`. */
export function onOrBefore(epoch: number, weekdays: readonly number[]): number {
  let day = startOfDay(epoch);
  for (let i = 0; i < 7 && !weekdays.includes(weekdayOf(day)); i++) day -= DAY;
  return day;
}

/** The earliest day on or after `epoch` that falls on one of `weekdays`. */
export function onOrAfter(epoch: number, weekdays: readonly number[]): number {
  let day = startOfDay(epoch);
  for (let i = 0; i < 7 && !weekdays.includes(weekdayOf(day)); i++) day += DAY;
  return day;
}
