/**
 * `make pull_translations` as Tutor runs it (OPENEDX_ATLAS_PULL, ATLAS_OPTIONS), with a stand-in
 * `atlas` first on PATH (src/test/atlas) that serves a translations repository from a folder. The
 * merged dictionaries are written to a temporary folder, never the repository's, and this build's
 * dictionaries (dictionaries.ts, an import.meta.glob of src/i18n/compiled) are replaced by what the
 * pull compiled: the rest (the locale table, loadMessages, the chooser, the header) is the real code.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { Header } from '../features/header/Header.tsx';
import { LanguageChooser } from '../features/footer/LanguageChooser.tsx';
import { renderApp } from '../test/render.tsx';
import { server } from '../test/server.ts';
import { ORIGIN, testSettings } from '../test/settings.ts';
import { loadMessages } from '../i18n/loadMessages.ts';

const pull = await vi.hoisted(async () => {
  const { spawnSync } = await import('node:child_process');
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const root = path.join(import.meta.dirname, '../../..');
  const atlas = path.join(import.meta.dirname, '../test/atlas');
  const out = mkdtempSync(path.join(tmpdir(), 'atrium-pull-'));
  const run = spawnSync(
    'make',
    [
      'pull_translations',
      'OPENEDX_ATLAS_PULL=true',
      // As tutor-mfe writes it: its repository and revision first, then the operator's own options.
      'ATLAS_OPTIONS=--repository=acme/atrium-translations --revision=v2 --filter=fr,uk',
      `TRANSLATIONS_OUT=${path.join(out, 'messages')}`,
      `TRANSLATIONS_COMPILED=${path.join(out, 'compiled')}`,
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        PATH: `${path.join(atlas, 'bin')}${path.delimiter}${process.env.PATH ?? ''}`,
        ATLAS_STAND_IN_REPOSITORIES: path.join(atlas, 'repositories'),
      },
    },
  );
  return {
    root,
    out,
    compiled: path.join(out, 'compiled'),
    // Set when make itself could not run (npm test installs it when missing: scripts/lib.mjs).
    error: run.error?.message,
    status: run.status,
    stdout: run.stdout,
    stderr: run.stderr,
  };
});

vi.mock('../i18n/dictionaries.ts', async () => {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const names =
    pull.status === 0 ? fs.readdirSync(pull.compiled).map((file) => file.replace('.json', '')) : [];
  const loaders = Object.fromEntries(
    names
      .filter((name) => name !== 'en')
      .map((name) => [
        `./compiled/${name}.json`,
        () =>
          Promise.resolve(
            JSON.parse(fs.readFileSync(path.join(pull.compiled, `${name}.json`), 'utf8')) as unknown,
          ),
      ]),
  );
  return { dictionaryLoaders: loaders, BUILD_DICTIONARIES: ['en', ...names.filter((name) => name !== 'en')] };
});

afterAll(async () => {
  const fs = await import('node:fs');
  fs.rmSync(pull.out, { recursive: true, force: true });
});

const ACTIVE_LANGUAGES = JSON.stringify([
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'uk', name: 'Українська' },
  // Listed by the platform, but with no dictionary here: it reads English, and is not offered twice.
  { code: 'ru', name: 'Русский' },
]);

async function renderInLanguage(code: string) {
  document.cookie = `openedx-language-preference=${code}; Path=/`;
  server.use(
    http.post(`${ORIGIN}/login_refresh`, () => new HttpResponse(null, { status: 401 })),
    http.get(`${ORIGIN}/admin-console/api/active-langs/`, () => HttpResponse.json(ACTIVE_LANGUAGES)),
  );
  const client = createApiClient(testSettings(), { readCookies: () => '' });
  await client.currentUser();
  const language = await loadMessages(code);
  renderApp(
    <>
      <Header />
      <LanguageChooser />
    </>,
    { client, language },
  );
  return { language, banner: within(screen.getByRole('banner')) };
}

const offered = () => screen.getAllByRole('option').map((option) => option.getAttribute('value'));

describe('make pull_translations with atlas', () => {
  it('pulls with ATLAS_OPTIONS and says what it refused or dropped', () => {
    expect(pull.error).toBeUndefined();
    expect(pull.stderr).not.toMatch(/Error|Unrecognized|No revision/);
    expect(pull.status).toBe(0);
    expect(pull.stdout).toContain(
      'Pulled translations/atrium/src/i18n/messages:atrium from acme/atrium-translations@v2',
    );
    expect(pull.stderr).toContain('fr.json: "footer.chooseLanguage" is not ICU MessageFormat');
    expect(pull.stderr).toContain('fr.json: "header.retiredLink" is not used by Atrium; dropped');
    // --filter=fr,uk left the repository's es_419.json where it was.
    expect(readFileSync(join(pull.compiled, 'es-419.json'), 'utf8')).not.toContain('No debería llegar');
    // The repository's own dictionaries are untouched.
    expect(readFileSync(join(pull.root, 'web/src/i18n/messages/fr.json'), 'utf8')).not.toContain('Acme');
  });

  it('shows an overridden string on the page, and the shipped one where the pull had none or a bad one', async () => {
    const { banner } = await renderInLanguage('fr');
    // Overridden by the operator's fr.json.
    expect(banner.getAllByRole('link', { name: 'Entrer chez Acme' }).length).toBeGreaterThan(0);
    expect(banner.queryByRole('link', { name: 'Se connecter' })).toBeNull();
    // Not in the pull: Atrium's French.
    expect(banner.getAllByRole('link', { name: 'Créer un compte' }).length).toBeGreaterThan(0);
    // In the pull but not ICU: refused, Atrium's French kept.
    expect(await screen.findByRole('combobox', { name: 'Choisir la langue' })).toHaveValue('fr');
  });

  it('offers a language the operator added when the platform lists it, and shows its strings', async () => {
    const { language, banner } = await renderInLanguage('uk');
    expect(language.locale).toMatchObject({ dictionary: 'uk', intl: 'uk', direction: 'ltr' });
    expect(banner.getAllByRole('link', { name: 'Увійти' }).length).toBeGreaterThan(0);
    expect(banner.getAllByRole('link', { name: 'Зареєструватися' }).length).toBeGreaterThan(0);
    expect(await screen.findByRole('combobox', { name: 'Оберіть мову' })).toHaveValue('uk');
    expect(offered()).toEqual(['en', 'fr', 'uk']);
  });
});
