// `npm run build`: the production web app in web/dist, copied to dist/ at the root (where Tutor looks).
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies, fail, root, run } from './lib.mjs';

await ensureDependencies();
if ((await run('npm', ['run', 'build', '-w', 'web'])) !== 0) fail('The web build failed.');
rmSync(join(root, 'dist'), { recursive: true, force: true });
cpSync(join(root, 'web', 'dist'), join(root, 'dist'), { recursive: true });
console.log('Built web/dist and copied it to dist/.');
