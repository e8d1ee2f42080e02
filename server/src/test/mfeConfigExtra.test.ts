import { PARAGON_THEME_CONFIG_KEY, endpoints } from '@atrium/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './harness.ts';

const theme = {
  defaults: { light: 'light', dark: 'dark' },
  variants: {
    light: {
      urls: { default: 'https://cdn.example.org/paragon/light.css', brandOverride: '/brand/light.css' },
    },
    dark: { urls: { brandOverride: '/brand/dark.css' } },
  },
};

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    instance: { mfeConfigExtra: { [PARAGON_THEME_CONFIG_KEY]: theme, SITE_NAME: 'Brand Academy' } },
  });
});
afterAll(() => server.app.close());

describe('the runtime configuration with ATRIUM_MFE_CONFIG_EXTRA', () => {
  it("carries the operator's keys over the server's own, the theme as the LMS's MFE_CONFIG sends it (an object)", async () => {
    const response = await call(server.app, 'mfeConfig');
    expect(response.statusCode).toBe(200);
    const answer = response.json<Record<string, unknown>>();
    expect(answer[PARAGON_THEME_CONFIG_KEY]).toEqual(theme);
    expect(answer.SITE_NAME).toBe('Brand Academy');
    expect(answer).toHaveProperty('LMS_BASE_URL');
  });

  it("reads, through the contract, as the theme's JSON text", async () => {
    const parsed = endpoints.mfeConfig.response.parse((await call(server.app, 'mfeConfig')).json());
    expect(JSON.parse(String(parsed[PARAGON_THEME_CONFIG_KEY]))).toEqual(theme);
  });
});
