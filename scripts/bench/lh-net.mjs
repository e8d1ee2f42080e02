// usage (from <worktree>/scripts/bench, copy this file there, do not commit it): node lh-diag.mjs URL OUT.json [desktop]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { writeFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { signIn } from './session.mjs';
const [url, out, preset] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu'] });
const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
let page, browser;
if (process.env.SIGNED) {
  const cookies = (await signIn(new URL(url).origin, 'learner')).browserCookies;
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  page = await browser.newPage();
  await browser.setCookie(...cookies);
  flags.disableStorageReset = true;
}
const r = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined, page);
await browser?.disconnect();
await chrome.kill();
const a = r.lhr.audits;
const pick = (id) => a[id]?.details?.items;
const res = {
  score: r.lhr.categories.performance.score, benchmarkIndex: r.lhr.environment.benchmarkIndex,
  metrics: Object.fromEntries(['first-contentful-paint','largest-contentful-paint','total-blocking-time','speed-index','interactive'].map((k)=>[k,Math.round(a[k].numericValue)])),
  longTasks: pick('long-tasks'), bootup: pick('bootup-time'), mainthread: pick('mainthread-work-breakdown'),
  lcpElement: a['largest-contentful-paint-element']?.details, net: pick('network-requests')?.map((x)=>({u:x.url.replace(new RegExp('^https?://[^/]+'),''),t:x.transferSize,s:Math.round(x.networkRequestTime),e:Math.round(x.networkEndTime),p:x.priority,r:x.resourceType})),
};
writeFileSync(out, JSON.stringify(res, null, 1));
console.log(JSON.stringify({ score: res.score, metrics: res.metrics, longTasks: res.longTasks?.slice(0, 8) }));
