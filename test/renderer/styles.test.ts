/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '../../src/renderer/src');
/** A stylesheet without its comments. */
const css = (path: string) =>
  readFileSync(join(SRC, path), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** Each `@media` block: its queries, comma-separated, and body (nested blocks included). */
function mediaBlocks(text: string): { queries: string[]; body: string }[] {
  const blocks: { queries: string[]; body: string }[] = [];
  for (const m of text.matchAll(/@media([^{]+)\{/g)) {
    const start = (m.index ?? 0) + m[0].length;
    let depth = 1;
    let at = start;
    for (; at < text.length && depth > 0; at++) {
      if (text[at] === '{') depth++;
      else if (text[at] === '}') depth--;
    }
    blocks.push({
      queries: (m[1] ?? '').split(',').map((q) => q.trim()),
      body: text.slice(start, at - 1),
    });
  }
  return blocks;
}

/** The rules of a body (selectors, declarations), top level only. */
const rules = (body: string) =>
  [...body.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({
    selectors: (m[1] ?? '').split(',').map((s) => s.trim()),
    declarations: m[2] ?? '',
  }));

describe('key hints (the <kbd> badges) on a phone', () => {
  const styles = css('styles.css');

  it.each(['.kbd', '.tb-kbd'])(
    '%s is hidden on a touch screen and on the narrow phone layout, each on its own',
    (selector) => {
      const queries = mediaBlocks(styles)
        .filter(({ body }) =>
          rules(body).some(
            (r) => r.selectors.includes(selector) && /display:\s*none/.test(r.declarations),
          ),
        )
        .flatMap((block) => block.queries);
      // Each condition alone is enough: a phone that says it can hover still hides them, and so
      // does the phone layout with a mouse.
      expect(queries).toContain('(pointer: coarse)');
      const narrow = queries
        .map((q) => /^\(max-width:\s*([\d.]+)rem\)$/.exec(q)?.[1])
        .find((width) => width !== undefined);
      expect(Number(narrow)).toBeGreaterThanOrEqual(30);
    },
  );

  it('no stylesheet shows them again outside a media query', () => {
    for (const path of ['styles.css', 'screens/table/table.css', 'components/components.css']) {
      const outside = css(path).replace(/@media[^{]+\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '');
      for (const rule of rules(outside)) {
        if (!rule.selectors.some((s) => s === '.kbd' || s === '.tb-kbd')) continue;
        expect(rule.declarations).not.toMatch(/(^|;|\s)display:/);
      }
    }
  });
});

describe("Statistics' wide tables on a phone", () => {
  it('show a shadow where the table goes on past the box (covers that travel with it, shadows that stay)', () => {
    const rule = rules(css('screens/Stats.css')).find((r) =>
      r.selectors.includes('.stats__scroll'),
    );
    expect(rule?.declarations).toMatch(/overflow-x:\s*auto/);
    const background = rule?.declarations.match(/background:([\s\S]*?);/)?.[1] ?? '';
    expect(background.match(/\blocal\b/g)).toHaveLength(2);
    expect(background.match(/\bscroll\b/g)).toHaveLength(2);
    expect(background).toContain('var(--ml-surface)');
  });
});

describe('the table on a phone', () => {
  it("shows one Undo: the header's is hidden where the score strip shows its own", () => {
    const blocks = mediaBlocks(css('screens/table/table.css'));
    const where = (selector: string, display: RegExp) =>
      blocks
        .filter(({ body }) =>
          rules(body).some((r) => r.selectors.includes(selector) && display.test(r.declarations)),
        )
        .flatMap((block) => block.queries);
    const stripShown = where('.tb-strip', /display:\s*flex/);
    expect(stripShown).toEqual(['(max-width: 60rem)']);
    expect(where('.tb-top .tb-top__undo', /display:\s*none/)).toEqual(stripShown);
  });

  it('keeps the header short: Games is its arrow (its word clipped, not removed), no language picker', () => {
    const blocks = mediaBlocks(css('screens/table/table.css'));
    const phone = blocks.filter(({ queries }) => queries.includes('(max-width: 40rem)'));
    const declared = (selector: string) =>
      phone.flatMap(({ body }) =>
        rules(body)
          .filter((r) => r.selectors.includes(selector))
          .map((r) => r.declarations),
      );
    expect(declared('.tb-home__text').join(';')).toMatch(/clip-path:\s*inset\(50%\)/);
    expect(declared('.tb-home__text').join(';')).not.toMatch(/display:\s*none/);
    expect(declared('.tb-top .ml-lang').join(';')).toMatch(/display:\s*none/);
  });
});

describe("the big screen's title on a phone", () => {
  it("wraps instead of cutting the game's name (which game of the night it shows)", () => {
    const narrow = mediaBlocks(css('screens/Presenter.css')).filter((block) =>
      block.queries.some((q) => /^\(max-width:\s*([\d.]+)rem\)$/.test(q)),
    );
    const title = narrow
      .flatMap((block) => rules(block.body))
      .find((r) => r.selectors.includes('.pr-head h1'));
    expect(title?.declarations).toMatch(/white-space:\s*normal/);
  });
});

describe("a game night's Print and Send to BG Stats", () => {
  it('are laid apart by the stylesheet that loads with Home, not the lazy panel', () => {
    const night = rules(css('screens/GameNights.css')).find((r) =>
      r.selectors.includes('.night__send'),
    );
    expect(night?.declarations).toMatch(/display:\s*flex/);
    expect(night?.declarations).toMatch(/gap:\s*0\.5rem/);
    expect(
      rules(css('screens/bgstats/BgStats.css')).some((r) => r.selectors.includes('.night__send')),
    ).toBe(false);
  });
});
