/** False in a component's first render, true once what that render drew has been painted. */
import { useEffect, useState } from 'react';
import { afterNextPaint } from './afterNextPaint.ts';

export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (painted ? undefined : afterNextPaint(() => setPainted(true))), [painted]);
  return painted;
}
