// One lint configuration for every workspace: type-aware rules for TypeScript, accessibility rules for JSX.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './lint/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-server/**',
      'web/src/i18n/compiled/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'server/data/**',
      'lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.strict, reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // One intl runtime: Atrium's own (web/src/i18n/intl.ts); react-intl's would need its provider. One
    // way to draw icons (web/src/ui/icon.ts): lucide-react's components bring its machinery back.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/i18n/**', '**/*.test.{ts,tsx}', 'web/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-intl',
              message: 'Import useIntl, defineMessages and RawIntlProvider from src/i18n/intl.ts.',
              allowTypeImports: true,
            },
            {
              name: 'lucide-react',
              message:
                "Draw an icon with src/ui/icon.ts from its shape: import { __iconData } from 'lucide-react/icons/<name>'.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-floating-promises': 'off',
    },
  },
  {
    // The fast web and server tests share one module registry per worker (web/vitest.config.ts,
    // server/vitest.config.ts): a file that replaces or reloads modules would change them for the files
    // after it.
    files: ['{web,server}/src/**/*.test.{ts,tsx}'],
    ignores: ['**/*.isolated.test.{ts,tsx}', '**/*.slow.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|doUnmock|resetModules)$/]",
          message: 'Name the file *.isolated.test.ts(x): it needs a module registry of its own.',
        },
      ],
    },
  },
  ...boundaries,
);
