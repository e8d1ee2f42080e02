import { endpoints, type EndpointName } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { NOT_ON_A_SCREEN, SCREENS } from './screens.ts';

describe('the screens the properties run over', () => {
  it('render every endpoint of the contract, except those said not to be rendered', () => {
    const rendered = new Set<EndpointName>(Object.values(SCREENS).flatMap((screen) => screen.endpoints));
    const missing = (Object.keys(endpoints) as EndpointName[]).filter(
      (name) => !rendered.has(name) && NOT_ON_A_SCREEN[name] === undefined,
    );
    expect(missing).toEqual([]);
  });
});
