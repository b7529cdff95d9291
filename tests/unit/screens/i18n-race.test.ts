// Catalogs load concurrently at start-up (the browser's language beside the session's first call,
// whose stored language may differ): the language asked for last wins, whichever catalog arrives
// first. The catalogs here are stand-ins whose arrival the test controls.
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { languageActivator } from '../../../src/screens/i18n';

function deferred() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

function activatorWithGates() {
  const gates = { en: deferred(), 'zh-CN': deferred() };
  const activate = languageActivator({
    en: async () => (await gates.en.opened, { messages: { hello: 'Hello' } }),
    'zh-CN': async () => (await gates['zh-CN'].opened, { messages: { hello: '你好' } }),
  });
  return { gates, activate };
}

describe('languageActivator', () => {
  it('keeps the language asked for last when an earlier catalog arrives later', async () => {
    const { gates, activate } = activatorWithGates();
    gates.en.open();
    await activate('en');
    const slow = activate('zh-CN');
    await activate('en');
    gates['zh-CN'].open();
    await slow;
    expect(i18n.locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches to the language asked for last, whichever catalog comes first', async () => {
    const { gates, activate } = activatorWithGates();
    i18n.activate('xx');
    const english = activate('en');
    const chinese = activate('zh-CN');
    gates['zh-CN'].open();
    await chinese;
    gates.en.open();
    await english;
    expect(i18n.locale).toBe('zh-CN');
    expect(i18n._('hello')).toBe('你好');
  });
});
