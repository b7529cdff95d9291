// The server's message filler: `{name}` takes the value, and an English plural picks its form by
// the count, so no answer says "1 cart(s)".
import { describe, expect, it } from 'vitest';
import { fillMessage } from '../../server/http/fill-message';

const carts = '{count, plural, one {# cart uses} other {# carts use}} this channel ({code}).';

describe('fillMessage', () => {
  it('picks the singular for 1 and the plural for 0 and 2, with the count for #', () => {
    expect(fillMessage(carts, { count: 1, code: 'DHL' })).toBe('1 cart uses this channel (DHL).');
    expect(fillMessage(carts, { count: 0, code: 'DHL' })).toBe('0 carts use this channel (DHL).');
    expect(fillMessage(carts, { count: 2, code: 'DHL' })).toBe('2 carts use this channel (DHL).');
  });

  it('fills several plurals in one text, and leaves unknown placeholders as they are', () => {
    const text = '{lines, plural, one {# line} other {# lines}}, {qty, plural, one {# unit} other {# units}} in {groups}';
    expect(fillMessage(text, { lines: 1, qty: 17 })).toBe('1 line, 17 units in {groups}');
  });

  it('fills a plain placeholder with a value that looks like a plural', () => {
    expect(fillMessage('Code {code}', { code: '{x, plural, one {a} other {b}}' })).toBe('Code {x, plural, one {a} other {b}}');
  });
});
