// Time zone strings sent with uploads and imports (spec section 7: "GMT plus the offset").

/** 'GMT+08:00', 'GMT-05:30', 'GMT+00:00' for the given date's local offset. */
export function timezoneOffset(date: Pick<Date, 'getTimezoneOffset'> = new Date()): string {
  // getTimezoneOffset() is UTC minus local, in minutes: -480 for UTC+8.
  const minutes = -date.getTimezoneOffset() || 0; // never '-0'
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `GMT${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
