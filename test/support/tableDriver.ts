import type { Page } from 'playwright-core';
import type { GameContext } from '../../src/shared/game/gameContext';
import { previewScore } from '../../src/shared/game/scorePreview';
import type { MeepleLedgerApi } from '../../src/shared/ipc/api';
import { replayRecord } from '../../src/shared/record/replay';
import type { EventOf, GameEvent, GameRecord } from '../../src/shared/record/schema';
import { type GameSummary, summarize } from '../../src/shared/record/summary';

/**
 * Plays a game record through the table's real UI in Chromium, as people at a table would:
 * by mouse, by touch (taps) or by keyboard only, one input per tap or key, and counts them.
 * The app makes its own meeple and feature ids; the driver maps the record's ids to them as
 * the app writes its events (read back through the store's API). It never types an event:
 * every event the store gets comes from a control on screen. At the end, the stored game must
 * replay to the same scores as the record.
 *
 * A score the record overrides with `points` is entered as its counts, then the difference as
 * a correction (the table has no points override); its taps count too.
 */

export type InputMode = 'mouse' | 'touch' | 'keyboard';

export interface TurnTaps {
  /** The record's event types in this turn ("draw place deploy score endTurn"). */
  readonly pattern: string;
  readonly taps: number;
  /** Road or city scored in it. */
  readonly scoredRoadOrCity: boolean;
  /** Taps for an arrow tile's arrow, a revolt's Continue, pennants or laying a meeple down. */
  readonly extras: number;
  /** The tile placed. */
  readonly tile: string;
}

export interface PlayResult {
  readonly taps: number;
  readonly turns: readonly TurnTaps[];
  /** Taps by what they were for (draw, end, meeple, score, merge, fix, crop, arrow, revolt, final). */
  readonly byPurpose: Readonly<Record<string, number>>;
  readonly stored: GameSummary;
  readonly expected: GameSummary;
}

export interface DriverOptions {
  page: Page;
  api: MeepleLedgerApi;
  sessionId: string;
  mode: InputMode;
  /** Called at each new turn and phase the first time it is seen (screenshots). */
  onPhase?: (phase: string, turn: number) => Promise<void>;
  /** Wait for the UI at most this long for one control (ms). */
  timeout?: number;
  /** Where to save a screenshot of the page when the driver fails. */
  failureShot?: string;
}

type Kind = 'city' | 'road' | 'monastery' | 'field' | 'garden';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function playRecord(record: GameRecord, options: DriverOptions): Promise<PlayResult> {
  try {
    return await play(record, options);
  } catch (error) {
    if (options.failureShot)
      await options.page.screenshot({ path: options.failureShot, fullPage: true }).catch(() => {});
    throw error;
  }
}

async function play(record: GameRecord, options: DriverOptions): Promise<PlayResult> {
  const { page, api, sessionId, mode } = options;
  const timeout = options.timeout ?? 15_000;
  const target = replayRecord(record, { keepHistory: true });
  if (!target.ok) throw new Error(`driver: the record does not replay: ${target.error}`);
  const history = target.history ?? [];
  const events = target.record.events;

  /** The record's meeple and feature ids → the app's. */
  const ids = new Map<string, string>();
  const app = (id: string) => ids.get(id) ?? id;
  const byPurpose: Record<string, number> = {};
  let taps = 0;
  let turnTaps = 0;
  let turnPattern: string[] = [];
  let turnScored = false;
  const turns: TurnTaps[] = [];
  const seen = new Set<string>();
  let purpose = 'other';

  const count = (n = 1) => {
    taps += n;
    turnTaps += n;
    byPurpose[purpose] = (byPurpose[purpose] ?? 0) + n;
  };

  // ---- the page ----

  const storedCount = async (): Promise<number> =>
    Number(
      await page.evaluate(
        "document.querySelector('.tb-table')?.dataset.events ?? document.querySelector('[data-events]')?.dataset.events ?? -1",
      ),
    );

  async function waitFor(expression: string, what: string): Promise<void> {
    const end = Date.now() + timeout;
    while (!(await page.evaluate(expression))) {
      if (Date.now() > end) {
        const phase = await phaseNow();
        throw new Error(`driver: timed out waiting for ${what} (phase ${phase})`);
      }
      await sleep(15);
    }
  }

  /** Waits until the table has stored `n` events and is idle. */
  async function storedReaches(n: number, what: string): Promise<void> {
    const end = Date.now() + timeout;
    for (;;) {
      const now = await storedCount();
      const busy = await page.evaluate('Boolean(document.querySelector(\'[aria-busy="true"]\'))');
      if (now >= n && !busy) {
        if (now > n) {
          const last = (await appEvents()).slice(-5).map((e) => e.type);
          throw new Error(
            `driver: ${what} stored ${now - n} event(s) too many (last: ${last.join(' ')}; record at ${cursor}: ${events
              .slice(cursor - 3, cursor + 2)
              .map((e) => e.type)
              .join(' ')})`,
          );
        }
        return;
      }
      if (Date.now() > end) throw new Error(`driver: ${what}: ${now} events stored, not ${n}`);
      await sleep(10);
    }
  }

  const exists = (selector: string) =>
    page.evaluate(
      `Boolean(document.querySelector(${JSON.stringify(selector)}))`,
    ) as Promise<boolean>;

  /**
   * Taps (clicks) the middle of the first enabled element the selector finds, scrolled into
   * view as a player would: to the middle of the screen, or, when a sticky part of the page
   * (the score strip, the turn's foot) covers it there, higher or lower until it shows.
   */
  async function tap(selector: string): Promise<void> {
    const find = `(() => { const el = [...document.querySelectorAll(${JSON.stringify(selector)})].find((e) => !e.disabled && e.getClientRects().length > 0); if (!el) return null;
      el.scrollIntoView({ block: 'center' });
      for (const at of [null, 0.3, 0.2, 0.4, 0.15, 0.5, 0.6, 0.7, 0.8]) {
        if (at !== null) window.scrollBy(0, el.getBoundingClientRect().top - innerHeight * at);
        const r = el.getBoundingClientRect();
        const x = r.x + r.width / 2, y = r.y + r.height / 2;
        const hit = document.elementFromPoint(x, y);
        if (hit && (hit === el || el.contains(hit))) return { x, y };
      }
      return null; })()`;
    const end = Date.now() + timeout;
    for (;;) {
      const box = (await page.evaluate(find)) as { x: number; y: number } | null;
      // Still there two frames later: a scroll can bring in the compact score strip over it.
      const settled =
        box &&
        ((await page.evaluate(`new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => {
          const el = [...document.querySelectorAll(${JSON.stringify(selector)})].find((e) => !e.disabled && e.getClientRects().length > 0);
          const hit = document.elementFromPoint(${box.x}, ${box.y});
          done(Boolean(el && hit && (hit === el || el.contains(hit))));
        })))`)) as boolean);
      if (box && settled) {
        if (mode === 'touch') await page.touchscreen.tap(box.x, box.y);
        else await page.mouse.click(box.x, box.y);
        count();
        return;
      }
      if (Date.now() > end) {
        const why = await page.evaluate(
          `(() => { const el = document.querySelector(${JSON.stringify(selector)}); if (!el) return 'absent; panel: ' + (document.querySelector('.tb-turn')?.innerText ?? '').slice(0, 600); return 'disabled=' + el.disabled + ' title=' + el.title + ' ' + (el.closest('.tb-action')?.innerText ?? ''); })()`,
        );
        throw new Error(`driver: no enabled, visible ${selector} to tap: ${why}`);
      }
      await sleep(15);
    }
  }

  async function press(key: string): Promise<void> {
    await page.keyboard.press(key);
    count();
  }

  async function typeText(text: string): Promise<void> {
    await page.keyboard.type(text);
    count(text.length);
  }

  /**
   * Keyboard only: Tab (or Shift+Tab, whichever is nearer in the page's order) until the
   * element is focused. Each Tab counts as a key.
   */
  async function focusByTab(selector: string): Promise<void> {
    const sel = JSON.stringify(selector);
    await waitFor(
      `[...document.querySelectorAll(${sel})].some((e) => !e.disabled && e.getClientRects().length > 0)`,
      selector,
    );
    const direction = (await page.evaluate(`(() => {
      const el = [...document.querySelectorAll(${sel})].find((e) => !e.disabled && e.getClientRects().length > 0);
      const focusable = [...document.querySelectorAll('button, input, summary, select, a[href], [tabindex="0"]')].filter((e) => !e.disabled && e.getClientRects().length > 0 && e.tabIndex >= 0);
      const at = focusable.indexOf(document.activeElement), to = focusable.indexOf(el);
      if (at < 0) return 'Tab';
      const forward = (to - at + focusable.length) % focusable.length;
      return forward <= focusable.length - forward ? 'Tab' : 'Shift+Tab';
    })()`)) as string;
    for (let i = 0; i < 400; i++) {
      const focused = await page.evaluate(
        `(() => { const a = document.activeElement; return Boolean(a && a.matches(${sel})); })()`,
      );
      if (focused) return;
      await press(direction);
    }
    throw new Error(`driver: Tab never reached ${selector}`);
  }

  /** Keyboard: reach the control and press it (Enter; Space for a checkbox). */
  async function keyActivate(selector: string): Promise<void> {
    await focusByTab(selector);
    const checkbox = await page.evaluate(
      "document.activeElement?.tagName === 'INPUT' && document.activeElement.type === 'checkbox'",
    );
    await press(checkbox ? 'Space' : 'Enter');
  }

  /** One control: tapped, or by its shortcut key, or reached with Tab. */
  async function use(selector: string, key?: string): Promise<void> {
    if (mode !== 'keyboard') return tap(selector);
    if (key) {
      await waitFor(
        `[...document.querySelectorAll(${JSON.stringify(selector)})].some((e) => !e.disabled)`,
        selector,
      );
      return press(key);
    }
    return keyActivate(selector);
  }

  /**
   * One radio button of a row (`role="radiogroup"`, in `group`): tapped; by keyboard, Tab to
   * the row's one stop, then the arrow keys until it is the one chosen (each key counts).
   */
  async function chooseRadio(group: string, selector: string): Promise<void> {
    if (mode !== 'keyboard') return tap(selector);
    await focusByTab(`${group} [role="radio"][tabindex="0"]`);
    const sel = JSON.stringify(selector);
    for (let i = 0; i < 12; i++) {
      const chosen = await page.evaluate(
        `[...document.querySelectorAll(${sel})].some((e) => e.getAttribute('aria-checked') === 'true')`,
      );
      if (chosen) return;
      const forward = await page.evaluate(`(() => {
        const radios = [...document.activeElement.closest('[role="radiogroup"]').querySelectorAll('[role="radio"]')];
        const at = radios.indexOf(document.activeElement);
        const to = radios.findIndex((e) => e.matches(${sel}));
        return to >= at;
      })()`);
      await press(forward ? 'ArrowRight' : 'ArrowLeft');
    }
    throw new Error(`driver: the arrow keys never chose ${selector}`);
  }

  /** Types a number into a text box (a tap to focus it first, then each key counts). */
  async function enterNumber(selector: string, value: number, then?: 'Enter'): Promise<void> {
    if (mode === 'keyboard') await focusByTab(selector);
    else await tap(selector);
    await page.keyboard.press('Control+A');
    await typeText(String(value));
    if (then) await press(then);
    else if (mode === 'keyboard') await press('Tab');
  }

  async function appEvents(): Promise<readonly GameEvent[]> {
    const opened = await api.sessions.open(sessionId);
    if (!opened.ok) throw new Error(`driver: open: ${opened.error.message}`);
    return opened.value.record.events;
  }

  const phaseNow = () =>
    page.evaluate(
      "document.querySelector('.fs') ? 'final' : (document.querySelector('.tb-revolt') ? 'revolt' : (document.querySelector('.tb-turn')?.dataset.phase ?? '?'))",
    ) as Promise<string>;

  // ---- the record, event by event ----

  /** The app's stored count once the driver's actions so far are on disk. */
  let expectedStored = await storedCount();
  let cursor = 0;
  /** This tile's `place` in the record (looked up at its draw), until the app has stored it. */
  let upcomingPlace: EventOf<'place'> | undefined;
  let arrowsSet = false;

  /** Before an action while the tile is in hand: its arrow choices, as the place needs them. */
  async function prepareArrows(place: EventOf<'place'>): Promise<void> {
    if (arrowsSet) return;
    arrowsSet = true;
    const was = purpose;
    purpose = 'arrow';
    if (place.ownArrow)
      await use(`[data-toggle="own-${place.ownArrow}"]`, place.ownArrow === 'open' ? 'o' : 'n');
    // The open arrows that point at this tile: the one activated and the ones spent (A4, A5).
    const pointing = [
      ...(place.activate && place.activate !== 'own' ? [place.activate] : []),
      ...(place.spent ?? []),
    ];
    const ticked = new Map<string, number>();
    for (const kind of pointing) {
      const nth = (ticked.get(kind) ?? 0) + 1;
      ticked.set(kind, nth);
      await use(`[data-toggle="pointing-${kind}${nth}"]`);
    }
    // Several could be activated: the one the record activates.
    if (place.activate && (await exists(`[data-toggle="activate-${place.activate}"]`)))
      await use(`[data-toggle="activate-${place.activate}"]`);
    purpose = was;
  }

  /**
   * An action of the turn panel: while the tile is in hand it stores the tile's `place` first
   * (set up with its arrow choices), then its own event(s).
   */
  async function inPanelAction(run: () => Promise<void>, what: string, own = 1): Promise<void> {
    const inHand = upcomingPlace !== undefined && (await phaseNow()) === 'place';
    if (inHand && upcomingPlace) await prepareArrows(upcomingPlace);
    await run();
    expectedStored += (inHand ? 1 : 0) + own;
    if (inHand) upcomingPlace = undefined;
    await storedReaches(expectedStored, what);
  }

  async function outOfPanelAction(run: () => Promise<void>, what: string): Promise<void> {
    await run();
    expectedStored += 1;
    await storedReaches(expectedStored, what);
  }

  async function learnIds(event: GameEvent): Promise<void> {
    const stored = await appEvents();
    const mine = stored.at(-1) as GameEvent;
    if (mine.type !== event.type)
      throw new Error(`driver: expected ${event.type}, the app stored ${mine.type}`);
    if ((event.type === 'deploy' || event.type === 'cropDeploy') && mine.type === event.type) {
      ids.set(event.meeple, mine.meeple);
      if (event.type === 'deploy' && mine.type === 'deploy' && event.feature && mine.feature) {
        ids.set(event.feature, mine.feature);
      }
    }
  }

  async function openFixes(): Promise<void> {
    if (await exists('[data-tab="fix"][aria-selected="true"]')) return;
    if (mode !== 'keyboard') return tap('[data-tab="fix"]');
    // The tabs are one stop for Tab; the arrow keys move between them.
    await focusByTab('[role="tab"][aria-selected="true"]');
    for (let i = 0; i < 8 && !(await exists('[data-tab="fix"][aria-selected="true"]')); i++)
      await press('ArrowRight');
  }

  /**
   * Followers on one feature carry one label: the table offers one button for them (any of
   * them will do). Uses the record's one if offered, else a twin's, swapping the two in the map.
   */
  async function offeredTwin(
    meeple: string,
    attribute: string,
    before: GameContext,
    scope = '',
  ): Promise<void> {
    const within = scope ? `${scope} ` : '';
    if (await exists(`${within}[${attribute}="${app(meeple)}"]`)) return;
    const mine = before.meeples.find((m) => m.id === meeple);
    const twins = before.meeples.filter(
      (m) =>
        m.id !== meeple &&
        m.player === mine?.player &&
        m.feature === mine?.feature &&
        m.kind === mine?.kind,
    );
    for (const twin of twins) {
      if (await exists(`${within}[${attribute}="${app(twin.id)}"]`)) {
        const theirs = app(meeple);
        ids.set(meeple, app(twin.id));
        ids.set(twin.id, theirs);
        return;
      }
    }
  }

  /**
   * The table lists only features with meeples to merge (joining empty ones changes nothing).
   * The record's merges of empty features are skipped, and a merge keeps the first listed
   * feature that has meeples: the record's surviving id maps to it from then on. Returns
   * whether a merge was stored.
   */
  async function merge(
    features: readonly string[],
    inTurnPanel: boolean,
    before: GameContext,
  ): Promise<boolean> {
    // A merge before a tile that is then discarded is a correction (the tile never joined them).
    const inTurn = inTurnPanel && (await exists('.tb-turn .tb-more--merge'));
    const scope = inTurn ? '.tb-turn' : '.tb-fixes';
    const listed = async () =>
      (await page.evaluate(
        `[...document.querySelectorAll(${JSON.stringify(`${scope} [data-merge]`)})].map((e) => e.dataset.merge).filter((id) => id !== 'go')`,
      )) as string[];
    purpose = 'merge';
    if (process.env.DEBUG_TAPS)
      console.log(
        'MERGE',
        features.map(app),
        await page.evaluate(
          "[...document.querySelectorAll('[data-join]')].map((e) => e.dataset.join).join(' ')",
        ),
      );
    // Two features the tile may have joined: one tap on the pair the turn panel offers.
    if (inTurn) {
      const wanted = features.map(app);
      for (const pair of [wanted, [...wanted].reverse()]) {
        const join = `.tb-turn [data-join="${pair.join('+')}"]`;
        if (wanted.length === 2 && (await exists(join))) {
          ids.set(features[0] as string, pair[0] as string);
          await use(join);
          return true;
        }
      }
      if (!(await exists('.tb-turn .tb-more--merge[open]')))
        await use('.tb-turn .tb-more--merge > summary');
    } else await openFixes();
    const present = new Set(await listed());
    const chosen = features.map(app).filter((id) => present.has(id));
    const survivor = features[0] as string;
    if (chosen[0]) ids.set(survivor, chosen[0]);
    // Skipping is right only for features without meeples: a merge of two occupied ones that
    // the table does not offer would leave the game apart from the record.
    const occupied = features.filter((f) => before.meeples.some((m) => m.feature === f));
    if (chosen.length < 2 && occupied.length >= 2)
      throw new Error(
        `driver: the merge of ${occupied.join(', ')} (occupied) is not offered; listed: ${[...present].join(', ')}`,
      );
    if (chosen.length < 2) return false;
    for (const f of chosen) await use(`${scope} [data-merge="${f}"]`);
    await use(`${scope} [data-merge="go"]`);
    return true;
  }

  async function adjust(player: string, points: number): Promise<void> {
    purpose = 'fix';
    await openFixes();
    await chooseRadio('.tb-fixes', `.tb-fixes [data-who="${player}"]`);
    const quick = `.tb-fixes [data-adjust-by="${points}"]`;
    if (await exists(quick)) return use(quick);
    const box = '.tb-fixes [data-adjust-points]';
    const shown = async () =>
      Number(
        String(await page.evaluate(`document.querySelector(${JSON.stringify(box)})?.value ?? ''`))
          .trim()
          .replace('+', ''),
      );
    // Typed again if a key went astray (seen under load); each retry counts its taps.
    for (let attempt = 0; attempt < 3 && (attempt === 0 || (await shown()) !== points); attempt++)
      await enterNumber(box, points);
    await use('.tb-fixes [data-adjust="go"]');
  }

  /** Opens the feature's calculator (unless it is open) and enters its counts. */
  async function score(
    feature: string,
    kind: Kind,
    counts: { tiles?: number; pennants?: number; cities?: number },
    final: boolean,
  ): Promise<void> {
    purpose = final ? 'final' : 'score';
    const featureIndex = async () =>
      (await page.evaluate(
        `[...document.querySelectorAll('.tb-features:not(.tb-features--others) :is([data-feature], [data-score-now])')].findIndex((b) => (b.dataset.feature ?? b.dataset.scoreNow) === ${JSON.stringify(feature)})`,
      )) as number;
    // B2: a feature the tile cannot have completed (a record made without the board's
    // geometry scores one) is listed one tap further, under its own details.
    const row = `.tb-features :is([data-feature="${feature}"], [data-score-now="${feature}"])`;
    const others = '.tb-more--others:not([open]) > summary';
    if (!final && !(await exists(row)) && (await exists(others))) await use(others);
    // In play, a monastery or garden scores with its own button in the list.
    const now = `.tb-features [data-score-now="${feature}"]`;
    if (!final && (kind === 'monastery' || kind === 'garden') && (await exists(now))) {
      const index = await featureIndex();
      await use(now, index >= 0 && index < 9 ? String(index + 1) : undefined);
      // Among the features the tile cannot complete, its one tap asks first.
      const yes = `.tb-features--others [data-score-now="${feature}"] ~ .tb-confirm [data-confirm="yes"]`;
      if (await exists(yes)) await use(yes, 'Enter');
      return;
    }
    const scorer = `.tb-scorer[data-feature="${feature}"]`;
    if (!(await exists(scorer))) {
      const index = await featureIndex();
      await use(
        `.tb-features [data-feature="${feature}"]`,
        index >= 0 && index < 9 ? String(index + 1) : undefined,
      );
      await waitFor(`Boolean(document.querySelector(${JSON.stringify(scorer)}))`, scorer);
    }
    // The pick starts at 0, or at the pennant of the tile that completed the city.
    const pennantPick = `${scorer} [data-pick="${counts.pennants ?? 0}"][aria-checked="false"]`;
    if (counts.pennants !== undefined && (await exists(pennantPick))) {
      const was = purpose;
      purpose = 'pennants';
      await chooseRadio(scorer, `${scorer} [data-pick="${counts.pennants ?? 0}"]`);
      purpose = was;
    }
    const n = kind === 'field' ? counts.cities : counts.tiles;
    if (n === undefined) {
      await use(`${scorer} [data-score]`, final ? undefined : 's');
      return;
    }
    const inBox = mode === 'keyboard' ? await exists(`${scorer} [data-count-box]`) : n > 12;
    if (inBox) await enterNumber(`${scorer} [data-count-box]`, n, 'Enter');
    else await use(`${scorer} [data-count="${n}"]`);
  }

  let lastTile = '';
  /** The next draw was stored with the end of the turn (its tile tapped in the turn panel). */
  let drawnAhead = false;
  /** Taps the issue counts apart: an arrow, a revolt's Continue, pennants, a meeple laid down. */
  const extrasNow = () =>
    (byPurpose.arrow ?? 0) +
    (byPurpose.revolt ?? 0) +
    (byPurpose.pennants ?? 0) +
    (byPurpose.protection ?? 0);
  let extrasAtStart = 0;
  const endTurnOfRecord = () => {
    turns.push({
      pattern: turnPattern.join(' '),
      taps: turnTaps,
      scoredRoadOrCity: turnScored,
      extras: extrasNow() - extrasAtStart,
      tile: lastTile,
    });
    extrasAtStart = extrasNow();
    turnTaps = 0;
    turnPattern = [];
    turnScored = false;
  };

  for (let i = 0; i < events.length; i++) {
    cursor = i;
    const event = events[i] as GameEvent;
    const before = history[i]?.context as GameContext;
    turnPattern.push(event.type);
    const phase = await phaseNow();
    const key = `${phase}`;
    if (options.onPhase && !seen.has(key)) {
      seen.add(key);
      await options.onPhase(phase, before.turn.number);
    }
    switch (event.type) {
      case 'draw': {
        purpose = 'draw';
        lastTile = event.tile;
        if (drawnAhead) drawnAhead = false;
        else {
          if (mode === 'keyboard') {
            await waitFor(
              "document.activeElement?.matches('.tb-turn .tb-draw-tiles .ml-tilegrid input')",
              'the tile search',
            );
            await typeText(event.tile);
            await press('Enter');
          } else
            await tap(`.tb-turn .tb-draw-tiles .ml-tilegrid button[data-tile="${event.tile}"]`);
          expectedStored += 1;
          await storedReaches(expectedStored, `draw ${event.tile}`);
        }
        arrowsSet = false;
        upcomingPlace = undefined;
        for (let j = i + 1; j < events.length; j++) {
          const next = events[j] as GameEvent;
          if (next.type === 'draw' || next.type === 'endTurn') break;
          if (next.type === 'place') {
            upcomingPlace = next;
            break;
          }
        }
        if (event.tile.startsWith('revolt-') && (await exists('[data-revolt="continue"]'))) {
          if (options.onPhase && !seen.has('revolt')) {
            seen.add('revolt');
            await options.onPhase('revolt', before.turn.number);
          }
          purpose = 'revolt';
          await use('[data-revolt="continue"]', 'Enter');
          await waitFor("!document.querySelector('.tb-revolt')", 'the revolt to close');
        }
        break;
      }
      case 'discard':
        purpose = 'draw';
        // B3: asked first (one key must not throw a tile out), the answer focused: Enter.
        await outOfPanelAction(async () => {
          await use('[data-discard="tile"]', 'x');
          await use('[data-confirm="yes"]', 'Enter');
        }, 'discard');
        break;
      case 'place':
        // Stored by the turn's next action (below), as the table does it.
        break;
      case 'deploy': {
        purpose = 'meeple';
        const kind = event.kind as Kind | undefined;
        await inPanelAction(async () => {
          purpose = 'meeple';
          if (event.protect) {
            purpose = 'protection';
            await use('[data-toggle="protect-new"]', 'l');
            purpose = 'meeple';
          }
          const via = event.via ?? 'tile';
          const selector =
            via === 'add'
              ? `[data-deploy="add:${app(event.beside ?? '')}"]`
              : `[data-deploy="${via}:${kind}${event.abbot ? ':abbot' : ''}"]`;
          const shortcut =
            via === 'tile'
              ? event.abbot
                ? 't'
                : ({ city: 'c', road: 'r', monastery: 'm', field: 'f', garden: 'g' } as const)[
                    kind ?? 'city'
                  ]
              : undefined;
          await use(selector, shortcut);
        }, 'deploy');
        await learnIds(event);
        break;
      }
      case 'protect':
        await inPanelAction(async () => {
          purpose = 'meeple';
          await offeredTwin(event.meeple, 'data-protect', before);
          await use(`[data-protect="${app(event.meeple)}"]`);
        }, 'protect');
        break;
      case 'recall':
        await inPanelAction(async () => {
          purpose = 'meeple';
          // The pad is in a closed details until asked for: one tap opens it.
          await waitFor("document.querySelector('.tb-more--recall')", 'the abbot recall');
          if (await page.evaluate("!document.querySelector('.tb-more--recall[open]')"))
            await use('.tb-more--recall > summary');
          await use(`.tb-meeple [data-count="${event.tiles}"]`);
        }, 'recall');
        break;
      case 'score': {
        const feature = app(event.feature);
        const kind = before.features.get(event.feature)?.kind as Kind;
        if (kind === 'road' || kind === 'city') turnScored = true;
        const counts =
          event.points === undefined
            ? { tiles: event.tiles, pennants: event.pennants }
            : kind === 'city'
              ? { tiles: 2, pennants: 0 }
              : kind === 'road'
                ? { tiles: 2 }
                : {};
        // A feature with no meeple scores nobody: the table does not list it (nothing to tap).
        if (!before.meeples.some((m) => m.feature === event.feature)) break;
        await inPanelAction(() => score(feature, kind, counts, false), `score ${event.feature}`);
        if (event.points !== undefined) {
          // The override's difference, as a correction to each player of the majority.
          const computed = previewScore(before, event.feature, counts, 'completed');
          const diff = event.points - (computed?.points ?? 0);
          for (const player of diff === 0 ? [] : (computed?.winners ?? [])) {
            await outOfPanelAction(() => adjust(player, diff), 'points override');
          }
        }
        break;
      }
      case 'merge': {
        const phase = await phaseNow();
        const inHand = upcomingPlace !== undefined && phase === 'place';
        if (inHand && upcomingPlace) await prepareArrows(upcomingPlace);
        if (await merge(event.features, inHand || phase !== 'place', before)) {
          expectedStored += inHand ? 2 : 1;
          if (inHand) upcomingPlace = undefined;
          await storedReaches(expectedStored, 'merge');
        }
        break;
      }
      case 'cropCircle': {
        // By touch or mouse, the choice goes with the first player's move when offered.
        const move = events[i + 1];
        const scope = `.tb-crop-choice [data-first="${event.choice}"]`;
        if (mode !== 'keyboard' && move && history[i + 1]) {
          const then = history[i + 1]?.context as GameContext;
          let selector: string | undefined;
          if (move.type === 'cropPass') selector = `${scope} [data-crop-pass="${move.player}"]`;
          else if (move.type === 'cropDeploy') {
            await offeredTwin(move.beside, 'data-crop-beside', then, scope);
            selector = `${scope} [data-crop-beside="${app(move.beside)}"]`;
          } else if (move.type === 'cropRemove') {
            await offeredTwin(move.meeple, 'data-crop-remove', then, scope);
            selector = `${scope} [data-crop-remove="${app(move.meeple)}"]`;
          }
          const protect = move.type === 'cropDeploy' && move.protect;
          if (selector && !protect && (await exists(selector))) {
            purpose = 'crop';
            await inPanelAction(() => use(selector), 'crop circle and the first move', 2);
            if (move.type === 'cropDeploy') await learnIds(move);
            turnPattern.push(move.type);
            i++;
            break;
          }
        }
        await inPanelAction(async () => {
          purpose = 'crop';
          await use(`[data-crop="${event.choice}"]`, event.choice === 'deploy' ? 'a' : 'b');
        }, 'crop circle');
        break;
      }
      case 'cropDeploy':
        purpose = 'crop';
        await offeredTwin(event.beside, 'data-crop-beside', before);
        await outOfPanelAction(async () => {
          if (event.protect) await use('[data-toggle="crop-protect"]', 'l');
          await use(`[data-crop-beside="${app(event.beside)}"]`);
        }, 'crop deploy');
        await learnIds(event);
        break;
      case 'cropPass':
        purpose = 'crop';
        await outOfPanelAction(() => use(`[data-crop-pass="${event.player}"]`, 'p'), 'crop pass');
        break;
      case 'cropRemove': {
        purpose = 'crop';
        await offeredTwin(event.meeple, 'data-crop-remove', before);
        await outOfPanelAction(
          () => use(`[data-crop-remove="${app(event.meeple)}"]`),
          'crop remove',
        );
        break;
      }
      case 'adjust':
        // A correction by 0 changes nothing: the table does not offer it.
        if (event.points === 0) break;
        await outOfPanelAction(() => adjust(event.player, event.points), 'adjust');
        break;
      case 'returnMeeple':
        purpose = 'fix';
        await outOfPanelAction(async () => {
          await openFixes();
          // Meeples of a player side by side share one button (the first of them): any will do.
          await offeredTwin(event.meeple, 'data-return', before, '.tb-fixes');
          await use(`[data-return="${app(event.meeple)}"]`);
          await use('.tb-fixes [data-confirm="yes"]');
        }, 'return a meeple');
        break;
      case 'endTurn': {
        // By touch or mouse, the next player's tile ends the turn when the panel offers it.
        const next = events[i + 1];
        const nextTile =
          next?.type === 'draw'
            ? `.tb-turn .tb-next-tile .ml-tilegrid button[data-tile="${next.tile}"]`
            : undefined;
        // The tile still in hand: its arrow choices first (the next tile needs the placement).
        if (mode !== 'keyboard' && nextTile && upcomingPlace && (await phaseNow()) === 'place')
          await prepareArrows(upcomingPlace);
        if (mode !== 'keyboard' && nextTile && (await exists(nextTile))) {
          purpose = 'draw';
          await inPanelAction(
            () => tap(nextTile),
            `end turn by the tile ${next?.type === 'draw' ? next.tile : ''}`,
            2,
          );
          // The tap is the next turn's draw: counted there.
          turnTaps -= 1;
          endTurnOfRecord();
          turnTaps = 1;
          drawnAhead = true;
          break;
        }
        purpose = 'end';
        if (process.env.DEBUG_TAPS)
          console.log(
            'END TAP at',
            i,
            events
              .slice(i - 4, i + 2)
              .map((e) => JSON.stringify(e))
              .join(' '),
            await page.evaluate(
              "document.querySelector('.tb-turn')?.dataset.phase + ' next-tile:' + Boolean(document.querySelector('.tb-next-tile'))",
            ),
          );
        await inPanelAction(() => use('[data-end="turn"]', 'e'), 'end turn');
        endTurnOfRecord();
        break;
      }
      case 'endGame':
        purpose = 'end';
        await outOfPanelAction(async () => {
          await use('[data-end="game"]');
          await use('[data-confirm="yes"]');
        }, 'end the game');
        endTurnOfRecord();
        break;
      case 'finalScore': {
        const kind = before.features.get(event.feature)?.kind as Kind;
        const counts =
          event.points === undefined
            ? { tiles: event.tiles, pennants: event.pennants, cities: event.cities }
            : kind === 'field'
              ? { cities: 0 }
              : kind === 'city'
                ? { tiles: 1, pennants: 0 }
                : { tiles: 1 };
        await outOfPanelAction(
          () => score(app(event.feature), kind, counts, true),
          `final score ${event.feature}`,
        );
        if (event.points !== undefined) {
          // The override's difference, as a correction to each player of the majority.
          const computed = previewScore(before, event.feature, counts, 'final');
          const diff = event.points - (computed?.points ?? 0);
          for (const player of diff === 0 ? [] : (computed?.winners ?? []))
            await outOfPanelAction(() => adjust(player, diff), 'points override');
        }
        break;
      }
      case 'finish':
        // The results replace the table: the store says when it is done.
        purpose = 'final';
        await use('[data-finish]', 'Enter');
        if (await exists('[data-confirm="yes"]')) await use('[data-confirm="yes"]');
        expectedStored += 1;
        await waitFor("!document.querySelector('.tb-table')", 'the results');
        if ((await appEvents()).length !== expectedStored)
          throw new Error('driver: finish was not stored');
        break;
      default:
        throw new Error(`driver: no control for ${(event as GameEvent).type}`);
    }
  }

  const stored = replayRecord({ ...record, events: await appEvents() });
  if (!stored.ok) throw new Error(`driver: the stored game does not replay: ${stored.error}`);
  return {
    taps,
    turns,
    byPurpose,
    stored: summarize(stored.snapshot),
    expected: summarize(target.snapshot),
  };
}

/** The figures the issue names: the most taps a plain turn took, a scoring turn, the game. */
export function tapFigures(
  result: PlayResult,
  /** Keyboard: only tiles with a one-letter name (a two-letter one takes one key more). */
  oneLetter = false,
): { plain: number; scoring: number; scoringWithExtras: number; whole: number } {
  // Plain: a tile with no arrow and no revolt (each of those adds its own tap).
  const plain = result.turns.filter(
    (t) =>
      t.pattern === 'draw place endTurn' && t.extras === 0 && (!oneLetter || t.tile.length === 1),
  );
  const scoring = result.turns.filter(
    (t) => t.pattern === 'draw place deploy score endTurn' && t.scoredRoadOrCity && t.extras === 0,
  );
  const anyScoring = result.turns.filter(
    (t) => t.pattern === 'draw place deploy score endTurn' && t.scoredRoadOrCity,
  );
  const most = (list: readonly TurnTaps[]) => Math.max(0, ...list.map((t) => t.taps));
  return {
    plain: most(plain),
    scoring: most(scoring),
    scoringWithExtras: most(anyScoring),
    whole: result.taps,
  };
}
