import { describe, expect, it } from 'vitest';
import { readOperatorFile } from './readOperatorFile.ts';

const slots = { 'org.openedx.frontend.layout.footer.v1': { keepDefault: false, plugins: [] } };

describe('readOperatorFile: what env.config.jsx exports, as frontend-platform reads it', () => {
  it.each<[string, unknown]>([
    ['an object', { SITE_NAME: 'Campus', pluginSlots: slots }],
    ['a function', () => ({ SITE_NAME: 'Campus', pluginSlots: slots })],
    ['an async function', () => Promise.resolve({ SITE_NAME: 'Campus', pluginSlots: slots })],
  ])('%s: its known values and its slots', async (_, fileExport) => {
    expect(await readOperatorFile(fileExport)).toEqual({
      values: { SITE_NAME: 'Campus' },
      pluginSlots: slots,
    });
  });

  it.each<[string, unknown]>([
    ['null (no file)', null],
    ['a list', [1]],
    ['a function returning nothing', () => undefined],
  ])('%s: nothing', async (_, fileExport) => {
    expect(await readOperatorFile(fileExport)).toEqual({ values: {}, pluginSlots: {} });
  });

  it('keeps only the keys Atrium reads, strings and booleans, and a theme object as its JSON text', async () => {
    const theme = { variants: { light: { urls: { brandOverride: 'https://cdn.example.org/light.css' } } } };
    const file = await readOperatorFile({
      LMS_BASE_URL: 'https://lms.example.org',
      ALLOW_PUBLIC_ACCOUNT_CREATION: false,
      PARAGON_THEME_URLS: theme,
      SUPPORT_URL: 'https://help.example.org',
      APP_ID: 42,
      pluginSlots: 'not an object',
    });
    expect(file).toEqual({
      values: {
        LMS_BASE_URL: 'https://lms.example.org',
        ALLOW_PUBLIC_ACCOUNT_CREATION: false,
        PARAGON_THEME_URLS: JSON.stringify(theme),
      },
      pluginSlots: {},
    });
  });
});
