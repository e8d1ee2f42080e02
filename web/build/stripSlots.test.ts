import { describe, expect, it } from 'vitest';
import { withoutSlots } from './stripSlots.ts';

/** Each case is the body of a component. */
const inComponent = (code: string) => `function Example() {\n${code}\n}`;
const strip = (code: string) => withoutSlots('/web/src/Example.tsx', code);

describe('withoutSlots: a build without env.config.jsx keeps only what a Slot wraps', () => {
  it.each<[string, string, string]>([
    ['among JSX children', '<div><Slot id={A}><Logo /></Slot><nav /></div>', '<div><Logo /><nav /></div>'],
    [
      'with props',
      '<p><Slot id={A} props={{ course }}><Card course={course} /></Slot></p>',
      '<p><Card course={course} /></p>',
    ],
    ['an empty slot among children', '<div><Slot id={A} /><nav /></div>', '<div><nav /></div>'],
    [
      'returned, one child',
      'return (\n  <Slot id={A}>\n    <Logo />\n  </Slot>\n);',
      'return (\n  <Logo />\n);',
    ],
    ['returned, an expression', 'return <Slot id={A}>{children}</Slot>;', 'return (children);'],
    ['returned, two children', 'return <Slot id={A}><B /><C /></Slot>;', 'return <><B /><C /></>;'],
    ['returned, empty', 'return <Slot id={A}></Slot>;', 'return null;'],
    ['in a condition', 'x ? <Slot id={A}><B /></Slot> : <C />', 'x ? <B /> : <C />'],
    ['self-closing in a condition', 'x && <Slot id={A} />', 'x && null'],
    [
      'nested',
      'return <Slot id={A}><div><Slot id={B}><C /></Slot></div></Slot>;',
      'return <div><C /></div>;',
    ],
    ['a Slot directly in a Slot', 'return <Slot id={A}><Slot id={B}><C /></Slot></Slot>;', 'return <C />;'],
    ['after text other than ASCII (≤ é)', '// ≤ é\n<a><Slot id={A}><b /></Slot></a>', '// ≤ é\n<a><b /></a>'],
    ['no slot', '<div><SlotMachine /></div>', '<div><SlotMachine /></div>'],
  ])('%s', (_, code, expected) => {
    expect(strip(inComponent(code))).toBe(inComponent(expected));
  });

  it('refuses a file it cannot parse, rather than guess', () => {
    expect(() => strip('<div><Slot id={A}>')).toThrow(/Example\.tsx/);
  });
});
