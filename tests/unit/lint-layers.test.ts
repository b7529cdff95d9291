// @vitest-environment node
// The import-direction rules of design.md section 3 really bite: a probe file in each layer that
// imports a forbidden layer is reported by eslint, and an allowed import is not.
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(filePath: string, source: string): Promise<boolean> {
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.some((m) => m.ruleId === 'no-restricted-imports');
}

const cases: Array<[string, string, boolean]> = [
  ['src/screens/Probe.tsx', "import { call } from '../services';\nexport const x = call;\n", true],
  ['src/screens/Probe.tsx', "import v from 'virtual:variant';\nexport const x = v;\n", true],
  ['src/screens/Probe.tsx', "import { getVariant } from '../variants';\nexport const x = getVariant;\n", true],
  ['src/screens/Probe.tsx', "import { sessionMachine } from '../machines/app/session.machine';\nexport const x = sessionMachine;\n", false],
  ['src/machines/app/probe.machine.ts', "import { App } from '../../screens/App';\nexport const x = App;\n", true],
  ['src/machines/app/probe.machine.ts', "import { useState } from 'react';\nexport const x = useState;\n", true],
  ['src/machines/app/probe.machine.ts', "import { call } from '../../services';\nexport const x = call;\n", false],
  ['src/services/probe.ts', "import { sessionMachine } from '../machines/app/session.machine';\nexport const x = sessionMachine;\n", true],
  ['src/contract/probe.ts', "import { call } from '../services';\nexport const x = call;\n", true],
  ['src/ui/Probe.tsx', "import { languages } from '../contract/common';\nexport const x = languages;\n", true],
  ['server/probe.ts', "import { call } from '../src/services';\nexport const x = call;\n", true],
  ['server/probe.ts', "import { allEndpoints } from '../src/contract';\nexport const x = allEndpoints;\n", false],
  // the browser loads an area's endpoints only with its chunk (decision 035)
  ['src/machines/order/probe.ts', "import { getOrderInfo } from '../../contract';\nexport const x = getOrderInfo;\n", true],
  ['src/screens/dashboard/Probe.tsx', "import { workQueueItems } from '../../contract/areas';\nexport const x = workQueueItems;\n", true],
  ['src/main.tsx', "import { allEndpoints } from './contract';\nexport const x = allEndpoints;\n", true],
  ['src/screens/routes.tsx', "import { allEndpoints } from './../contract/index';\nexport const x = allEndpoints;\n", true],
  ['src/machines/order/probe.ts', "import { getOrderInfo } from '../../contract/order';\nexport const x = getOrderInfo;\n", false],
  ['src/screens/dashboard/Probe.tsx', "import { workQueueItems } from '../../contract/shell';\nexport const x = workQueueItems;\n", false],
];

describe('lint: import direction', () => {
  it.each(cases)('%s: %s restricted=%s', async (file, source, expected) => {
    expect(await restricted(file, source)).toBe(expected);
  }, 30_000);
});
