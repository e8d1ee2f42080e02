/**
 * The import boundaries hold only if lint really refuses each kind of crossing. Each probe is one
 * import line linted as if it stood in a file at `at`, resolved against the real tree; the cycle is
 * two fixture files. `npm run lint` shows the other half: the code itself passes.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import boundaries from './boundaries.js';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...boundaries],
});

/** The rules that fire on `source` placed at `at` (a path from the repository root). */
async function rulesBroken(at: string, source: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(`${source}\n`, { filePath: path.join(root, at) });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

const RESTRICTED = 'import-x/no-restricted-paths';
const CYCLE = 'atrium/no-import-cycle';

describe('lint refuses each kind of boundary crossing', () => {
  it.each([
    ['the contract imports the web app', 'contract/src/probe.ts', "import '../../web/src/lib/safeUrl.ts';"],
    ['the contract imports the server', 'contract/src/probe.ts', "import '../../server/src/config.ts';"],
    ['ui imports a feature', 'web/src/ui/Probe.tsx', "import '../features/home/HomePage.tsx';"],
    ['ui imports the API client', 'web/src/ui/Probe.tsx', "import '../api/errors.ts';"],
    [
      'ui imports a common product piece',
      'web/src/ui/Probe.tsx',
      "import '../common/course-card/CourseCard.tsx';",
    ],
    ['lib imports ui', 'web/src/lib/probe.ts', "import '../ui/Button.tsx';"],
    ['a slot imports a feature', 'web/src/slots/Probe.tsx', "import '../features/home/HomePage.tsx';"],
    ['a slot imports the API client', 'web/src/slots/probe.ts', "import '../api/client.ts';"],
    ['ui imports a slot', 'web/src/ui/Probe.tsx', "import '../slots/Slot.tsx';"],
    ['config imports a slot', 'web/src/config/probe.ts', "import '../slots/slotIds.ts';"],
    ['lib imports config', 'web/src/lib/probe.ts', "import '../config/keys.ts';"],
    ['config imports the API client', 'web/src/config/probe.ts', "import '../api/client.ts';"],
    [
      'the API client imports a feature',
      'web/src/api/probe.ts',
      "import '../features/course/enrollment.ts';",
    ],
    [
      'a common piece imports a feature',
      'web/src/common/probe.ts',
      "import '../features/catalogue/searchState.ts';",
    ],
    [
      'a feature reaches into another feature’s file',
      'web/src/features/home/Probe.tsx',
      "import '../catalogue/CatalogueBrowser.tsx';",
    ],
    ['a feature imports the app shell', 'web/src/features/home/Probe.tsx', "import '../../app/routes.tsx';"],
    [
      'a common piece imports the app shell',
      'web/src/common/page/probe.ts',
      "import '../../app/bootstrap.ts';",
    ],
    ['ui imports the app shell', 'web/src/ui/Probe.tsx', "import '../app/Layout.tsx';"],
    ['a repository imports from http/', 'server/src/repositories/probe.ts', "import '../http/urls.ts';"],
    ['a page calls a route module', 'server/src/pages/probe.ts', "import '../routes/enrollments.ts';"],
  ])('%s', async (_, at, source) => {
    expect(await rulesBroken(at, source)).toContain(RESTRICTED);
  });

  it('another workspace reached by a relative path instead of its package', async () => {
    const broken = await rulesBroken('web/src/test/probe.ts', "import '../../../contract/src/samples.ts';");
    expect(broken).toContain('import-x/no-relative-packages');
  });

  it.each([
    ['an import cycle', 'lint/fixtures/cycle/first.ts'],
    ['a cycle closed by a type import and a dynamic import', 'lint/fixtures/type-cycle/menu.ts'],
    ['the same cycle from its other side', 'lint/fixtures/type-cycle/control.ts'],
  ])('%s', async (_, file) => {
    const [result] = await eslint.lintFiles([path.join(root, file)]);
    expect(result?.messages.map((message) => message.ruleId)).toContain(CYCLE);
  });
});

describe('lint lets the allowed directions through', () => {
  it.each([
    [
      'a feature uses another feature’s public entry',
      'web/src/features/home/Probe.tsx',
      "import '../catalogue/index.ts';",
    ],
    ['a feature uses its own files', 'web/src/features/home/Probe.tsx', "import './rules.ts';"],
    [
      'a feature uses common pieces, ui, lib and the API',
      'web/src/features/home/Probe.tsx',
      "import '../../common/course-card/CourseCard.tsx';\nimport '../../ui/Button.tsx';\nimport '../../lib/safeUrl.ts';\nimport '../../api/errors.ts';",
    ],
    ['main.tsx starts the app shell', 'web/src/main.tsx', "import './app/App.tsx';"],
    ['the API client reads config', 'web/src/api/probe.ts', "import '../config/baseSettings.ts';"],
    [
      'the web app imports the contract by its package',
      'web/src/test/probe.ts',
      "import '@atrium/contract/samples';",
    ],
    ['a route uses a repository', 'server/src/routes/probe.ts', "import '../repositories/paging.ts';"],
  ])('%s', async (_, at, source) => {
    expect(await rulesBroken(at, source)).toEqual([]);
  });

  it('a type both sides import from a third module', async () => {
    const results = await eslint.lintFiles(
      ['menu.ts', 'control.ts', 'props.ts'].map((file) => path.join(root, 'lint/fixtures/no-cycle', file)),
    );
    expect(results.flatMap((result) => result.messages)).toEqual([]);
  });
});
