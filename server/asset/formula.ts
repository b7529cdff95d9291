// A safe evaluator for logistics cost formulas such as `max(chargeableKg, 0.5) * 68 + 25`.
// Only numbers, + - * / ( ), the functions min, max, ceil and the named variables of
// `formulaVariables` exist; everything else is refused while parsing. Nothing is ever handed to
// eval/Function, and names are looked up in Maps (never on objects), so `constructor`,
// `__proto__` or `process` are simply unknown names.
import { formulaFunctions, formulaVariables } from '../../src/contract';

export type FormulaErrorKind = 'syntax' | 'unknownVariable' | 'unknownFunction' | 'arity' | 'tooComplex' | 'divisionByZero' | 'notFinite';

export class FormulaError extends Error {
  constructor(
    readonly kind: FormulaErrorKind,
    /** English detail; `detailZh` in Chinese. */
    message: string,
    readonly detailZh: string,
    readonly position?: number,
  ) {
    super(message);
    this.name = 'FormulaError';
  }
}

type Node =
  | { t: 'num'; value: number }
  | { t: 'var'; name: string }
  | { t: 'neg'; arg: Node }
  | { t: 'bin'; op: '+' | '-' | '*' | '/'; left: Node; right: Node }
  | { t: 'call'; name: string; args: Node[] };

type Token = { kind: 'num'; value: number; pos: number } | { kind: 'name'; value: string; pos: number } | { kind: 'op'; value: string; pos: number };

const MAX_TOKENS = 400;
const MAX_DEPTH = 40;
const variables = new Set<string>(formulaVariables);
const arity = new Map<string, [min: number, max: number]>([
  ['min', [1, 20]],
  ['max', [1, 20]],
  ['ceil', [1, 1]],
]);
// keep the contract's list and the evaluator's in step
if (formulaFunctions.some((f) => !arity.has(f)) || arity.size !== formulaFunctions.length) throw new Error('formula functions out of step with the contract');

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
      i++;
      continue;
    }
    const num = /^\d+(?:\.\d+)?/.exec(source.slice(i));
    if (num) {
      tokens.push({ kind: 'num', value: Number(num[0]), pos: i });
      i += num[0].length;
    } else if (/[A-Za-z_]/.test(ch)) {
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i))![0];
      tokens.push({ kind: 'name', value: name, pos: i });
      i += name.length;
    } else if ('+-*/(),'.includes(ch)) {
      tokens.push({ kind: 'op', value: ch, pos: i });
      i++;
    } else {
      throw new FormulaError('syntax', `unexpected character "${ch}" at position ${i + 1}`, `第 ${i + 1} 个字符“${ch}”无法识别`, i);
    }
    if (tokens.length > MAX_TOKENS) throw new FormulaError('tooComplex', 'the formula is too long', '公式过长');
  }
  return tokens;
}

/** Parses a formula; FormulaError for anything outside the grammar or an unknown name. */
export function parseFormula(source: string): Node {
  const tokens = tokenize(source);
  let k = 0;
  const peek = () => tokens[k];
  const posOf = (t: Token | undefined) => (t ? t.pos + 1 : source.length + 1);
  const expectOp = (op: string) => {
    const t = peek();
    if (!t || t.kind !== 'op' || t.value !== op) {
      throw new FormulaError('syntax', `"${op}" expected at position ${posOf(t)}`, `第 ${posOf(t)} 个位置缺少“${op}”`, posOf(t) - 1);
    }
    k++;
  };

  const expr = (depth: number): Node => {
    if (depth > MAX_DEPTH) throw new FormulaError('tooComplex', 'the formula is nested too deeply', '公式嵌套过深');
    let left = term(depth);
    for (let t = peek(); t && t.kind === 'op' && (t.value === '+' || t.value === '-'); t = peek()) {
      k++;
      left = { t: 'bin', op: t.value as '+' | '-', left, right: term(depth) };
    }
    return left;
  };
  const term = (depth: number): Node => {
    let left = unary(depth);
    for (let t = peek(); t && t.kind === 'op' && (t.value === '*' || t.value === '/'); t = peek()) {
      k++;
      left = { t: 'bin', op: t.value as '*' | '/', left, right: unary(depth) };
    }
    return left;
  };
  const unary = (depth: number): Node => {
    const t = peek();
    if (t && t.kind === 'op' && (t.value === '-' || t.value === '+')) {
      k++;
      if (depth > MAX_DEPTH) throw new FormulaError('tooComplex', 'the formula is nested too deeply', '公式嵌套过深');
      const arg = unary(depth + 1);
      return t.value === '-' ? { t: 'neg', arg } : arg;
    }
    return primary(depth);
  };
  const primary = (depth: number): Node => {
    const t = peek();
    if (!t) throw new FormulaError('syntax', 'the formula ends too early', '公式不完整');
    if (t.kind === 'num') {
      k++;
      return { t: 'num', value: t.value };
    }
    if (t.kind === 'name') {
      k++;
      const next = peek();
      if (next && next.kind === 'op' && next.value === '(') {
        const bounds = arity.get(t.value);
        if (!bounds) throw new FormulaError('unknownFunction', `unknown function "${t.value}" (use min, max, ceil)`, `未知函数“${t.value}”（可用 min、max、ceil）`, t.pos);
        k++;
        const args: Node[] = [];
        if (!(peek()?.kind === 'op' && peek()!.value === ')')) {
          args.push(expr(depth + 1));
          while (peek()?.kind === 'op' && peek()!.value === ',') {
            k++;
            args.push(expr(depth + 1));
          }
        }
        expectOp(')');
        if (args.length < bounds[0] || args.length > bounds[1]) {
          throw new FormulaError('arity', `${t.value}() takes ${bounds[0] === bounds[1] ? bounds[0] : `${bounds[0]} or more`} ${bounds[0] === 1 && bounds[1] === 1 ? 'argument' : 'arguments'}`, `${t.value}() 的参数个数不正确`, t.pos);
        }
        return { t: 'call', name: t.value, args };
      }
      if (!variables.has(t.value)) {
        throw new FormulaError('unknownVariable', `unknown variable "${t.value}" (use ${formulaVariables.join(', ')})`, `未知变量“${t.value}”（可用 ${formulaVariables.join('、')}）`, t.pos);
      }
      return { t: 'var', name: t.value };
    }
    if (t.value === '(') {
      k++;
      const inner = expr(depth + 1);
      expectOp(')');
      return inner;
    }
    throw new FormulaError('syntax', `unexpected "${t.value}" at position ${t.pos + 1}`, `第 ${t.pos + 1} 个位置的“${t.value}”不正确`, t.pos);
  };

  const tree = expr(0);
  if (k < tokens.length) {
    const t = tokens[k];
    throw new FormulaError('syntax', `unexpected "${String(t.value)}" at position ${t.pos + 1}`, `第 ${t.pos + 1} 个位置的“${String(t.value)}”多余`, t.pos);
  }
  return tree;
}

/** Evaluates a parsed formula with the given variables (a Map: no prototype lookups). */
export function evaluateFormula(tree: Node, vars: ReadonlyMap<string, number>): number {
  const ev = (n: Node): number => {
    switch (n.t) {
      case 'num':
        return n.value;
      case 'var': {
        const v = vars.get(n.name);
        if (v === undefined) throw new FormulaError('unknownVariable', `no value for "${n.name}"`, `变量“${n.name}”没有值`);
        return v;
      }
      case 'neg':
        return -ev(n.arg);
      case 'bin': {
        const a = ev(n.left);
        const b = ev(n.right);
        if (n.op === '+') return a + b;
        if (n.op === '-') return a - b;
        if (n.op === '*') return a * b;
        if (b === 0) throw new FormulaError('divisionByZero', 'division by zero', '除数为零');
        return a / b;
      }
      case 'call': {
        const args = n.args.map(ev);
        if (n.name === 'min') return Math.min(...args);
        if (n.name === 'max') return Math.max(...args);
        return Math.ceil(args[0]);
      }
    }
  };
  const result = ev(tree);
  if (!Number.isFinite(result)) throw new FormulaError('notFinite', 'the result is not a finite number', '计算结果不是有限数值');
  return result;
}

/** The variables of a sample parcel: volume, volumetric and chargeable weight derived. */
export function parcelVariables(p: { weightKg: number; lengthCm: number; widthCm: number; heightCm: number; declaredValue: number; volumetricDivisor: number }) {
  const volumeCm3 = p.lengthCm * p.widthCm * p.heightCm;
  const volumetricKg = volumeCm3 / p.volumetricDivisor;
  return new Map<string, number>([
    ['weightKg', p.weightKg],
    ['lengthCm', p.lengthCm],
    ['widthCm', p.widthCm],
    ['heightCm', p.heightCm],
    ['volumeCm3', volumeCm3],
    ['volumetricKg', volumetricKg],
    ['chargeableKg', Math.max(p.weightKg, volumetricKg)],
    ['declaredValue', p.declaredValue],
  ]);
}
