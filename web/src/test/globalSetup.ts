import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Tests render with the real compiled catalogue, so it is regenerated from the code first. */
export default function setup(): void {
  const script = fileURLToPath(new URL('../../scripts/i18n.mjs', import.meta.url));
  execFileSync(process.execPath, [script, 'extract', 'compile'], { stdio: 'inherit' });
}
