// axe-core (pinned in package.json) on the page in each layout: phone, tablet, desktop and projector;
// any serious or critical violation fails, and the check is shown to fail on a nameless button.
import { call, openPage, state } from './page.mjs';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// axe-core on the page as it is now: the violations by impact, the serious and critical ones named.
export async function axe(page, what, problems) {
  if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length,
                                      target: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  const counts = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const v of result) {
    counts[v.impact] = (counts[v.impact] || 0) + v.nodes;
    if (v.impact === 'serious' || v.impact === 'critical')
      problems.push(`${what}: axe ${v.impact} ${v.id} (${v.help}) on ${v.target.join(', ')}`);
  }
  const others = result.filter((v) => v.impact !== 'serious' && v.impact !== 'critical').map((v) => `${v.id} (${v.impact})`);
  console.log(`a11y: axe ${what}: ${counts.critical} critical, ${counts.serious} serious, ${counts.moderate} moderate, ` +
              `${counts.minor} minor${others.length ? ' [' + others.join(', ') + ']' : ''}`);
  return counts;
}

// axe in every layout, each in a page of its own (the projector's by its layout hook); on the desktop,
// the check shown to fail.
export async function axeInEveryLayout({ browser, url, problems }) {
  const layouts = [
    { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true, screen: 'phone' },
    { name: 'tablet', viewport: { width: 768, height: 1024 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true, screen: 'tablet' },
    { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, screen: 'desktop' },
    { name: 'projector', viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1, screen: 'projector', setLayout: 'projector' },
  ];
  for (const l of layouts) {
    const { context, page } = await openPage(browser, url, { viewport: l.viewport, deviceScaleFactor: l.deviceScaleFactor,
                                                            hasTouch: !!l.hasTouch, isMobile: !!l.isMobile }, problems, l.name);
    if (l.setLayout) await call(page, (n) => window.wrenchlab.setLayout(n), l.setLayout);
    const st = await state(page);
    if (st.layout.screen !== l.screen) problems.push(`${l.name}: layout ${st.layout.screen}, expected ${l.screen}`);
    await axe(page, `${l.name} (${l.viewport.width}×${l.viewport.height})`, problems);
    if (l.name === 'desktop') {
      // The check can fail: a button without a name added to the page is a critical violation.
      await page.evaluate(() => { const b = document.createElement('button'); b.id = 'a11y-selfcheck'; document.body.appendChild(b); });
      const caught = [];
      const counts = await axe(page, 'self-check (a nameless button added)', caught);
      if (!(counts.critical >= 1) || !caught.some((c) => c.includes('button-name'))) problems.push('axe self-check: a nameless button was not reported');
      await page.evaluate(() => document.getElementById('a11y-selfcheck').remove());
    }
    await context.close();
  }
}
