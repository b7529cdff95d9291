// A window's closing time as a countdown ("2 d 5 h left", "closed 3 h ago"), from the stored
// closing time and the time the screen was read (deadlines are data: docs/domain/receipts.md).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export function countdown(closesAt: string, now: number, i18n: I18n): string {
  const ms = new Date(closesAt).getTime() - now;
  const hours = Math.floor(Math.abs(ms) / 3_600_000);
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  if (ms >= 0) return days > 0 ? i18n._(msg`${days} d ${rest} h left`) : i18n._(msg`${rest} h left`);
  return days > 0 ? i18n._(msg`closed ${days} d ${rest} h ago`) : i18n._(msg`closed ${rest} h ago`);
}
