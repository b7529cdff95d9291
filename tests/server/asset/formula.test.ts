// The safe cost-formula evaluator (server/asset/formula.ts) and the number rules of the
// asset contract, without a database.
import { describe, expect, it } from 'vitest';
import { isBufferQty, isCostAmount, isFeePercent, isRatio2 } from '../../../src/contract';
import { evaluateFormula, FormulaError, parcelVariables, parseFormula } from '../../../server/asset/formula';

const vars = parcelVariables({ weightKg: 2, lengthCm: 40, widthCm: 30, heightCm: 20, declaredValue: 100, volumetricDivisor: 6000 });
const run = (formula: string) => evaluateFormula(parseFormula(formula), vars);
const kindOf = (formula: string): string => {
  try {
    run(formula);
    return 'ok';
  } catch (error) {
    if (error instanceof FormulaError) return error.kind;
    throw error;
  }
};

describe('cost formula evaluator', () => {
  it('computes numbers, + - * / ( ), min, max, ceil and the named variables with the usual precedence', () => {
    expect(vars.get('volumeCm3')).toBe(24000);
    expect(vars.get('volumetricKg')).toBe(4);
    expect(vars.get('chargeableKg')).toBe(4);
    expect(run('1 + 2 * 3')).toBe(7);
    expect(run('(1 + 2) * 3')).toBe(9);
    expect(run('10 - 4 - 3')).toBe(3);
    expect(run('8 / 4 / 2')).toBe(1);
    expect(run('-2 * -3')).toBe(6);
    expect(run('+5 - -5')).toBe(10);
    expect(run('max(weightKg, volumetricKg) * 12.5 + 3')).toBe(53);
    expect(run('min(1, 2, 3, -4)')).toBe(-4);
    expect(run('ceil(weightKg / 3)')).toBe(1);
    expect(run('ceil(2.0000001)')).toBe(3);
    expect(run('declaredValue * 1.5 / 100')).toBe(1.5);
    expect(run('  chargeableKg\t*\n2 ')).toBe(8);
  });

  it('division by zero is its own error; an infinite result is refused', () => {
    expect(kindOf('1 / 0')).toBe('divisionByZero');
    expect(kindOf('weightKg / (heightCm - 20)')).toBe('divisionByZero');
    expect(kindOf('0 / 1')).toBe('ok');
    expect(kindOf('99999999999 * 99999999999 * 99999999999 * 99999999999 * 99999999999 * 99999999999 * 99999999999 * 99999999999 * 99999999999 * 99999999999 * 99999999999 * 99999999999 * 99999999999 * 99999999999 * 99999999999 * 99999999999 * 99999999999 * 99999999999 * 99999999999 * 99999999999 * 99999999999 * 99999999999 * 99999999999 * 99999999999 * 99999999999 * 99999999999 * 99999999999 * 99999999999 * 99999999999 * 99999999999')).toBe('notFinite');
  });

  it('refuses unknown variables and functions, wrong argument counts and bad syntax, naming the position', () => {
    expect(kindOf('weight * 2')).toBe('unknownVariable');
    expect(kindOf('floor(1)')).toBe('unknownFunction');
    expect(kindOf('ceil()')).toBe('arity');
    expect(kindOf('ceil(1, 2)')).toBe('arity');
    expect(kindOf('max()')).toBe('arity');
    for (const bad of ['', '1 +', '(1', '1)', '1 2', '* 2', '1..2', '.5', '1e3', '1,2', 'max(1,)', '2 ^ 3', '5 % 2']) expect(kindOf(bad), bad).toBe('syntax');
    try {
      parseFormula('weightKg + $');
    } catch (error) {
      expect(error).toBeInstanceOf(FormulaError);
      expect((error as FormulaError).message).toBe('unexpected character "$" at position 12');
      expect((error as FormulaError).detailZh).toBe('第 12 个字符“$”无法识别');
    }
  });

  it('injection attempts are unknown names or syntax errors, and nothing on the prototype is reachable', () => {
    const attempts: [string, string][] = [
      ['process.exit()', 'syntax'],
      ['process', 'unknownVariable'],
      ['constructor', 'unknownVariable'],
      ['__proto__', 'unknownVariable'],
      ['toString', 'unknownVariable'],
      ['hasOwnProperty(1)', 'unknownFunction'],
      ['constructor(1)', 'unknownFunction'],
      ['eval(1)', 'unknownFunction'],
      ['require(1)', 'unknownFunction'],
      ['weightKg.constructor', 'syntax'],
      ['this', 'unknownVariable'],
      ['globalThis', 'unknownVariable'],
      ['"a"', 'syntax'],
      ['`a`', 'syntax'],
      ['[1]', 'syntax'],
      ['a => 1', 'syntax'],
      ['1; process.exit(1)', 'syntax'],
      ['weightKg = 1', 'syntax'],
    ];
    for (const [formula, kind] of attempts) expect(kindOf(formula), formula).toBe(kind);
    // a Map of variables: names on Object.prototype are not variables
    expect(() => evaluateFormula({ t: 'var', name: 'constructor' }, new Map())).toThrow(FormulaError);
  });

  it('refuses formulas that are too long or too deeply nested', () => {
    expect(kindOf(`${'('.repeat(100)}1${')'.repeat(100)}`)).toBe('tooComplex');
    expect(kindOf(`${'-'.repeat(100)}1`)).toBe('tooComplex');
    expect(kindOf(Array.from({ length: 300 }, () => '1').join(' + '))).toBe('tooComplex');
    expect(kindOf(Array.from({ length: 100 }, () => '1').join(' + '))).toBe('ok');
  });
});

describe('asset number rules', () => {
  it('buffer qty: digits only, not empty', () => {
    for (const v of ['0', '7', '000', '123456789']) expect(isBufferQty(v), v).toBe(true);
    for (const v of ['', ' ', '-1', '1.5', '1e3', '+1', 'abc', '1234567890', null, undefined]) expect(isBufferQty(v), String(v)).toBe(false);
  });
  it('ratio: 0..100 with up to 2 decimals', () => {
    for (const v of ['0', '0.5', '12.34', '100', '100.00', '99.99']) expect(isRatio2(v), v).toBe(true);
    for (const v of ['', '-1', '100.01', '101', '1.234', '.5', '1.', '05', 'abc']) expect(isRatio2(v), v).toBe(false);
  });
  it('cost amount: positive with up to 5 decimals (isPositiveNumber5), never 0 or negative', () => {
    for (const v of ['1', '0.00001', '12.5', '10.12345', '999999']) expect(isCostAmount(v), v).toBe(true);
    for (const v of ['0', '0.0', '-1', '-0.5', '1.123456', '05', '.5', '', 'abc']) expect(isCostAmount(v), v).toBe(false);
    expect(isFeePercent('100')).toBe(true);
    expect(isFeePercent('100.00001')).toBe(false);
  });
});
