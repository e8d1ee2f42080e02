import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StructuredData } from './StructuredData.tsx';

describe('StructuredData', () => {
  it('writes one JSON-LD block that a hostile name cannot close, and that reads back unchanged', () => {
    const name = '</script><script>window.hacked = 1</script><!-- "quoted" & done';
    const { container } = render(<StructuredData data={{ '@type': 'Course', name }} />);
    const scripts = container.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.type).toBe('application/ld+json');
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual({ '@type': 'Course', name });
    expect(scripts[0]?.innerHTML).not.toContain('</script');
  });
});
