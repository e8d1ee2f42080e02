/**
 * Languages end to end (issue "Languages and right-to-left"): the start-up decision with its single
 * guarded reload, switching in the footer signed out and signed in (the preference is saved on the
 * server and follows the learner to a new session), right-to-left layout and its web font.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { dictionaryChunks, isFile } from './support/chunks.ts';
import { activateAccount, registerFreshAccount } from './support/learners.ts';

const COOKIE = 'openedx-language-preference';
/** The built dictionary chunks, by their file. */
const DICTIONARY_CHUNKS = dictionaryChunks();

/** The footer chooser's label in each language: proof of which dictionary is on screen. */
const CHOOSE = {
  en: 'Choose language',
  ar: 'اختر اللغة',
  fa: 'انتخاب زبان',
  'zh-cn': '选择语言',
} as const;

function chooser(page: Page, language: keyof typeof CHOOSE) {
  return page.getByRole('contentinfo').getByLabel(CHOOSE[language]);
}

async function languageCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === COOKIE)?.value;
}

async function setLanguageCookie(context: BrowserContext, value: string): Promise<void> {
  await context.addCookies([{ name: COOKIE, value, url: baseURL }]);
}

/** Counts full page loads of the main frame (a reload is one more). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

async function expectDocument(page: Page, lang: string, dir: 'ltr' | 'rtl', bodyClass: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
  await expect.poll(() => page.evaluate(() => document.body.className)).toBe(bodyClass);
}

test.describe('switching in the footer', () => {
  test('every language is offered once, though the server lists Persian as fa-IR and fa', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const names = () => chooser(page, 'en').locator('option').allTextContents();
    await expect.poll(names).toContain('فارسی');
    expect((await names()).filter((name) => name.startsWith('فارسی'))).toEqual(['فارسی']);
    expect(new Set(await names()).size).toBe((await names()).length);

    // A learner whose cookie says fa-IR (start-up rewrites it to fa) sees Persian chosen, still once.
    await setLanguageCookie(context, 'fa-IR');
    await page.goto('/');
    await expect(chooser(page, 'fa')).toHaveValue('fa');
    const persian = (await chooser(page, 'fa').locator('option').allTextContents()).filter((name) =>
      name.startsWith('فارسی'),
    );
    expect(persian).toEqual(['فارسی']);
  });

  test('signed out: Arabic, Persian, Simplified Chinese and back, by cookie and reload only', async ({
    page,
    context,
  }) => {
    const preferenceCalls: string[] = [];
    const fontFiles: string[] = [];
    const dictionaries: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes('/api/user/v1/preferences/')) preferenceCalls.push(url);
      if (/vazirmatn/i.test(url)) fontFiles.push(url);
      const dictionary = DICTIONARY_CHUNKS.find(({ path }) => isFile(url, path))?.dictionary;
      if (dictionary) dictionaries.push(dictionary);
    });
    await page.goto('/');
    await expectDocument(page, 'en', 'ltr', '');
    // English is compiled into the code: no dictionary and no Arabic-script font to fetch.
    expect(fontFiles).toEqual([]);
    expect(dictionaries).toEqual([]);

    await Promise.all([page.waitForEvent('load'), chooser(page, 'en').selectOption('ar')]);
    await expect(chooser(page, 'ar')).toHaveValue('ar');
    await expectDocument(page, 'ar', 'rtl', 'lang_ar');
    expect(await languageCookie(context)).toBe('ar');
    expect(dictionaries).toEqual(['ar']);
    await expect.poll(() => fontFiles.length).toBeGreaterThan(0);
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily))
      .toMatch(/^"?Vazirmatn"?,/);

    await Promise.all([page.waitForEvent('load'), chooser(page, 'ar').selectOption('fa')]);
    await expect(chooser(page, 'fa')).toHaveValue('fa');
    await expectDocument(page, 'fa', 'rtl', 'lang_fa');

    await Promise.all([page.waitForEvent('load'), chooser(page, 'fa').selectOption('zh-cn')]);
    await expect(chooser(page, 'zh-cn')).toHaveValue('zh-cn');
    await expectDocument(page, 'zh-CN', 'ltr', '');
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily))
      .not.toMatch(/Vazirmatn/);

    await Promise.all([page.waitForEvent('load'), chooser(page, 'zh-cn').selectOption('en')]);
    await expect(chooser(page, 'en')).toHaveValue('en');
    await expectDocument(page, 'en', 'ltr', '');
    expect(await languageCookie(context)).toBe('en');
    expect(preferenceCalls).toEqual([]);
  });

  test('signed in: the preference is saved, survives a new session, and a refusal is shown', async ({
    page,
    context,
    browser,
  }) => {
    const username = await registerFreshAccount(page, 'lang');
    await activateAccount(page);
    await page.goto('/');
    const patch = page.waitForRequest(
      (request) =>
        request.method() === 'PATCH' && request.url().endsWith(`/api/user/v1/preferences/${username}`),
    );
    await Promise.all([page.waitForEvent('load'), chooser(page, 'en').selectOption('ar')]);
    const sent = await patch;
    expect(sent.headers()['content-type']).toBe('application/merge-patch+json');
    expect(sent.postDataJSON()).toEqual({ 'pref-lang': 'ar' });
    expect((await sent.response())?.status()).toBe(204);
    await expectDocument(page, 'ar', 'rtl', 'lang_ar');

    // A new browser session: no cookies at all, then signing in brings the saved language back.
    const fresh = await browser.newContext({ baseURL });
    const again = await fresh.newPage();
    await again.goto('/login');
    await again.getByLabel(/username|e-?mail/i).fill(username);
    await again.getByLabel(/password/i).fill('fresh-password-1');
    await again.getByRole('button', { name: /sign in/i }).click();
    await expect(again).toHaveURL(`${baseURL}/`);
    expect(await languageCookie(fresh)).toBe('ar');
    await expect(chooser(again, 'ar')).toHaveValue('ar');
    await expectDocument(again, 'ar', 'rtl', 'lang_ar');
    await fresh.close();

    // The LMS refuses the next change: the learner is told, and nothing changes.
    await page.route('**/api/user/v1/preferences/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    await chooser(page, 'ar').selectOption('en');
    await expect(page.getByRole('contentinfo').getByRole('alert')).toBeVisible();
    expect(await languageCookie(context)).toBe('ar');
    await expect(chooser(page, 'ar')).toHaveValue('ar');
    await page.unroute('**/api/user/v1/preferences/**');

    // Back to English once the LMS answers again.
    await Promise.all([page.waitForEvent('load'), chooser(page, 'ar').selectOption('en')]);
    await expectDocument(page, 'en', 'ltr', '');
  });
});

test.describe('start-up', () => {
  test('a cookie of fa-IR becomes fa with one reload', async ({ page, context }) => {
    await setLanguageCookie(context, 'fa-IR');
    const loads = countLoads(page);
    await page.goto('/');
    await expect(chooser(page, 'fa')).toHaveValue('fa');
    expect(await languageCookie(context)).toBe('fa');
    await expectDocument(page, 'fa', 'rtl', 'lang_fa');
    expect(loads()).toBe(2);
  });

  test.describe('a Persian browser on an English-first platform', () => {
    test.use({ locale: 'fa-IR' });

    test('gets the cookie set to the first active language and one reload', async ({ page, context }) => {
      const loads = countLoads(page);
      await page.goto('/');
      await expect(chooser(page, 'en')).toHaveValue('en');
      expect(await languageCookie(context)).toBe('en');
      expect(loads()).toBe(2);
      // The next page load keeps the cookie: no more reloads.
      await page.reload();
      await expect(chooser(page, 'en')).toBeVisible();
      expect(loads()).toBe(3);
    });

    test('never reloads twice when the browser refuses the cookie', async ({ page, context }) => {
      // A cookie the browser drops (the earlier client's wrong domain) is what used to loop.
      await page.addInitScript(() => {
        const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
        if (!native) return;
        Object.defineProperty(Document.prototype, 'cookie', {
          configurable: true,
          get(this: Document): unknown {
            return native.get?.call(this);
          },
          set(this: Document, value: string) {
            if (!value.startsWith('openedx-language-preference=')) native.set?.call(this, value);
          },
        });
      });
      const loads = countLoads(page);
      await page.goto('/');
      await expect(chooser(page, 'en')).toBeVisible();
      // The language is settled before the first render (app/bootstrap.ts): the page on screen came
      // from the one reload and, having rendered, reloads no more.
      expect(
        await page.evaluate(
          () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
        ),
      ).toBe('reload');
      await expect.poll(loads).toBe(2);
      expect(await languageCookie(context)).toBeUndefined();
    });
  });

  test('a failing languages call lifts the gate in the current language', async ({ page, context }) => {
    await setLanguageCookie(context, 'ar');
    await page.route('**/admin-console/api/active-langs/', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    const loads = countLoads(page);
    await page.goto('/');
    await expectDocument(page, 'ar', 'rtl', 'lang_ar');
    await expect(page.getByRole('link', { name: 'استكشف دورات جديدة' })).toBeVisible();
    expect(loads()).toBe(1);
  });
});
